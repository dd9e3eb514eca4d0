// Bids (issue 6): a customer offers a price on an edition; the seller (the gallery for a primary
// edition, the owner for a resold one) accepts one, which declines the others and opens a bid
// order (a cart priced at the bid, holding the edition until a payment deadline) that the bidder
// pays through the ordinary checkout (payment session, gateway, completion). Each operation is a
// file of bids/ and accepting an offer runs the named steps of bids/steps/ in one transaction
// (ADR 0060). Every state change runs in one transaction under the bid's row lock or a
// conditional update, and the edition is held through the same reservation as buy now, so a
// bid's acceptance and a purchase can never both win. The sweep expires bids, lapses unpaid
// accepted ones (freeing the edition) and declines bids on editions sold to someone else.
import type { AppContext } from '../context';
import { createAcceptBid } from './bids/accept-bid';
import { createAnswerBid } from './bids/answer-bid';
import { createBidLists } from './bids/bid-lists';
import { createBidOrder } from './bids/bid-order';
import { createBidReads, type BidOptions } from './bids/bid-reads';
import { createBidStatus } from './bids/bid-status';
import { createPlaceBid } from './bids/place-bid';
import { createSweepBids } from './bids/sweep-bids';
import type { Checkout } from './checkout';

export type { BidOptions, EditionSeller } from './bids/bid-reads';
export type { ArtworkForBuyState } from './bids/bid-status';

export type Bids = ReturnType<typeof createBids>;

export function createBids(ctx: AppContext, checkout: Checkout, options: BidOptions = {}) {
  const reads = createBidReads(ctx, options);
  const answer = createAnswerBid(ctx, reads, options);
  return {
    ...createBidLists(ctx, reads),
    place: createPlaceBid(ctx, checkout, reads, options),
    cancel: answer.cancel,
    accept: createAcceptBid(ctx, reads, options),
    decline: answer.decline,
    status: createBidStatus(ctx, reads),
    ...createBidOrder(checkout, reads),
    sweep: createSweepBids(ctx, options),
  };
}
