// PUT store/customer/reset-password (rules §5): everything but confirmPassword is sent.
import { useMutation } from '@tanstack/react-query';
import { toResetPasswordRequest, type ResetPasswordForm } from '@/schemas/customer';
import type { MessageDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function resetPassword(form: ResetPasswordForm): Promise<MessageDto> {
  return http.v3.put<MessageDto>(
    '/store/customer/reset-password',
    toResetPasswordRequest(form),
    quiet,
  );
}

/** Sets a new password with the reset code. */
export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
