// PUT store/customer/phone.
import type { PhoneRequest } from '@/schemas/customer';
import type { CustomerDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function changePhone(body: PhoneRequest): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>('/store/customer/phone', body, quiet);
}
