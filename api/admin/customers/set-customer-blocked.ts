// POST /v3/admin/customers/{id}/block or /unblock, with the reason kept in the audit log;
// the customer screens are refetched after it.
import { useMutation } from '@tanstack/react-query';
import type { CustomerBlockDto } from '@/schemas/back-office-customers';
import { http } from '../../http';
import { quiet } from '../quiet';
import { adminCustomerKeys } from '../keys';

export function setCustomerBlocked(customerId: string, block: boolean, reason: string) {
  return http.v3.post<CustomerBlockDto>(
    `/admin/customers/${encodeURIComponent(customerId)}/${block ? 'block' : 'unblock'}`,
    { reason },
    quiet,
  );
}

/** Blocks or unblocks a customer; the customer screens are read again. */
export function useSetCustomerBlockedMutation() {
  return useMutation({
    mutationFn: ({
      customerId,
      block,
      reason,
    }: {
      customerId: string;
      block: boolean;
      reason: string;
    }) => setCustomerBlocked(customerId, block, reason),
    onSuccess: (_answer, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminCustomerKeys.all() }),
  });
}
