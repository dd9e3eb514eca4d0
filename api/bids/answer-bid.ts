// POST store/artwork/bid/accept and /decline: the seller answers a bid; the bid lists are
// refetched either way.
import { refreshArtworkReads } from '../artworks/keys';
import { useMutation } from '@tanstack/react-query';
import type { BidDto } from '@/schemas/bid-dto';
import { http, noToast } from '../http';
import { bidKeys, bidPath } from './keys';

/** The bid screens show their own errors in place: no toast. */
const quiet = { ...noToast };

export function acceptBid(bidId: string): Promise<BidDto> {
  return http.v3.post<BidDto>(`${bidPath}/accept`, { bid_id: bidId }, quiet);
}

export function declineBid(bidId: string): Promise<BidDto> {
  return http.v3.post<BidDto>(`${bidPath}/decline`, { bid_id: bidId }, quiet);
}

export function useAcceptBidMutation() {
  return useMutation({
    mutationFn: acceptBid,
    onSettled: (_data, _error, _bidId, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: bidKeys.all() }),
        refreshArtworkReads(client),
      ]),
  });
}

export function useDeclineBidMutation() {
  return useMutation({
    mutationFn: declineBid,
    onSettled: (_data, _error, _bidId, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: bidKeys.all() }),
        refreshArtworkReads(client),
      ]),
  });
}
