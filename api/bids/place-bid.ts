// POST store/artwork/bid.
import { useMutation } from '@tanstack/react-query';
import type { PlaceBidRequest } from '@/schemas/bid';
import type { BidDto } from '@/schemas/bid-dto';
import { http, noToast } from '../http';
import { trackOnSuccess } from '@/analytics/commerce';
import { bidKeys, bidPath } from './keys';
import { refreshArtworkReads } from '../artworks/keys';
import { inquiryKeys } from '../inquiries/keys';

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

/**
 * Places a bid; the bids and the artwork reads are refreshed in the background after it, and the
 * conversation it was made from, which lists it.
 */
export function usePlaceBidMutation() {
  return useMutation({
    mutationFn: placeBid,
    onSuccess: (_bid, body, _result, { client }) => {
      void Promise.all([
        client.invalidateQueries({ queryKey: bidKeys.all() }),
        refreshArtworkReads(client),
        body.inquiry_id && client.invalidateQueries({ queryKey: inquiryKeys.all() }),
      ]);
    },
  });
}
