// useInfiniteQuery: pages fetched one after another (data.pages, data.pageParams); a refetch
// fetches every loaded page again from the first.
import type {
  InfiniteData,
  InfiniteQueryOptions,
  Query,
  QueryClient,
  QueryKey,
  QueryOptions,
  ResolvedOptions,
} from './query-cache';
import { nextPageParam } from './query-cache';
import { QueryObserver, type QueryObserverResult } from './query-observer';
import { useBaseQuery } from './use-query';

export type UseInfiniteQueryOptions<
  TQueryFnData = unknown,
  TError = Error,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
> = InfiniteQueryOptions<TQueryFnData, TError, TKey, TPageParam>;

export interface UseInfiniteQueryResult<
  TData = unknown,
  TError = Error,
> extends QueryObserverResult<TData, TError> {
  fetchNextPage: () => Promise<UseInfiniteQueryResult<TData, TError>>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
}

class InfiniteQueryObserver extends QueryObserver {
  fetchNextPage = () => this.fetch(true, { direction: 'forward' });

  protected override createResult(query: Query, options: ResolvedOptions, willFetch?: boolean) {
    const result = super.createResult(query, options, willFetch);
    const data = result.data as InfiniteData<unknown> | undefined;
    return {
      ...result,
      fetchNextPage: this.fetchNextPage,
      hasNextPage: !!data && nextPageParam(options, data) != null,
      isFetchingNextPage: result.isFetching && !!query.state.fetchMeta,
    };
  }
}

export function useInfiniteQuery<
  TQueryFnData,
  TError = Error,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TKey, TPageParam>,
  queryClient?: QueryClient,
): UseInfiniteQueryResult<InfiniteData<TQueryFnData, TPageParam>, TError> {
  return useBaseQuery(options as unknown as QueryOptions, InfiniteQueryObserver, queryClient);
}
