// useQuery: React Query's hook over our cache (ADR 0012). Renders again only when a result field
// the component read has changed (useSyncExternalStore over a QueryObserver).
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { QueryClient, QueryKey, QueryOptions } from './query-cache';
import { QueryObserver, type QueryObserverResult } from './query-observer';
import { useQueryClient } from './query-client-provider';

export type UseQueryOptions<
  TQueryFnData = unknown,
  TError = Error,
  TKey extends QueryKey = QueryKey,
> = QueryOptions<TQueryFnData, TError, TKey>;

export type UseQueryResult<TData = unknown, TError = Error> = QueryObserverResult<TData, TError>;

function useBrowserQuery<TQueryFnData, TError, TKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TKey>,
  queryClient?: QueryClient,
): UseQueryResult<TQueryFnData, TError> {
  const resolved = options as unknown as QueryOptions;
  const client = useQueryClient(queryClient);
  const [observer] = useState(() => new QueryObserver(client, resolved));
  const result = observer.getOptimisticResult(resolved);
  useEffect(() => observer.setOptions(resolved));
  useSyncExternalStore(observer.subscribe, observer.getCurrentResult, observer.getCurrentResult);
  return observer.trackResult(result) as unknown as UseQueryResult<TQueryFnData, TError>;
}

/**
 * The server renders once and never subscribes: the first result is all it needs, without the
 * observer's React state, effects and tracked fields. It is the result the browser starts with.
 */
function useServerQuery<TQueryFnData, TError, TKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TKey>,
  queryClient?: QueryClient,
): UseQueryResult<TQueryFnData, TError> {
  const resolved = options as unknown as QueryOptions;
  const client = useQueryClient(queryClient);
  return new QueryObserver(client, resolved).getOptimisticResult(
    resolved,
  ) as unknown as UseQueryResult<TQueryFnData, TError>;
}

export const useQuery: <TQueryFnData = unknown, TError = Error, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TKey>,
  queryClient?: QueryClient,
) => UseQueryResult<TQueryFnData, TError> =
  typeof window === 'undefined' ? useServerQuery : useBrowserQuery;
