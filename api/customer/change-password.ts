// PUT store/customer/change-password.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@/schemas/customer';
import type { MessageDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function changePassword(body: ChangePasswordRequest): Promise<MessageDto> {
  return http.v3.put<MessageDto>('/store/customer/change-password', body, quiet);
}

/** Changes the password (the customer info does not change). */
export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
