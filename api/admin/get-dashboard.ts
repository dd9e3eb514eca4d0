// GET /v3/admin/dashboard: the figures on the back office's first page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardDto } from '@/schemas/back-office-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { adminKeys } from './keys';
import { quiet } from './quiet';

export function getAdminDashboard({ signal }: FetchOptions = {}) {
  return http.v3.get<DashboardDto>('/admin/dashboard', { ...quiet, signal });
}

export function getAdminDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => getAdminDashboard({ signal }),
  });
}

export function useAdminDashboard() {
  return useQuery(getAdminDashboardQueryOptions());
}
