// What the customer workflows know about the request beyond its input: who is asking from where.
import type { Language } from '@/schemas/dto';

export interface RequestMeta {
  /** The client's address (X-Forwarded-For only behind TRUST_PROXY proxies). */
  ip: string;
  userAgent: string | null;
  /** The request's language, used for a new account and its e-mails. */
  language: Language;
}
