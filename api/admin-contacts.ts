// The back office's contact inbox calls (/v3/admin/contacts, issue 10): fetchers typed with
// schemas/back-office-contacts.ts and their query-key factory.
import { queryOptions } from '@tanstack/react-query';
import type {
  AdminContactDto,
  AdminContactListDto,
  ContactStatus,
} from '@/schemas/back-office-contacts';
import { adminQueries } from './admin';
import { http, noToast } from './http';

const id = encodeURIComponent;
const quiet = { ...noToast };

export interface AdminContactFilters {
  type?: string;
  status?: ContactStatus;
  limit?: number;
}

export const fetchAdminContacts = (filters: AdminContactFilters) =>
  http.v3.get<AdminContactListDto>('/admin/contacts', { params: filters, ...quiet });
export const fetchAdminContact = (contactId: string) =>
  http.v3.get<AdminContactDto>(`/admin/contacts/${id(contactId)}`, quiet);
export const updateContact = (contactId: string, body: { status: ContactStatus; note?: string }) =>
  http.v3.put<AdminContactDto>(`/admin/contacts/${id(contactId)}`, body, quiet);

export const contactAdminQueries = {
  all: () => [...adminQueries.all(), 'contacts'] as const,
  list: (filters: AdminContactFilters) =>
    queryOptions({
      queryKey: [...contactAdminQueries.all(), 'list', filters] as const,
      queryFn: () => fetchAdminContacts(filters),
    }),
  detail: (contactId: string) =>
    queryOptions({
      queryKey: [...contactAdminQueries.all(), 'detail', contactId] as const,
      queryFn: () => fetchAdminContact(contactId),
      retry: false,
    }),
};
