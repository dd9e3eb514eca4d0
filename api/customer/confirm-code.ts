// POST store/customer/confirm-verification-code.
import type { ConfirmVerificationRequest } from '@/schemas/customer';
import type { MessageDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function confirmCode(
  body: Partial<ConfirmVerificationRequest> & { code: string },
): Promise<MessageDto> {
  return http.v3.post<MessageDto>('/store/customer/confirm-verification-code', body, quiet);
}
