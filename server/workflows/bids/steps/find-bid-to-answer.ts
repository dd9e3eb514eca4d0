// A step of accepting an offer (accept-bid.ts): the bid the seller answers, read before any lock
// so the locks follow the checkout's order (the edition's hold, the edition, then the bid).
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../errors';
import { findBid, type BidRow } from '../../../modules/bids/bid.repository';
import { bidMessages as m } from '@/schemas/bid';
import { sells, type SellerScope } from '../bid-reads';

/** The seller's pending bid; 404 for a bid they do not answer, "not pending" once answered. */
export async function findBidToAnswer(
  tx: Executor,
  input: { bidId: string; scope: SellerScope },
): Promise<BidRow> {
  const seen = await findBid(tx, input.bidId);
  if (!seen || !sells(seen, input.scope)) throw notFound(m.bidNotFound);
  if (seen.status !== 'pending') throw new AppError('CONFLICT', m.notPending);
  return seen;
}
