// A step of placing an offer (place-bid.ts): the seller hears of the new offer, enqueued in the
// transaction that records it (ADR 0040).
import type { Executor } from '../../../db/client';
import type { CustomerNotices } from '../../customer-notices';

/** Tells the bid's seller (its gallery's sellers, or the owner) of it (nothing without notices). */
export async function notifySeller(
  tx: Executor,
  input: { notices: CustomerNotices | undefined; bidId: string },
): Promise<void> {
  await input.notices?.offerReceived(tx, input.bidId);
}
