// PUT /v3/admin/contacts/{id}: the request's status and the operator's note (saved through
// useAdminSave, which refetches adminContactKeys.all()).
import type { AdminContactDto, ContactStatus } from '@/schemas/back-office-contacts';
import { http, noToast } from '../../http';

/** The back office says refusals in place: no toast. */
const quiet = { ...noToast };

export function updateContact(contactId: string, body: { status: ContactStatus; note?: string }) {
  return http.v3.put<AdminContactDto>(
    `/admin/contacts/${encodeURIComponent(contactId)}`,
    body,
    quiet,
  );
}
