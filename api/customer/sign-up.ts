// POST store/customer/sign-up (rules §5): everything but confirmPassword is sent.
import { toSignUpRequest, type SignUpForm } from '@/schemas/customer';
import type { AccessTokenDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function signUp(form: SignUpForm): Promise<AccessTokenDto> {
  return http.v3.post<AccessTokenDto>('/store/customer/sign-up', toSignUpRequest(form), quiet);
}
