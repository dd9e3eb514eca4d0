// GET /v3/admin/partner/institutions/{id}: a partner gallery's profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerInstitutionDto } from '@/schemas/back-office-partner';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { partnerKeys } from '../keys';
import { quiet } from '../quiet';

export function getPartnerInstitution(institutionId: string, { signal }: FetchOptions = {}) {
  return http.v3.get<PartnerInstitutionDto>(
    `/admin/partner/institutions/${encodeURIComponent(institutionId)}`,
    { ...quiet, signal },
  );
}

export function getPartnerInstitutionQueryOptions(institutionId: string) {
  return queryOptions({
    queryKey: partnerKeys.institution(institutionId),
    queryFn: ({ signal }) => getPartnerInstitution(institutionId, { signal }),
  });
}

export function usePartnerInstitution(institutionId: string) {
  return useQuery({
    ...getPartnerInstitutionQueryOptions(institutionId),
    enabled: !!institutionId,
  });
}
