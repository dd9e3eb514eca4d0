// DELETE store/artwork/bid/{id}: the bidder withdraws a bid; the bid lists are refetched.
import { refreshArtworkReads } from '../artworks/keys';
import { useMutation } from '@tanstack/react-query';
import type { BidDto } from '@/schemas/bid-dto';
import { http, noToast } from '../http';
import { bidKeys, bidPath } from './keys';

/** The bid screens show their own errors in place: no toast. */
const quiet = { ...noToast };

export function cancelBid(bidId: string): Promise<BidDto> {
  return http.v3.delete<BidDto>(`${bidPath}/${encodeURIComponent(bidId)}`, quiet);
}

export function useCancelBidMutation() {
  return useMutation({
    mutationFn: cancelBid,
    onSettled: (_data, _error, _bidId, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: bidKeys.all() }),
        refreshArtworkReads(client),
      ]),
  });
}
