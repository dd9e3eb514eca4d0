// The newsletter block's call (SPEC §7 POST store/subscribe). Errors toast through the client.
import type { Language } from '@/schemas/dto';
import type { SubscribeRequest } from '@/schemas/newsletter';
import { http } from './http';

export interface SubscribeResponse {
  message?: string;
}

export function postSubscribe(
  request: SubscribeRequest & { language: Language },
): Promise<SubscribeResponse> {
  return http.v3.post<SubscribeResponse>('/store/subscribe', request);
}
