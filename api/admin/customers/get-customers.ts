// GET /v3/admin/customers: the customers, by search and state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomerDto } from './customer-dto';
import type { AdminCustomerQuery } from '../keys';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminCustomerKeys } from '../keys';
import { quiet } from '../quiet';

export function getAdminCustomers(query: AdminCustomerQuery, { signal }: FetchOptions = {}) {
  return http.v3.get<{ customers: AdminCustomerDto[]; count: number }>('/admin/customers', {
    params: query,
    ...quiet,
    signal,
  });
}

export function getAdminCustomersQueryOptions(query: AdminCustomerQuery) {
  return queryOptions({
    queryKey: adminCustomerKeys.list(query),
    queryFn: ({ signal }) => getAdminCustomers(query, { signal }),
  });
}

export function useAdminCustomers(query: AdminCustomerQuery) {
  return useQuery(getAdminCustomersQueryOptions(query));
}
