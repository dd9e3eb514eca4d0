// A step of placing an offer (place-bid.ts): the bid is inserted pending, for its seller, in the
// bidder's currency with the rate it locks and its amount in KRW.
import type { Executor } from '../../../db/client';
import { insertBid, type BidRow } from '../../../modules/bids/bid.repository';

/** The new bid; a second active bid of the bidder on the edition violates the partial unique index. */
export async function recordBid(
  tx: Executor,
  input: { values: Parameters<typeof insertBid>[1]; now: Date },
): Promise<BidRow> {
  return insertBid(tx, input.values, input.now);
}
