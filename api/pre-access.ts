// The pre-access check (SPEC §4, §7 POST store/customer/staging/check-email). Its own file: the
// shell asks it on every page when the gate is on, and api/account.ts would bring the account
// forms' yup schemas into every page's first load.
import type { StagingCheckDto } from '@/schemas/customer-dto';
import { http, noToast } from './http';

export function stagingCheck(email: string): Promise<StagingCheckDto> {
  return http.v3.post<StagingCheckDto>(
    '/store/customer/staging/check-email',
    { email },
    { ...noToast },
  );
}
