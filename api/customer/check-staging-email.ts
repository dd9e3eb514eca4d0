// POST store/customer/staging/check-email (rules §4, §7): the pre-access gate's check, asked on
// every page while the gate is on. A failed check is ignored, so no toast.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StagingCheckDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { stagingEmailKey } from './keys';

export function checkStagingEmail(email: string): Promise<StagingCheckDto> {
  return http.v3.post<StagingCheckDto>(
    '/store/customer/staging/check-email',
    { email },
    { ...noToast },
  );
}

/** Checks an address the visitor enters at the pre-access gate. */
export function useCheckStagingEmailMutation() {
  return useMutation({ mutationFn: checkStagingEmail });
}

/**
 * rules §4: the stored pre-access address, checked once per address (not again on focus); a
 * failed check is an error the gate ignores.
 */
export function useStagingEmailCheck(email: string | null | undefined) {
  return useQuery({
    queryKey: stagingEmailKey(email),
    queryFn: () => checkStagingEmail(email!),
    enabled: Boolean(email),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
