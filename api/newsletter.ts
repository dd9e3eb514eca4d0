// The newsletter block's call (SPEC §7 POST store/subscribe). Errors toast through the client.
import type { Language } from '@/schemas/dto';
import type { NewsletterStatusAnswer, SubscribeRequest } from '@/schemas/newsletter';
import { http, noToast } from './http';

export interface SubscribeResponse {
  message?: string;
}

export function postSubscribe(
  request: SubscribeRequest & { language: Language },
): Promise<SubscribeResponse> {
  return http.v3.post<SubscribeResponse>('/store/subscribe', request);
}

/** The confirmation link's page confirms the address (its own error shows in place). */
export function confirmSubscription(token: string): Promise<NewsletterStatusAnswer> {
  return http.v3.post<NewsletterStatusAnswer>(
    '/store/subscribe/confirm',
    { token },
    { ...noToast },
  );
}

/** The unsubscribe link's page. */
export function unsubscribe(id: string, token: string): Promise<NewsletterStatusAnswer> {
  return http.v3.post<NewsletterStatusAnswer>(
    '/store/subscribe/unsubscribe',
    { id, token },
    { ...noToast },
  );
}
