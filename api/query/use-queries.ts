// useQueries: a list of queries whose length may change between renders, one observer each.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { QueryClient, QueryOptions } from './query-cache';
import { QueryObserver, type QueryObserverResult } from './query-observer';
import { useQueryClient } from './query-client-provider';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = QueryOptions<any, any, any>;

type ResultsOf<T extends readonly AnyQueryOptions[]> = {
  [K in keyof T]: T[K] extends QueryOptions<infer TData, infer TError, infer _TKey>
    ? QueryObserverResult<TData, TError>
    : never;
};

class QueriesObserver {
  observers: QueryObserver[] = [];
  result: QueryObserverResult[] = [];
  private listener?: () => void;
  private subscriptions = new Map<QueryObserver, () => void>();

  constructor(private client: QueryClient) {}

  getOptimisticResult(queries: readonly QueryOptions[]): QueryObserverResult[] {
    return this.setResult(
      queries.map((options, i) =>
        (this.observers[i] ??= new QueryObserver(this.client, options)).getOptimisticResult(
          options,
        ),
      ),
    );
  }

  getCurrentResult = () => this.result;

  subscribe = (listener: () => void) => {
    this.listener = listener;
    this.sync();
    return () => {
      this.listener = undefined;
      this.sync();
    };
  };

  setQueries(queries: readonly QueryOptions[]): void {
    this.observers.length = queries.length;
    queries.forEach((options, i) => this.observers[i]!.setOptions(options));
    this.sync();
    this.update();
  }

  private update = () => {
    const previous = this.result;
    if (this.setResult(this.observers.map((o) => o.getCurrentResult())) !== previous) {
      this.listener?.();
    }
  };

  private setResult(results: QueryObserverResult[]) {
    if (results.length !== this.result.length || results.some((r, i) => r !== this.result[i])) {
      this.result = results;
    }
    return this.result;
  }

  /** Each observer is subscribed while the component is and it is still in the list. */
  private sync() {
    const live = this.listener ? this.observers : [];
    for (const [observer, unsubscribe] of this.subscriptions) {
      if (!live.includes(observer)) {
        unsubscribe();
        this.subscriptions.delete(observer);
      }
    }
    for (const observer of live) {
      if (!this.subscriptions.has(observer)) {
        this.subscriptions.set(observer, observer.subscribe(this.update));
      }
    }
  }
}

export function useQueries<const T extends readonly AnyQueryOptions[], TCombined = ResultsOf<T>>(
  { queries, combine }: { queries: T; combine?: (results: ResultsOf<T>) => TCombined },
  queryClient?: QueryClient,
): TCombined {
  const client = useQueryClient(queryClient);
  const [observer] = useState(() => new QueriesObserver(client));
  const results = observer.getOptimisticResult(queries) as ResultsOf<T>;
  useEffect(() => observer.setQueries(queries));
  useSyncExternalStore(observer.subscribe, observer.getCurrentResult, observer.getCurrentResult);
  return useMemo(
    () => (combine ? combine(results) : (results as unknown as TCombined)),
    [combine, results],
  );
}
