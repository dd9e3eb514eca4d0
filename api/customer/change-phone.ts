// PUT store/customer/phone.
import { useMutation } from '@tanstack/react-query';
import type { PhoneRequest } from '@/schemas/customer';
import type { CustomerDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { confirmCode } from './confirm-code';
import { customerKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function changePhone(body: PhoneRequest): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>('/store/customer/phone', body, quiet);
}

/** Confirms the code sent to `phone`, then changes to it; the customer info is read again. */
export function useConfirmPhoneMutation() {
  return useMutation({
    mutationFn: async ({ phone, code }: { phone: PhoneRequest; code: string }) => {
      await confirmCode({ ...phone, code });
      return changePhone(phone);
    },
    onSuccess: (_answer, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: customerKeys.info() }),
  });
}
