import { useMutation } from '@/api/query/use-mutation';
import { postSubscribe } from '@/api/newsletter';
import type { SubscribeRequest } from '@/schemas/newsletter';
import { useLanguage } from './use-preferences';

/** POST /v3/store/subscribe in the visitor's language; failures toast the server's message. */
export function useNewsletterSubscription() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (request: SubscribeRequest) => postSubscribe({ ...request, language }),
  });
}
