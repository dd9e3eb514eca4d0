// GET /v3/admin/me: who the operator is and which screens they may use.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackOfficeMeDto } from '@/schemas/back-office-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { adminKeys } from './keys';
import { quiet } from './quiet';

export function getBackOfficeMe({ signal }: FetchOptions = {}) {
  return http.v3.get<BackOfficeMeDto>('/admin/me', { ...quiet, signal });
}

export function getBackOfficeMeQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.me(),
    queryFn: ({ signal }) => getBackOfficeMe({ signal }),
  });
}

export function useBackOfficeMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getBackOfficeMeQueryOptions(), enabled });
}
