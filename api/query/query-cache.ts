// Our own query cache (ADR 0012): the part of React Query's QueryClient this app uses, with the
// same names and behaviour. Defaults here are React Query's; api/query-client.ts sets SPEC §9's.

export type QueryKey = readonly unknown[];

declare const dataTagSymbol: unique symbol;
/** A query key that carries the type of its data, so getQueryData/setQueryData know it. */
export type DataTag<TKey, TData> = TKey & { [dataTagSymbol]: TData };
type DataOf<TKey, TDefault> = TKey extends { [dataTagSymbol]: infer TData } ? TData : TDefault;

/** In place of a queryFn: the query is disabled (typed alternative to `enabled: false`). */
export const skipToken = Symbol('skipToken');
export type SkipToken = typeof skipToken;

export interface QueryFunctionContext<TKey extends QueryKey = QueryKey> {
  client: QueryClient;
  queryKey: TKey;
  /** Aborted when a newer fetch replaces this one, or the query is cancelled or removed. */
  signal: AbortSignal;
}

export type QueryFunction<TData = unknown, TKey extends QueryKey = QueryKey> = (
  context: QueryFunctionContext<TKey>,
) => TData | Promise<TData>;

/** Keeps a generic function like keepPreviousData from being taken for the data type. */
type NonFunction<T> = T extends (...args: never[]) => unknown ? never : T;

export type PlaceholderDataFunction<TData> = (
  previousData: TData | undefined,
  previousQuery: Query | undefined,
) => TData | undefined;

/** How long data stays fresh and cached; this cache never retries (SPEC §9). */
export interface QueryDefaults {
  /** Milliseconds after a fetch until the data is stale (refetched on mount and focus). */
  staleTime?: number;
  /** Milliseconds an unobserved query stays cached. */
  gcTime?: number;
  refetchOnWindowFocus?: boolean | 'always';
  refetchOnMount?: boolean | 'always';
  /** Accepted for React Query's sake: failed fetches are never retried here. */
  retry?: false;
}

/** `_TError` only types the result's `error` (as TError does in React Query). */
export interface QueryOptions<
  TQueryFnData = unknown,
  _TError = Error,
  TKey extends QueryKey = QueryKey,
> extends QueryDefaults {
  queryKey: TKey;
  queryFn?: QueryFunction<TQueryFnData, TKey> | SkipToken;
  enabled?: boolean;
  placeholderData?: NonFunction<TQueryFnData> | PlaceholderDataFunction<NonFunction<TQueryFnData>>;
}

/** Options after the client's defaults were applied (what a Query and its observers hold). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResolvedOptions = QueryOptions<any, any> & { queryHash: string };

export interface QueryState<TData = unknown> {
  data: TData | undefined;
  dataUpdatedAt: number;
  error: Error | null;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'idle';
  isInvalidated: boolean;
}

/** What a query needs of whoever watches it (a QueryObserver). */
export interface QueryWatcher {
  options: ResolvedOptions;
  onQueryUpdate(): void;
}

export interface QueryFilters {
  /** Matches every query whose key starts with this one (object elements match partially). */
  queryKey?: QueryKey;
  exact?: boolean;
  /** 'active': with an enabled observer; 'inactive': without one. */
  type?: 'active' | 'inactive' | 'all';
  predicate?: (query: Query) => boolean;
}

export interface InvalidateQueryFilters extends QueryFilters {
  refetchType?: QueryFilters['type'] | 'none';
}

export const noop = () => {};

