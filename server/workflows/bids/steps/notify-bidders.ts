// A step of answering offers (accept, decline, the sweep): each bidder hears how their bid ended,
// enqueued in the transaction that answered it (ADR 0040).
import type { Executor } from '../../../db/client';
import type { CustomerNotices } from '../../customer-notices';

/** Tells the bidders of `bidIds` their bids' answers (nothing without notices). */
export async function notifyBidders(
  tx: Executor,
  input: { notices: CustomerNotices | undefined; bidIds: string[] },
): Promise<void> {
  await input.notices?.offersAnswered(tx, input.bidIds);
}
