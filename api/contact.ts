// Contact requests (SPEC §3 contact types, §7 POST store/contact).
import type { Language } from '@/schemas/dto';
import { http } from './http';

export const contactTypes = [
  'enroll_artist',
  'enroll_gallery',
  'common_contact',
  'vip_contact',
  'request_for_sale',
] as const;
export type ContactType = (typeof contactTypes)[number];

export interface ContactRequest {
  type: ContactType;
  name: string;
  email: string;
  phone?: string;
  /** Gallery name for enroll_gallery. */
  organization?: string;
  website?: string;
  message: string;
  language?: Language;
}

export function postContact(request: ContactRequest): Promise<unknown> {
  return http.v3.post('/store/contact', request);
}
