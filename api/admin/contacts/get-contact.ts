// GET /v3/admin/contacts/{id}: one request (a missing one is said on the page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactDto } from '@/schemas/back-office-contacts';
import { http, noToast } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminContactKeys } from './keys';

export function getAdminContact(contactId: string, { signal }: FetchOptions = {}) {
  return http.v3.get<AdminContactDto>(`/admin/contacts/${encodeURIComponent(contactId)}`, {
    ...noToast,
    signal,
  });
}

export function getAdminContactQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: adminContactKeys.detail(contactId),
    queryFn: ({ signal }) => getAdminContact(contactId, { signal }),
  });
}

export function useAdminContact(contactId: string) {
  return useQuery({ ...getAdminContactQueryOptions(contactId), enabled: !!contactId });
}
