// GET /v3/admin/orders/{id}: one order (a missing one is said on the page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

export function getAdminOrder(orderId: string, { signal }: FetchOptions = {}) {
  return http.v3.get<AdminOrderDto>(`/admin/orders/${encodeURIComponent(orderId)}`, {
    ...quiet,
    signal,
  });
}

export function getAdminOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, { signal }),
  });
}

export function useAdminOrder(orderId: string) {
  return useQuery({ ...getAdminOrderQueryOptions(orderId), enabled: !!orderId });
}