/** React Query's hash: JSON with object keys sorted, so key order never matters. */
export function hashKey(queryKey: QueryKey): string {
  // Most keys hold only strings and numbers: no replacer to run for them.
  if (queryKey.every((part) => part === null || typeof part !== 'object')) {
    return JSON.stringify(queryKey);
  }
  return JSON.stringify(queryKey, (_, value) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

/** True when `key` starts with `prefix`; object elements of the prefix match by their own keys. */
export function partialMatchKey(key: unknown, prefix: unknown): boolean {
  if (key === prefix) return true;
  if (!key || !prefix || typeof key !== 'object' || typeof prefix !== 'object') return false;
  return Object.keys(prefix).every((k) =>
    partialMatchKey((key as Record<string, unknown>)[k], (prefix as Record<string, unknown>)[k]),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Structural sharing: `next`, reusing every part of `previous` that is deeply equal. */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const array = Array.isArray(previous) && Array.isArray(next);
  if (!array && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const prev = previous as Record<string, unknown>;
  const keys = Object.keys(next as object);
  const copy: Record<string, unknown> = array ? ([] as unknown as Record<string, unknown>) : {};
  let equal = keys.length === Object.keys(prev).length;
  for (const key of keys) {
    copy[key] = replaceEqualDeep(prev[key], (next as Record<string, unknown>)[key]);
    if (copy[key] !== prev[key] || !(key in prev)) equal = false;
  }
  return (equal ? previous : copy) as T;
}

const isEnabled = (options: ResolvedOptions) => options.enabled !== false;

/** Whether an observer with these options refetches on mount or focus (React Query's rule). */
export function shouldFetchOn(
  query: Query,
  options: ResolvedOptions,
  when: boolean | 'always' | undefined,
): boolean {
  return (
    isEnabled(options) &&
    (when === 'always' || (when !== false && query.isStaleByTime(options.staleTime)))
  );
}

/** One cached query: its state, its observers, its fetch in flight and its gc timer. */
export class Query<TData = unknown> {
  state: QueryState<TData>;
  observers: QueryWatcher[] = [];
  gcTime = 0;
  private promise?: Promise<TData>;
  private controller?: AbortController;
  private revert?: Pick<QueryState, 'status' | 'error'>;
  private gcTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private client: QueryClient,
    public options: ResolvedOptions,
    state?: Partial<QueryState<TData>>,
  ) {
    this.setOptions(options);
    this.state = {
      data: undefined,
      dataUpdatedAt: 0,
      error: null,
      status: 'pending',
      fetchStatus: 'idle',
      isInvalidated: false,
      ...state,
    };
    this.scheduleGc();
  }

  get queryKey(): QueryKey {
    return this.options.queryKey;
  }

  get queryHash(): string {
    return this.options.queryHash;
  }

  setOptions(options: ResolvedOptions): void {
    this.options = options;
    // Kept as long as the longest gcTime any user of the query asked for.
    this.gcTime = Math.max(this.gcTime, options.gcTime ?? 0);
  }

  setState(patch: Partial<QueryState<TData>>): void {
    this.state = { ...this.state, ...patch };
    for (const observer of this.observers) observer.onQueryUpdate();
  }

  setData(data: TData, patch?: Partial<QueryState<TData>>): void {
    this.setState({
      data: replaceEqualDeep(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      status: 'success',
      isInvalidated: false,
      ...patch,
    });
  }

  isStaleByTime(staleTime = 0): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    return data === undefined || isInvalidated || Date.now() >= dataUpdatedAt + staleTime;
  }

  /** Observed by at least one enabled observer. */
  isActive(): boolean {
    return this.observers.some((observer) => isEnabled(observer.options));
  }

  addObserver(observer: QueryWatcher): void {
    if (this.observers.includes(observer)) return;
    this.observers.push(observer);
    clearTimeout(this.gcTimer);
  }

  removeObserver(observer: QueryWatcher): void {
    this.observers = this.observers.filter((o) => o !== observer);
    if (!this.observers.length) this.scheduleGc();
  }

  /**
   * Runs the queryFn, or joins the fetch in flight (one request per key at a time). With
   * `cancelRefetch` and data already there, the fetch in flight is aborted and replaced; its
   * callers then get the newer fetch's answer.
   */
  fetch(options?: ResolvedOptions, cancelRefetch?: boolean): Promise<TData> {
    if (this.promise) {
      if (this.state.data === undefined || !cancelRefetch) return this.promise;
      this.controller!.abort();
    }
    if (options) this.setOptions(options);
    if (!this.options.queryFn) {
      // Hydrated or set by hand: borrow the queryFn of an observer.
      const observer = this.observers.find((o) => o.options.queryFn);
      if (observer) this.setOptions(observer.options);
    }
    const { queryFn, queryKey } = this.options;
    const controller = (this.controller = new AbortController());
    const context = { client: this.client, queryKey, signal: controller.signal };
    this.revert = { status: this.state.status, error: this.state.error };
    this.setState({
      fetchStatus: 'fetching',
      ...(this.state.data === undefined && { status: 'pending', error: null }),
    });

    const promise = (async (): Promise<TData> => {
      let data: TData | undefined;
      let failed = false;
      let error: unknown;
      try {
        if (!queryFn || queryFn === skipToken) throw new Error(`No queryFn for ${this.queryHash}`);
        // Settles at once when aborted, even if the queryFn ignores its signal.
        const aborted = new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
        );
        data = (await Promise.race([queryFn(context), aborted])) as TData;
        if (data === undefined) throw new Error(`${this.queryHash} data is undefined`);
      } catch (caught) {
        failed = true;
        error = caught;
      }
      if (this.controller !== controller) {
        // Replaced by a newer fetch (whose answer we give), or cancelled.
        if (this.promise) return this.promise;
        if (this.state.data !== undefined) return this.state.data;
        throw controller.signal.reason;
      }
      this.controller = this.promise = undefined;
      const done = { fetchStatus: 'idle' } as const;
      this.scheduleGc();
      if (failed) {
        this.setState({ ...done, error: error as Error, status: 'error', isInvalidated: true });
        throw error;
      }
      this.setData(data!, done);
      return this.state.data!;
    })();
    if (this.controller === controller) this.promise = promise;
    return promise;
  }

  /** Aborts the fetch in flight; the query keeps the data it had. */
  cancel(): void {
    const controller = this.controller;
    if (!controller) return;
    this.controller = this.promise = undefined;
    controller.abort();
    this.setState({ ...this.revert, fetchStatus: 'idle' });
  }

  scheduleGc(): void {
    clearTimeout(this.gcTimer);
    // As React Query does: on the server a client lives for one request, so its queries never
    // start a timer (thousands of them would hold every page's data for gcTime after the answer).
    if (this.gcTime < Infinity && typeof window !== 'undefined') {
      this.gcTimer = setTimeout(() => {
        if (!this.observers.length && !this.promise) this.client.remove(this);
      }, this.gcTime);
    }
  }

  destroy(): void {
    clearTimeout(this.gcTimer);
    this.cancel();
  }
}

type Updater<T> = T | undefined | ((previous: T | undefined) => T | undefined);

/** The cache: every query by its key's hash, the defaults, and refetch on window focus. */
export class QueryClient {
  private queries = new Map<string, Query>();
  private defaults: QueryDefaults;
  private mounts = 0;
  private unlisten = noop;

  constructor(config: { defaultOptions?: { queries?: QueryDefaults } } = {}) {
    this.defaults = {
      staleTime: 0,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      ...config.defaultOptions?.queries,
    };
  }

  defaultQueryOptions<T extends { queryKey: QueryKey; queryFn?: unknown }>(
    options: T,
  ): ResolvedOptions {
    const resolved = {
      ...this.defaults,
      ...options,
      queryHash: hashKey(options.queryKey),
    } as ResolvedOptions;
    if (resolved.queryFn === skipToken) resolved.enabled = false;
    return resolved;
  }

  /** The query for these (resolved) options, created when missing. */
  build(options: ResolvedOptions, state?: Partial<QueryState>): Query {
    let query = this.queries.get(options.queryHash);
    if (!query) {
      query = new Query(this, options, state);
      this.queries.set(options.queryHash, query);
    }
    return query;
  }

  get(queryHash: string): Query | undefined {
    return this.queries.get(queryHash);
  }

  findAll({ queryKey, exact, type = 'all', predicate }: QueryFilters = {}): Query[] {
    return [...this.queries.values()].filter(
      (query) =>
        (!queryKey ||
          (exact
            ? query.queryHash === hashKey(queryKey)
            : partialMatchKey(query.queryKey, queryKey))) &&
        (type === 'all' || query.isActive() === (type === 'active')) &&
        (!predicate || predicate(query)),
    );
  }

  getQueryData<TData = unknown, TKey extends QueryKey = QueryKey>(
    queryKey: TKey,
  ): DataOf<TKey, TData> | undefined {
    return this.queries.get(hashKey(queryKey))?.state.data as DataOf<TKey, TData> | undefined;
  }

  getQueryState(queryKey: QueryKey): QueryState | undefined {
    return this.queries.get(hashKey(queryKey))?.state;
  }

  /** Writes data as if fetched now; an updater returning undefined changes nothing. */
  setQueryData<TData = unknown, TKey extends QueryKey = QueryKey>(
    queryKey: TKey,
    updater: Updater<DataOf<TKey, TData>>,
  ): DataOf<TKey, TData> | undefined {
    type T = DataOf<TKey, TData>;
    const data =
      typeof updater === 'function'
        ? (updater as (previous: T | undefined) => T | undefined)(this.getQueryData(queryKey))
        : updater;
    if (data === undefined) return undefined;
    const query = this.build(this.defaultQueryOptions({ queryKey }));
    query.setData(data);
    return query.state.data as T;
  }

  /** The cached data while fresh (by the options' staleTime), else a fetch; rejects on error. */
  fetchQuery<TQueryFnData, TError = Error, TKey extends QueryKey = QueryKey>(
    options: QueryOptions<TQueryFnData, TError, TKey>,
  ): Promise<TQueryFnData> {
    const resolved = this.defaultQueryOptions(options);
    const query = this.build(resolved) as Query<TQueryFnData>;
    return query.isStaleByTime(resolved.staleTime)
      ? query.fetch(resolved)
      : Promise.resolve(query.state.data as TQueryFnData);
  }

  /** fetchQuery that never rejects: for server-side prefetch before dehydrate. */
  prefetchQuery<TQueryFnData, TError = Error, TKey extends QueryKey = QueryKey>(
    options: QueryOptions<TQueryFnData, TError, TKey>,
  ): Promise<void> {
    return this.fetchQuery(options).then(noop, noop);
  }

  /** Marks the matching queries stale and refetches those on screen (all queries without filters). */
  invalidateQueries(filters: InvalidateQueryFilters = {}): Promise<void> {
    for (const query of this.findAll(filters)) query.setState({ isInvalidated: true });
    if (filters.refetchType === 'none') return Promise.resolve();
    return this.refetchQueries({
      ...filters,
      type: filters.refetchType ?? filters.type ?? 'active',
    });
  }

  /** Refetches the matching queries that can fetch, replacing fetches in flight. */
  refetchQueries(filters: QueryFilters = {}): Promise<void> {
    const fetches = this.findAll(filters)
      .filter((query) =>
        query.observers.length
          ? query.isActive()
          : query.options.queryFn && query.options.queryFn !== skipToken,
      )
      .map((query) => query.fetch(undefined, true).catch(noop));
    return Promise.all(fetches).then(noop);
  }

  cancelQueries(filters: QueryFilters = {}): Promise<void> {
    for (const query of this.findAll(filters)) query.cancel();
    return Promise.resolve();
  }

  removeQueries(filters: QueryFilters = {}): void {
    for (const query of this.findAll(filters)) this.remove(query);
  }

  remove(query: Query): void {
    if (this.queries.get(query.queryHash) !== query) return;
    query.destroy();
    this.queries.delete(query.queryHash);
  }

  clear(): void {
    this.removeQueries();
  }

  /** QueryClientProvider mounts the client: from then on focusing the window refetches. */
  mount(): void {
    if (this.mounts++ || typeof window === 'undefined') return;
    const listening = new AbortController();
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') this.onFocus();
    };
    for (const type of ['visibilitychange', 'focus']) {
      window.addEventListener(type, onFocus, { signal: listening.signal });
    }
    this.unlisten = () => listening.abort();
  }

  unmount(): void {
    if (--this.mounts) return;
    this.unlisten();
    this.unlisten = noop;
  }

  /** Stale queries with an observer that wants it refetch (one fetch per query). */
  onFocus(): void {
    for (const query of this.queries.values()) {
      const observer = query.observers.find((o) =>
        shouldFetchOn(query, o.options, o.options.refetchOnWindowFocus),
      );
      if (observer) query.fetch(observer.options).catch(noop);
    }
  }
}

/** Identity with types: the key carries the data type into getQueryData/setQueryData. */
export function queryOptions<TQueryFnData, TError = Error, TKey extends QueryKey = QueryKey>(
  options: QueryOptions<TQueryFnData, TError, TKey>,
): QueryOptions<TQueryFnData, TError, TKey> & { queryKey: DataTag<TKey, TQueryFnData> } {
  return options as never;
}

/** placeholderData that keeps the previous key's data on screen while the new key loads. */
export function keepPreviousData<T>(previousData: T | undefined): T | undefined {
  return previousData;
}
