// Contact requests (SPEC §3 contact types, §7 POST store/contact); the rules are schemas/contact.ts.
import type { ContactAnswer, ContactType } from '@/schemas/contact';
import type { Language } from '@/schemas/dto';
import { http } from './http';

export { contactTypes, type ContactType } from '@/schemas/contact';

export interface ContactRequest {
  type: ContactType;
  name: string;
  email: string;
  phone?: string;
  /** Gallery name for enroll_gallery. */
  organization?: string;
  website?: string;
  message: string;
  /** request_for_sale: the artwork asked about (id or handle). */
  artwork_id?: string;
  language?: Language;
}

export function postContact(request: ContactRequest): Promise<ContactAnswer> {
  return http.v3.post<ContactAnswer>('/store/contact', request);
}
