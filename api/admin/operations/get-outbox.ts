// GET /v3/admin/outbox: the notifications sent or waiting.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOutboxMessageDto } from './operations-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

export function getAdminOutbox(
  query: { recipient?: string; limit?: number },
  { signal }: FetchOptions = {},
) {
  return http.v3.get<{ messages: AdminOutboxMessageDto[]; count: number }>('/admin/outbox', {
    params: query,
    ...quiet,
    signal,
  });
}

export function getAdminOutboxQueryOptions(query: { recipient?: string; limit?: number }) {
  return queryOptions({
    queryKey: adminKeys.outbox(query),
    queryFn: ({ signal }) => getAdminOutbox(query, { signal }),
  });
}

export function useAdminOutbox(query: { recipient?: string; limit?: number }) {
  return useQuery(getAdminOutboxQueryOptions(query));
}
