// GET /v3/admin/resell: the resale requests to review, by status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResaleListDto } from '@/schemas/resale-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

export function getResaleQueue(
  query: { status?: string; limit?: number },
  { signal }: FetchOptions = {},
) {
  return http.v3.get<ResaleListDto>('/admin/resell', { params: query, ...quiet, signal });
}

export function getResaleQueueQueryOptions(query: { status?: string; limit?: number }) {
  return queryOptions({
    queryKey: adminKeys.resale(query),
    queryFn: ({ signal }) => getResaleQueue(query, { signal }),
  });
}

export function useResaleQueue(query: { status?: string; limit?: number }) {
  return useQuery(getResaleQueueQueryOptions(query));
}
