// PUT store/customer/email.
import type { CustomerDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function changeEmail(email: string): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>('/store/customer/email', { email }, quiet);
}
