// A step of listing a resale (review-resale.ts): the offers made on the edition before (to the
// gallery or an earlier owner) are declined and their bidders told: they are not this listing's.
import type { Executor } from '../../../db/client';
import { declineEarlierBids as declineBids } from '../../../modules/bids/bid.repository';
import type { CustomerNotices } from '../../customer-notices';

/** The ids of the bids declined. */
export async function declineEarlierBids(
  tx: Executor,
  input: { editionId: string; notices: CustomerNotices | undefined; now: Date },
): Promise<string[]> {
  const declined = await declineBids(tx, input.editionId, input.now);
  if (declined.length) await input.notices?.offersAnswered(tx, declined);
  return declined;
}
