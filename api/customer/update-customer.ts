// PUT store/customer: names and the promotional consent.
import { useMutation } from '@tanstack/react-query';
import type { UpdateCustomerRequest } from '@/schemas/customer';
import type { CustomerDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { customerKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function updateCustomer(body: UpdateCustomerRequest): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>('/store/customer', body, quiet);
}

/** Saves names or consent; the customer info is read again. */
export function useUpdateCustomerMutation() {
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (_answer, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: customerKeys.info() }),
  });
}
