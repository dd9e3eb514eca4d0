// POST store/artwork/bid.
import type { PlaceBidRequest } from '@/schemas/bid';
import type { BidDto } from '@/schemas/bid-dto';
import { http, noToast } from '../http';
import { trackOnSuccess } from '@/analytics/commerce';
import { bidPath } from './keys';

/** The bid screens show their own errors in place: no toast. */
const quiet = { ...noToast };

export function placeBid(body: PlaceBidRequest): Promise<BidDto> {
  return trackOnSuccess(http.v3.post<BidDto>(bidPath, body, quiet), 'bid', (bid) => ({
    bid_id: bid.id,
    artwork_id: bid.artwork.id,
    amount: bid.amount.amount,
    currency: bid.amount.currency,
  }));
}
