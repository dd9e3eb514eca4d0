// POST store/customer/sign-up (rules §5): everything but confirmPassword is sent.
import { useMutation } from '@tanstack/react-query';
import { toSignUpRequest, type SignUpForm } from '@/schemas/customer';
import type { AccessTokenDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function signUp(form: SignUpForm): Promise<AccessTokenDto> {
  return http.v3.post<AccessTokenDto>('/store/customer/sign-up', toSignUpRequest(form), quiet);
}

/** Joins; the form then starts the session with the token (useStartCustomerSession). */
export function useSignUpMutation() {
  return useMutation({ mutationFn: signUp });
}
