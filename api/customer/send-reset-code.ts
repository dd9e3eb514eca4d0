// POST store/customer/send-reset-verification-code.
import { useMutation } from '@tanstack/react-query';
import type { MessageDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function sendResetCode(email: string): Promise<MessageDto> {
  return http.v3.post<MessageDto>('/store/customer/send-reset-verification-code', { email }, quiet);
}

/** Sends the password-reset code. */
export function useSendResetCodeMutation() {
  return useMutation({ mutationFn: sendResetCode });
}
