// An accepted bid's order (store/orders/bid/{id}): start its payment and complete it, with one
// Idempotency-Key per attempt (ADR 0019).
import type { PaymentSessionRequest } from '@/schemas/checkout';
import type { BidPaymentSessionDto } from '@/schemas/bid-dto';
import type { OrderDto } from '@/schemas/checkout-dto';
import { http, noToast } from '../http';
import { orderProperties, trackOnSuccess } from '@/analytics/commerce';

const idempotent = (key?: string) => ({
  ...noToast,
  ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
});
const bidOrderPath = (bidId: string) => `/store/orders/bid/${encodeURIComponent(bidId)}`;

export function startBidPayment(
  bidId: string,
  body: PaymentSessionRequest,
  idempotencyKey?: string,
): Promise<BidPaymentSessionDto> {
  return http.v3.put<BidPaymentSessionDto>(bidOrderPath(bidId), body, idempotent(idempotencyKey));
}

export function completeBidPayment(
  bidId: string,
  query: { payment_session_id: string },
  idempotencyKey?: string,
): Promise<OrderDto> {
  return trackOnSuccess(
    http.v3.get<OrderDto>(`/store/orders/bid/complete/${encodeURIComponent(bidId)}`, {
      params: query,
      ...idempotent(idempotencyKey),
    }),
    'purchase',
    orderProperties,
  );
}
