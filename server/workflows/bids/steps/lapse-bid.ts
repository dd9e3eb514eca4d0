// A step of the bid sweep (sweep-bids.ts): an accepted bid unpaid at its payment deadline lapses,
// its order's payment under way goes stale and the edition its order held is freed.
import type { Executor } from '../../../db/client';
import { closeBid } from '../../../modules/bids/bid.repository';
import { updateCart } from '../../../modules/orders/cart.repository';
import { lockHold, releaseEdition } from '../../../modules/orders/edition-hold.repository';
import { closePendingPayments } from '../../../modules/payments/payment.repository';

/** Lapses the bid; the edition is freed only while the bid's order still holds it. */
export async function lapseBid(
  tx: Executor,
  input: { bid: { id: string; editionId: string; cartId: string | null }; now: Date },
): Promise<void> {
  const { bid, now } = input;
  await closeBid(tx, bid.id, 'lapsed', now);
  if (!bid.cartId) return;
  // A payment under way is stale now; the edition is freed if the order still holds it.
  await closePendingPayments(tx, bid.cartId, 'expired', now);
  await updateCart(tx, bid.cartId, {}, now);
  if (await lockHold(tx, bid.editionId, bid.cartId)) {
    await releaseEdition(tx, bid.editionId, now);
  }
}
