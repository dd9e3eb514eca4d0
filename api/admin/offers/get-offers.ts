// GET /v3/admin/offers: the bids on a partner's works.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidListDto } from '@/schemas/bid-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

export function getPartnerOffers(page: { limit?: number }, { signal }: FetchOptions = {}) {
  return http.v3.get<BidListDto>('/admin/offers', { params: page, ...quiet, signal });
}

export function getPartnerOffersQueryOptions(page: { limit?: number }) {
  return queryOptions({
    queryKey: adminKeys.offers(page),
    queryFn: ({ signal }) => getPartnerOffers(page, { signal }),
  });
}

export function usePartnerOffers(page: { limit?: number }) {
  return useQuery(getPartnerOffersQueryOptions(page));
}
