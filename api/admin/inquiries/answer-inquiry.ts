// The answering side's changes to a thread: a reply (POST .../messages), handing it to the
// work's gallery (operators), closing and reopening it. Each answers the thread, which is cached
// as it came back; the inbox is read again.
import { useMutation } from '@tanstack/react-query';
import type { InquiryMessageRequest } from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { http } from '../../http';
import { quiet } from '../quiet';
import { adminInquiryKeys, adminInquiryPath } from './keys';

export type InquiryChange =
  | { kind: 'message'; body: InquiryMessageRequest }
  | { kind: 'hand-to-gallery' | 'close' | 'reopen' };

export function changeAdminInquiry(
  inquiryId: string,
  change: InquiryChange,
): Promise<InquiryThreadDto> {
  const path = `${adminInquiryPath(inquiryId)}/${change.kind === 'message' ? 'messages' : change.kind}`;
  return http.v3.post<InquiryThreadDto>(
    path,
    change.kind === 'message' ? change.body : undefined,
    quiet,
  );
}

export function useChangeAdminInquiryMutation(inquiryId: string) {
  return useMutation({
    mutationFn: (change: InquiryChange) => changeAdminInquiry(inquiryId, change),
    onSuccess: (thread, _change, _result, { client }) => {
      client.setQueryData(adminInquiryKeys.detail(thread.id), thread);
      void client.invalidateQueries({ queryKey: adminInquiryKeys.lists() });
    },
  });
}
