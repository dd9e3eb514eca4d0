// Server-side prefetch travels to the browser in page props: dehydrate() on the server,
// hydrate() (through HydrationBoundary) in the browser. Only successful queries travel.
import { hashKey, type QueryClient, type QueryKey } from './query-cache';

export interface DehydratedQuery {
  queryKey: QueryKey;
  queryHash: string;
  state: { data: unknown; dataUpdatedAt: number; status: 'success' };
}

export interface DehydratedState {
  queries: DehydratedQuery[];
}

export function dehydrate(client: QueryClient): DehydratedState {
  return {
    queries: client
      .findAll()
      .filter((query) => query.state.status === 'success')
      .map(({ queryKey, queryHash, state }) => ({
        queryKey,
        queryHash,
        state: { data: state.data, dataUpdatedAt: state.dataUpdatedAt, status: 'success' },
      })),
  };
}

/** Puts the queries into the cache, except where the cache holds data as new or newer. */
export function hydrate(client: QueryClient, state: DehydratedState | undefined): void {
  for (const { queryKey, queryHash = hashKey(queryKey), state: dehydrated } of state?.queries ??
    []) {
    const query = client.get(queryHash);
    const fresh = { ...dehydrated, error: null, isInvalidated: false };
    if (!query) client.build(client.defaultQueryOptions({ queryKey }), fresh);
    else if (query.state.dataUpdatedAt < dehydrated.dataUpdatedAt) query.setState(fresh);
  }
}
