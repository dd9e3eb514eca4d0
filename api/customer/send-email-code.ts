// POST store/customer/send-email-verification-code.
import { useMutation } from '@tanstack/react-query';
import type { MessageDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

/** The account's own e-mail, or `email` to change to it. */
export function sendEmailCode(email?: string): Promise<MessageDto> {
  return http.v3.post<MessageDto>(
    '/store/customer/send-email-verification-code',
    email ? { email } : {},
    quiet,
  );
}

/** Sends a verification code by e-mail (to the new address, or the current one). */
export function useSendEmailCodeMutation() {
  return useMutation({ mutationFn: sendEmailCode });
}
