// The back office's contact inbox (issue 10): the requests sent through POST store/contact
// (rules §3's five types), each moved new → in progress → closed with the operator's note.
import { mixed, object, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import { contactTypes, type ContactType } from './contact';
import type { ListResponse } from './dto';
import { trimmedString } from './text';

export const contactStatuses = ['new', 'in_progress', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const contactInboxMessages = {
  contactNotFound: 'Contact request not found.',
  statusNotAllowed: 'A contact request moves from new to in progress to closed (or is reopened).',
} as const;

/**
 * The one rule of a request's status: forward (new → in progress → closed, or straight to closed),
 * a closed request reopened to in progress, never back to new. Staying put saves the note.
 */
export function canMoveContact(from: ContactStatus, to: ContactStatus): boolean {
  return from === to || to !== 'new';
}

/** GET /v3/admin/contacts */
export const adminContactListQuerySchema = object({
  type: mixed<ContactType>()
    .oneOf([...contactTypes], `type must be one of ${contactTypes.join(', ')}`)
    .optional(),
  status: mixed<ContactStatus>()
    .oneOf([...contactStatuses], `status must be one of ${contactStatuses.join(', ')}`)
    .optional(),
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});
export type AdminContactListQuery = InferType<typeof adminContactListQuerySchema>;

/** PUT /v3/admin/contacts/{id}: the status and, when sent, the note (replaces the old one). */
export const updateContactSchema = object({
  status: mixed<ContactStatus>()
    .required('status is required')
    .oneOf([...contactStatuses], `status must be one of ${contactStatuses.join(', ')}`),
  note: trimmedString('note must be text').max(5000, 'note is too long').optional(),
});
export type UpdateContactRequest = InferType<typeof updateContactSchema>;

export interface AdminContactDto {
  id: string;
  type: ContactType;
  status: ContactStatus;
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  website: string | null;
  message: string;
  language: 'en' | 'ko';
  /** request_for_sale: the artwork asked about. */
  artwork: { id: string; handle: string; title_en: string; title_ko: string } | null;
  /** The signed-in customer who sent it. */
  customer_id: string | null;
  operator_note: string;
  created_at: string;
  updated_at: string;
}

export interface AdminContactListDto extends ListResponse {
  contacts: AdminContactDto[];
}
