// GET store/customer/pink-rock/plans: the membership plans, in the visitor's currency, with the
// methods that pay them at once (My page, membership).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PinkRockPlanListDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { membershipKeys } from './keys';

export function getPinkRockPlans({ signal }: FetchOptions = {}): Promise<PinkRockPlanListDto> {
  return http.v3.get<PinkRockPlanListDto>('/store/customer/pink-rock/plans', { signal });
}

export function getPinkRockPlansQueryOptions() {
  return queryOptions({
    queryKey: membershipKeys.plans(),
    queryFn: ({ signal }) => getPinkRockPlans({ signal }),
  });
}

export function usePinkRockPlans(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPinkRockPlansQueryOptions(), enabled: options.enabled ?? true });
}
