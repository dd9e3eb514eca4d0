// POST /v3/admin/customers/{id}/block or /unblock, with the reason kept in the audit log (saved
// through useAdminSave, which refetches adminCustomerKeys.all()).
import type { CustomerBlockDto } from '@/schemas/back-office-customers';
import { http } from '../../http';
import { quiet } from '../quiet';

export function setCustomerBlocked(customerId: string, block: boolean, reason: string) {
  return http.v3.post<CustomerBlockDto>(
    `/admin/customers/${encodeURIComponent(customerId)}/${block ? 'block' : 'unblock'}`,
    { reason },
    quiet,
  );
}
