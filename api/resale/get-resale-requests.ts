// GET /v2 store/resell: the customer's resale and consignment requests.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResaleListDto } from '@/schemas/resale-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { resaleKeys } from './keys';

export function getResaleRequests(limit: number, { signal }: FetchOptions = {}) {
  return http.v2.get<ResaleListDto>('/store/resell', { params: { limit }, signal });
}

export function getResaleRequestsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: resaleKeys.requests(limit),
    queryFn: ({ signal }) => getResaleRequests(limit, { signal }),
  });
}

export function useResaleRequests(limit: number) {
  return useQuery(getResaleRequestsQueryOptions(limit));
}
