// GET /v3/admin/contacts: the inbox, by status and type.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactListDto } from '@/schemas/back-office-contacts';
import { http, noToast } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminContactKeys, type AdminContactFilters } from './keys';

export function getAdminContacts(filters: AdminContactFilters, { signal }: FetchOptions = {}) {
  return http.v3.get<AdminContactListDto>('/admin/contacts', {
    params: filters,
    ...noToast,
    signal,
  });
}

export function getAdminContactsQueryOptions(filters: AdminContactFilters) {
  return queryOptions({
    queryKey: adminContactKeys.list(filters),
    queryFn: ({ signal }) => getAdminContacts(filters, { signal }),
  });
}

export function useAdminContacts(filters: AdminContactFilters) {
  return useQuery(getAdminContactsQueryOptions(filters));
}
