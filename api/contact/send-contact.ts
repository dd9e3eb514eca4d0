// POST store/contact (rules §3 contact types, §7); the rules are schemas/contact.ts. Errors toast
// through the HTTP client.
import { useMutation } from '@tanstack/react-query';
import type { ContactAnswer, ContactType } from '@/schemas/contact';
import type { Language } from '@/schemas/dto';
import { http } from '../http';
import { useCatalogueContext } from '../query-context';

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

export function sendContact(request: ContactRequest): Promise<ContactAnswer> {
  return http.v3.post<ContactAnswer>('/store/contact', request);
}

/** Sends the request in the visitor's language unless it names one. */
export function useContactMutation() {
  const { language } = useCatalogueContext();
  return useMutation({
    mutationFn: (request: ContactRequest) => sendContact({ language, ...request }),
  });
}
