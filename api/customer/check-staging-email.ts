// POST store/customer/staging/check-email (rules §4, §7): the pre-access gate's check, asked on
// every page while the gate is on. A failed check is ignored, so no toast.
import type { StagingCheckDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

export function checkStagingEmail(email: string): Promise<StagingCheckDto> {
  return http.v3.post<StagingCheckDto>(
    '/store/customer/staging/check-email',
    { email },
    { ...noToast },
  );
}
