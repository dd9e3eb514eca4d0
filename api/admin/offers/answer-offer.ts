// POST /v3/admin/offers/{bidId}/accept or /decline: a partner answers a bid; every back-office
// screen is refetched either way.
import { useMutation } from '@tanstack/react-query';
import type { BidDto } from '@/schemas/bid-dto';
import { http } from '../../http';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

export function acceptOffer(bidId: string) {
  return http.v3.post<BidDto>(`/admin/offers/${encodeURIComponent(bidId)}/accept`, {}, quiet);
}

export function declineOffer(bidId: string) {
  return http.v3.post<BidDto>(`/admin/offers/${encodeURIComponent(bidId)}/decline`, {}, quiet);
}

export function useAcceptOfferMutation() {
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: (_bid, _error, _bidId, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

export function useDeclineOfferMutation() {
  return useMutation({
    mutationFn: declineOffer,
    onSettled: (_bid, _error, _bidId, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
