// POST store/customer/send-sms-verification-code.
import { useMutation } from '@tanstack/react-query';
import type { PhoneRequest } from '@/schemas/customer';
import type { MessageDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function sendSmsCode(body: PhoneRequest): Promise<MessageDto> {
  return http.v3.post<MessageDto>('/store/customer/send-sms-verification-code', body, quiet);
}

/** Sends a verification code by text message. */
export function useSendSmsCodeMutation() {
  return useMutation({ mutationFn: sendSmsCode });
}
