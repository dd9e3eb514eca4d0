// GET /v3/admin/partner/dashboard: the partner portal's first page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerDashboardDto } from '@/schemas/back-office-partner';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { partnerKeys } from '../keys';
import { quiet } from '../quiet';

export function getPartnerDashboard({ signal }: FetchOptions = {}) {
  return http.v3.get<PartnerDashboardDto>('/admin/partner/dashboard', { ...quiet, signal });
}

export function getPartnerDashboardQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.dashboard(),
    queryFn: ({ signal }) => getPartnerDashboard({ signal }),
  });
}

export function usePartnerDashboard() {
  return useQuery(getPartnerDashboardQueryOptions());
}
