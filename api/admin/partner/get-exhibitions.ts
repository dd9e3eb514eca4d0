// GET /v3/admin/partner/exhibitions: the partner's exhibitions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerExhibitionDto } from '@/schemas/back-office-partner';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { partnerKeys } from '../keys';
import { quiet } from '../quiet';

export function getPartnerExhibitions({ signal }: FetchOptions = {}) {
  return http.v3.get<{ exhibitions: PartnerExhibitionDto[]; count: number }>(
    '/admin/partner/exhibitions',
    { params: { limit: 100 }, ...quiet, signal },
  );
}

export function getPartnerExhibitionsQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.exhibitions(),
    queryFn: ({ signal }) => getPartnerExhibitions({ signal }),
  });
}

export function usePartnerExhibitions() {
  return useQuery(getPartnerExhibitionsQueryOptions());
}
