import { useMutation } from '@tanstack/react-query';
import { confirmSubscription, postSubscribe, unsubscribe } from '@/api/newsletter';
import type { SubscribeRequest } from '@/schemas/newsletter';
import { useLanguage } from './use-preferences';

/** POST /v3/store/subscribe in the visitor's language; failures toast the server's message. */
export function useNewsletterSubscription() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (request: SubscribeRequest) => postSubscribe({ ...request, language }),
  });
}

/** The newsletter e-mail's links: confirm the address, or unsubscribe it. */
export function useNewsletterLink() {
  return useMutation({
    mutationFn: (
      link:
        { action: 'confirm'; token: string } | { action: 'unsubscribe'; id: string; token: string },
    ) =>
      link.action === 'confirm'
        ? confirmSubscription(link.token)
        : unsubscribe(link.id, link.token),
  });
}
