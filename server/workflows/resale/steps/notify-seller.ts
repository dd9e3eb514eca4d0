// A step of every move of a resale request (registered, reviewed, listed, withdrawn): its seller
// hears of it, enqueued in the transaction that moved it (ADR 0040).
import type { Executor } from '../../../db/client';
import type { CustomerNotices } from '../../customer-notices';

/** Tells the request's seller its status (nothing without notices). */
export async function notifySeller(
  tx: Executor,
  input: { notices: CustomerNotices | undefined; resaleId: string },
): Promise<void> {
  await input.notices?.resaleChanged(tx, input.resaleId);
}
