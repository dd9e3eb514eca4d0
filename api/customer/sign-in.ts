// POST store/customer/sign-in.
import type { SignInRequest } from '@/schemas/customer';
import type { AccessTokenDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function signIn(body: SignInRequest): Promise<AccessTokenDto> {
  return http.v3.post<AccessTokenDto>('/store/customer/sign-in', body, quiet);
}
