// PUT store/customer: names and the promotional consent.
import type { UpdateCustomerRequest } from '@/schemas/customer';
import type { CustomerDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function updateCustomer(body: UpdateCustomerRequest): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>('/store/customer', body, quiet);
}
