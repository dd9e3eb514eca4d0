// The bid calls (SPEC §7 "Artwork" bids and the bid orders; issue 6): fetchers typed with
// schemas/bid-dto.ts and their query-key factory. Loaded on demand by the artwork page.
import { queryOptions } from '@tanstack/react-query';
import type { PlaceBidRequest } from '@/schemas/bid';
import type {
  BidDto,
  BidListDto,
  BidOrderDto,
  BidPaymentSessionDto,
  BidStatusDto,
} from '@/schemas/bid-dto';
import type { OrderDto } from '@/schemas/checkout-dto';
import type { PaymentSessionRequest } from '@/schemas/checkout';
import { http, noToast } from './http';
import { orderProperties, trackOnSuccess } from './monitoring/commerce';

const base = '/store/artwork';
const id = encodeURIComponent;
/** The bid screens show their own errors in place: no toast for their calls. */
const quiet = { ...noToast };
const idempotent = (key?: string) => ({
  ...noToast,
  ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
});

export function fetchBidStatus(artworkId: string): Promise<BidStatusDto> {
  return http.v3.get<BidStatusDto>(`${base}/bid/status/${id(artworkId)}`);
}

export function placeBid(body: PlaceBidRequest): Promise<BidDto> {
  return trackOnSuccess(http.v3.post<BidDto>(`${base}/bid`, body, quiet), 'bid', (bid) => ({
    bid_id: bid.id,
    artwork_id: bid.artwork.id,
    amount: bid.amount.amount,
    currency: bid.amount.currency,
  }));
}

export function cancelBid(bidId: string): Promise<BidDto> {
  return http.v3.delete<BidDto>(`${base}/bid/${id(bidId)}`, quiet);
}

export function acceptBid(bidId: string): Promise<BidDto> {
  return http.v3.post<BidDto>(`${base}/bid/accept`, { bid_id: bidId }, quiet);
}

export function declineBid(bidId: string): Promise<BidDto> {
  return http.v3.post<BidDto>(`${base}/bid/decline`, { bid_id: bidId }, quiet);
}

export function fetchBids(
  box: 'offered' | 'received',
  page: { limit?: number; offset?: number } = {},
): Promise<BidListDto> {
  return http.v3.get<BidListDto>(`${base}/bids/${box}`, { params: page });
}

export function fetchBidOrder(bidId: string): Promise<BidOrderDto> {
  return http.v3.get<BidOrderDto>(`/store/orders/bid/${id(bidId)}`);
}

export function startBidPayment(
  bidId: string,
  body: PaymentSessionRequest,
  idempotencyKey?: string,
): Promise<BidPaymentSessionDto> {
  return http.v3.put<BidPaymentSessionDto>(
    `/store/orders/bid/${id(bidId)}`,
    body,
    idempotent(idempotencyKey),
  );
}

export function completeBidPayment(
  bidId: string,
  query: { payment_session_id: string },
  idempotencyKey?: string,
): Promise<OrderDto> {
  return trackOnSuccess(
    http.v3.get<OrderDto>(`/store/orders/bid/complete/${id(bidId)}`, {
      params: query,
      ...idempotent(idempotencyKey),
    }),
    'purchase',
    orderProperties,
  );
}

export const bidQueries = {
  all: () => ['bids'] as const,
  status: (artworkId: string) =>
    queryOptions({
      queryKey: [...bidQueries.all(), 'status', artworkId] as const,
      queryFn: () => fetchBidStatus(artworkId),
    }),
  list: (box: 'offered' | 'received', page: { limit?: number; offset?: number } = {}) =>
    queryOptions({
      queryKey: [...bidQueries.all(), box, page] as const,
      queryFn: () => fetchBids(box, page),
    }),
};
