// PUT /v3/admin/contacts/{id}: the request's status and the operator's note;
// the contact screens are refetched after it.
import { useMutation } from '@tanstack/react-query';
import type { AdminContactDto, ContactStatus } from '@/schemas/back-office-contacts';
import { http, noToast } from '../../http';
import { adminContactKeys } from './keys';

/** The back office says refusals in place: no toast. */
const quiet = { ...noToast };

export function updateContact(contactId: string, body: { status: ContactStatus; note?: string }) {
  return http.v3.put<AdminContactDto>(
    `/admin/contacts/${encodeURIComponent(contactId)}`,
    body,
    quiet,
  );
}

/** Saves a contact's status and note; the contact screens are read again. */
export function useUpdateContactMutation() {
  return useMutation({
    mutationFn: ({
      contactId,
      body,
    }: {
      contactId: string;
      body: { status: ContactStatus; note?: string };
    }) => updateContact(contactId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminContactKeys.all() }),
  });
}
