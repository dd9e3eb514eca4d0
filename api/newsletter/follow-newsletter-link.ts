// The newsletter e-mail's links (POST store/subscribe/confirm and /unsubscribe): their page shows
// its own error in place, so no toast.
import { useMutation } from '@tanstack/react-query';
import type { NewsletterStatusAnswer } from '@/schemas/newsletter';
import { http, noToast } from '../http';

const quiet = { ...noToast };

export function confirmSubscription(token: string): Promise<NewsletterStatusAnswer> {
  return http.v3.post<NewsletterStatusAnswer>('/store/subscribe/confirm', { token }, quiet);
}

export function unsubscribe(id: string, token: string): Promise<NewsletterStatusAnswer> {
  return http.v3.post<NewsletterStatusAnswer>('/store/subscribe/unsubscribe', { id, token }, quiet);
}

export type NewsletterLink =
  { action: 'confirm'; token: string } | { action: 'unsubscribe'; id: string; token: string };

/** Confirms the address, or unsubscribes it. */
export function useNewsletterLink() {
  return useMutation({
    mutationFn: (link: NewsletterLink) =>
      link.action === 'confirm'
        ? confirmSubscription(link.token)
        : unsubscribe(link.id, link.token),
  });
}
