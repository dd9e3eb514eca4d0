// A step of accepting an offer (accept-bid.ts): the other pending bids on the edition are declined,
// since the edition is promised to the accepted bidder (close reason accepted_other, rules §4.29).
import type { Executor } from '../../../db/client';
import { declineOtherBids } from '../../../modules/bids/bid.repository';

/** The ids of the bids declined. */
export async function declineRivalBids(
  tx: Executor,
  input: { editionId: string; acceptedId: string; now: Date },
): Promise<string[]> {
  return declineOtherBids(tx, input.editionId, input.acceptedId, input.now);
}
