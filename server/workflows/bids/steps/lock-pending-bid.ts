// A step of accepting an offer (accept-bid.ts): the bid's row is locked, after the edition's, and
// must still be pending (not cancelled or answered meanwhile) and unexpired.
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { findBid, type BidRow } from '../../../modules/bids/bid.repository';
import { bidMessages as m } from '@/schemas/bid';

/** The locked bid; "not pending" or "bid expired" otherwise. */
export async function lockPendingBid(
  tx: Executor,
  input: { bidId: string; now: Date },
): Promise<BidRow> {
  const bid = (await findBid(tx, input.bidId, { forUpdate: true }))!;
  if (bid.status !== 'pending') throw new AppError('CONFLICT', m.notPending);
  if (bid.expiresAt <= input.now) throw new AppError('CONFLICT', m.bidExpired);
  return bid;
}
