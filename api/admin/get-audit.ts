// GET /v3/admin/audit: the audit log, by target type.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListDto } from '@/schemas/back-office-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { adminKeys } from './keys';
import { quiet } from './quiet';

export function getAudit(
  query: { target_type?: string; limit?: number },
  { signal }: FetchOptions = {},
) {
  return http.v3.get<AuditListDto>('/admin/audit', { params: query, ...quiet, signal });
}

export function getAuditQueryOptions(query: { target_type?: string; limit?: number }) {
  return queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => getAudit(query, { signal }),
  });
}

export function useAudit(query: { target_type?: string; limit?: number }) {
  return useQuery(getAuditQueryOptions(query));
}
