// Closing an unpaid order (the buyer's or the operator's cancel, the deposit deadline): the
// edition goes back on sale, the coupons back to the buyer, and the buyer is told who closed it.
import type { Executor } from '../../db/client';
import { restoreCoupons } from '../../modules/coupons/coupon.repository';
import { releaseEdition } from '../../modules/orders/edition-hold.repository';
import { updateOrder, type OrderRow } from '../../modules/orders/order.repository';
import { updatePayment, type PaymentRow } from '../../modules/payments/payment.repository';
import type { CustomerNotices, OrderCloser } from '../customer-notices';

/** The order cancelled (its payment cancelled, or expired at the deadline). */
export async function closeUnpaid(
  tx: Executor,
  input: {
    order: OrderRow;
    payment: PaymentRow | null;
    reason: string;
    by: OrderCloser;
    notices: CustomerNotices | undefined;
    now: Date;
  },
): Promise<OrderRow> {
  const { order, payment, reason, by, now } = input;
  const paymentStatus = by === 'deadline' ? 'expired' : 'canceled';
  if (payment) await updatePayment(tx, payment.id, { status: paymentStatus, canceledAt: now }, now);
  await releaseEdition(tx, order.editionId, now);
  await restoreCoupons(tx, order.id);
  const closed = await updateOrder(
    tx,
    order.id,
    { status: 'canceled', canceledAt: now, cancelAmount: order.total, cancelReason: reason },
    now,
  );
  await input.notices?.orderCanceled(tx, order.id, by);
  return closed;
}
