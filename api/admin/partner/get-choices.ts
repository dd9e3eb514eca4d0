// GET /v3/admin/partner/choices: the partner's galleries, the categories and artists to choose from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerChoicesDto } from './partner-choices-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { partnerKeys } from '../keys';
import { quiet } from '../quiet';

export function getPartnerChoices({ signal }: FetchOptions = {}) {
  return http.v3.get<PartnerChoicesDto>('/admin/partner/choices', { ...quiet, signal });
}

export function getPartnerChoicesQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.choices(),
    queryFn: ({ signal }) => getPartnerChoices({ signal }),
  });
}

export function usePartnerChoices() {
  return useQuery(getPartnerChoicesQueryOptions());
}
