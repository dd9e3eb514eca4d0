// GET /v3/admin/orders: the orders, by status, shipping status and search.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListDto } from '@/schemas/back-office-dto';
import type { AdminOrderFilters } from '../keys';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

export function getAdminOrders(filters: AdminOrderFilters, { signal }: FetchOptions = {}) {
  return http.v3.get<AdminOrderListDto>('/admin/orders', { params: filters, ...quiet, signal });
}

export function getAdminOrdersQueryOptions(filters: AdminOrderFilters) {
  return queryOptions({
    queryKey: adminKeys.orders(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, { signal }),
  });
}

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(getAdminOrdersQueryOptions(filters));
}
