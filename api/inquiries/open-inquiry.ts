// POST /v3/store/inquiries: ask about a work (a second question on it joins its open thread).
// The form says refusals in place: no toast.
import { useMutation } from '@tanstack/react-query';
import type { OpenInquiryRequest } from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { http, noToast } from '../http';
import { inquiryKeys, inquiryPath } from './keys';

export function openInquiry(body: OpenInquiryRequest): Promise<InquiryThreadDto> {
  return http.v3.post<InquiryThreadDto>(inquiryPath, body, { ...noToast, signedIn: true });
}

/** Opens (or adds to) the conversation; the thread is cached as answered, the lists read again. */
export function useOpenInquiryMutation() {
  return useMutation({
    mutationFn: openInquiry,
    onSuccess: (thread, _body, _result, { client }) => {
      client.setQueryData(inquiryKeys.detail(thread.id), thread);
      void client.invalidateQueries({ queryKey: inquiryKeys.lists() });
    },
  });
}
