// POST store/subscribe (rules §7): the newsletter block. Errors toast the server's message.
import { useMutation } from '@tanstack/react-query';
import type { Language } from '@/schemas/dto';
import type { SubscribeRequest } from '@/schemas/newsletter';
import { http } from '../http';
import { useCatalogueContext } from '../query-context';

export interface SubscribeResponse {
  message?: string;
}

export function subscribe(
  request: SubscribeRequest & { language: Language },
): Promise<SubscribeResponse> {
  return http.v3.post<SubscribeResponse>('/store/subscribe', request);
}

/** Subscribes in the visitor's language. */
export function useNewsletterSubscription() {
  const { language } = useCatalogueContext();
  return useMutation({
    mutationFn: (request: SubscribeRequest) => subscribe({ ...request, language }),
  });
}
