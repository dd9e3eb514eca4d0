// POST /v3/store/inquiries/{id}/messages: the collector's reply (the box says refusals in place).
import { useMutation } from '@tanstack/react-query';
import type { InquiryMessageRequest } from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { http, noToast } from '../http';
import { inquiryKeys, inquiryPath } from './keys';

export function sendInquiryMessage(
  inquiryId: string,
  body: InquiryMessageRequest,
): Promise<InquiryThreadDto> {
  return http.v3.post<InquiryThreadDto>(
    `${inquiryPath}/${encodeURIComponent(inquiryId)}/messages`,
    body,
    { ...noToast, signedIn: true },
  );
}

export function useSendInquiryMessageMutation(inquiryId: string) {
  return useMutation({
    mutationFn: (body: InquiryMessageRequest) => sendInquiryMessage(inquiryId, body),
    onSuccess: (thread, _body, _result, { client }) => {
      client.setQueryData(inquiryKeys.detail(thread.id), thread);
      void client.invalidateQueries({ queryKey: inquiryKeys.lists() });
    },
  });
}
