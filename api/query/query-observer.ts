// One component's view of one query (React Query's QueryObserver): which query its options name,
// the result it shows (with placeholder data while a new key loads), when it fetches, and when
// it tells React to render again (only when a result field the component read has changed).
import {
  noop,
  shouldFetchOn,
  type Query,
  type QueryClient,
  type QueryOptions,
  type QueryWatcher,
  type ResolvedOptions,
} from './query-cache';

export interface QueryObserverResult<TData = unknown, TError = Error> {
  data: TData | undefined;
  dataUpdatedAt: number;
  error: TError | null;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'idle';
  /** No data yet (placeholder data counts as data). */
  isPending: boolean;
  /** Pending and fetching: the first load. */
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The data shown is the placeholder (e.g. the previous key's) while this key loads. */
  isPlaceholderData: boolean;
  /** Fetches again, replacing a fetch in flight; never rejects. */
  refetch: () => Promise<QueryObserverResult<TData, TError>>;
}

type AnyResult = QueryObserverResult & Record<string, unknown>;

const shallowEqual = (a: AnyResult | undefined, b: AnyResult) =>
  !!a && Object.keys(b).every((key) => a[key] === b[key]);

const isStale = (query: Query, options: ResolvedOptions) =>
  options.enabled !== false && query.isStaleByTime(options.staleTime);

/** A first load, or stale data and refetchOnMount. */
const shouldFetchOnMount = (query: Query, options: ResolvedOptions) =>
  query.state.data === undefined
    ? options.enabled !== false
    : shouldFetchOn(query, options, options.refetchOnMount);

/** After the options changed: a new key, or just enabled, with nothing fresh to show. */
const shouldFetchOnChange = (
  query: Query,
  previousQuery: Query,
  options: ResolvedOptions,
  previous: ResolvedOptions,
) => (query !== previousQuery || previous.enabled === false) && isStale(query, options);

export class QueryObserver implements QueryWatcher {
  options: ResolvedOptions;
  query: Query;
  private result?: AnyResult;
  private resultOptions?: ResolvedOptions;
  private lastQueryWithData?: Query;
  private listener?: () => void;
  private tracked?: Set<string>;
  private createdWith?: QueryOptions;

  constructor(
    protected client: QueryClient,
    options: QueryOptions,
  ) {
    this.options = client.defaultQueryOptions(options);
    this.query = client.build(this.options);
    this.createdWith = options;
  }

  /** During render: the result for these options, fetching already shown if a fetch will start. */
  getOptimisticResult(options: QueryOptions): AnyResult {
    // The options the observer was made with (its first render) are resolved already.
    const resolved =
      options === this.createdWith ? this.options : this.client.defaultQueryOptions(options);
    this.createdWith = undefined;
    const query = this.client.build(resolved);
    const willFetch = this.listener
      ? shouldFetchOnChange(query, this.query, resolved, this.options)
      : shouldFetchOnMount(query, resolved);
    return this.setResult(this.createResult(query, resolved, willFetch), resolved);
  }

  getCurrentResult = (): AnyResult => this.result!;

  /** Mounting: watch the query, fetch when it has no data or is stale, report changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listener = listener;
    this.query.addObserver(this);
    if (shouldFetchOnMount(this.query, this.options)) this.fetch();
    this.updateResult();
    return () => {
      this.listener = undefined;
      this.query.removeObserver(this);
    };
  };

  /** After a render commits: move to the query the options name and fetch if it needs it. */
  setOptions(options: QueryOptions): void {
    const previous = this.options;
    const previousQuery = this.query;
    this.options = this.client.defaultQueryOptions(options);
    const query = (this.query = this.client.build(this.options));
    query.setOptions(this.options);
    if (this.listener) {
      if (query !== previousQuery) {
        previousQuery.removeObserver(this);
        query.addObserver(this);
      }
      if (shouldFetchOnChange(query, previousQuery, this.options, previous)) this.fetch();
    }
    this.updateResult();
  }

  onQueryUpdate(): void {
    this.updateResult();
  }

  updateResult(): void {
    const previous = this.result;
    const next = this.setResult(this.createResult(this.query, this.options), this.options);
    if (this.query.state.data !== undefined) this.lastQueryWithData = this.query;
    if (
      next !== previous &&
      this.listener &&
      (!this.tracked || [...this.tracked].some((key) => next[key] !== previous?.[key]))
    ) {
      this.listener();
    }
  }

  fetch(cancelRefetch = false): Promise<AnyResult> {
    return this.query
      .fetch(this.options, cancelRefetch)
      .catch(noop)
      .then(() => {
        this.updateResult();
        return this.result!;
      });
  }

  refetch = () => this.fetch(true);

  /**
   * The result as useQuery hands it out: reading a field subscribes the component to it, so a
   * background refetch that changes only `isFetching` does not render a component that never
   * read `isFetching` (React Query's tracked properties).
   */
  trackResult<T extends object>(result: T): T {
    const tracked = (this.tracked ??= new Set());
    const view = {} as T;
    for (const key of Object.keys(result)) {
      Object.defineProperty(view, key, {
        enumerable: true,
        get: () => {
          tracked.add(key);
          return result[key as keyof T];
        },
      });
    }
    return view;
  }

  private setResult(result: AnyResult, options: ResolvedOptions): AnyResult {
    if (!shallowEqual(this.result, result)) this.result = result;
    this.resultOptions = options;
    return this.result!;
  }

  protected createResult(query: Query, options: ResolvedOptions, willFetch = false): AnyResult {
    const { state } = query;
    let { data, error, status } = state;
    const isFetching = willFetch || state.fetchStatus === 'fetching';
    if (willFetch && data === undefined) {
      error = null;
      status = 'pending';
    }
    let isPlaceholderData = false;
    const { placeholderData } = options;
    if (data === undefined && status === 'pending' && placeholderData !== undefined) {
      const previous = this.result;
      const placeholder =
        previous?.isPlaceholderData && placeholderData === this.resultOptions?.placeholderData
          ? previous.data
          : typeof placeholderData === 'function'
            ? placeholderData(this.lastQueryWithData?.state.data, this.lastQueryWithData)
            : placeholderData;
      if (placeholder !== undefined) {
        data = placeholder;
        status = 'success';
        isPlaceholderData = true;
      }
    }
    return {
      data,
      dataUpdatedAt: state.dataUpdatedAt,
      error,
      status,
      fetchStatus: isFetching ? 'fetching' : 'idle',
      isPending: status === 'pending',
      isLoading: status === 'pending' && isFetching,
      isFetching,
      isSuccess: status === 'success',
      isError: status === 'error',
      isPlaceholderData,
      refetch: this.refetch,
    } as AnyResult;
  }
}
