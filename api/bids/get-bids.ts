// GET store/artwork/bids/{offered|received}: the bids the customer made or received.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidListDto } from '@/schemas/bid-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { bidKeys, type BidBox, type BidPage } from './keys';

export function getBids(
  box: BidBox,
  page: BidPage = {},
  { signal }: FetchOptions = {},
): Promise<BidListDto> {
  return http.v3.get<BidListDto>(`/store/artwork/bids/${box}`, { params: page, signal });
}

export function getBidsQueryOptions(box: BidBox, page: BidPage = {}) {
  return queryOptions({
    queryKey: bidKeys.list(box, page),
    queryFn: ({ signal }) => getBids(box, page, { signal }),
  });
}

export function useBids(box: BidBox, page: BidPage = {}) {
  return useQuery(getBidsQueryOptions(box, page));
}
