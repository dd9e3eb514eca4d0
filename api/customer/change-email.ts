// PUT store/customer/email.
import { useMutation } from '@tanstack/react-query';
import type { CustomerDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { confirmCode } from './confirm-code';
import { customerKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function changeEmail(email: string): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>('/store/customer/email', { email }, quiet);
}

/**
 * Confirms the code sent to `email` and, when it is a new address, changes to it; the customer
 * info (the address and whether it is verified) is read again once.
 */
export function useConfirmEmailMutation() {
  return useMutation({
    mutationFn: async ({ email, code, isNew }: { email: string; code: string; isNew: boolean }) => {
      await confirmCode({ email, code });
      if (isNew) await changeEmail(email);
    },
    onSuccess: (_answer, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: customerKeys.info() }),
  });
}
