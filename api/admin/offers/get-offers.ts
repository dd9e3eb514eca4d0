// GET /v3/admin/offers: the offers queue — a partner's galleries' offers; for an operator every
// offer, answering those of galleries without a partner account (answerer=store), by status,
// who answers, gallery and a search.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidDto, BidListDto } from '@/schemas/bid-dto';
import type { Answerer, OfferStatus } from '@/rules/negotiation';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

export interface OfferQueueQuery {
  status?: OfferStatus;
  answerer?: Answerer;
  /** A gallery's id. */
  gallery?: string;
  /** Part of the title, the artist's or the bidder's name, or an offer's id. */
  q?: string;
  limit?: number;
}

export function getOffers(query: OfferQueueQuery, { signal }: FetchOptions = {}) {
  return http.v3.get<BidListDto>('/admin/offers', { params: query, ...quiet, signal });
}

export function getOffersQueryOptions(query: OfferQueueQuery) {
  return queryOptions({
    queryKey: adminKeys.offers(query),
    queryFn: ({ signal }) => getOffers(query, { signal }),
  });
}

export function useOffers(query: OfferQueueQuery) {
  return useQuery(getOffersQueryOptions(query));
}

/** GET /v3/admin/offers/{id}: one offer of the queue (a notice's link opens it). */
export function getOffer(id: string, { signal }: FetchOptions = {}) {
  return http.v3.get<BidDto>(`/admin/offers/${encodeURIComponent(id)}`, { ...quiet, signal });
}

export function useOffer(id: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.offer(id),
      queryFn: ({ signal }) => getOffer(id, { signal }),
    }),
  );
}
