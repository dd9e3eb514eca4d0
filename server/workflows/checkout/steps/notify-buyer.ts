// A step of the sale (record-sale.ts): the buyer is told the order was placed (and a resale's
// seller that it sold), enqueued in the sale's transaction under the order's key (ADR 0040).
import type { Executor } from '../../../db/client';
import type { Recipient } from '../../../modules/notices/notice.repository';
import type { OrderRow } from '../../../modules/orders/order.repository';
import type { PaymentRow } from '../../../modules/payments/payment.repository';
import type { CustomerNotices } from '../../customer-notices';

/**
 * Told what this transaction knows when the buyer was read with the claim; else the notice
 * reads the order back (the reconciliation).
 */
export async function notifyBuyer(
  tx: Executor,
  input: {
    notices: CustomerNotices | undefined;
    order: OrderRow;
    /** When the sale's cart locked the rate the order was charged at. */
    rateLockedAt: Date;
    payment: PaymentRow;
    recipient: Recipient | undefined;
  },
): Promise<void> {
  const { order, rateLockedAt, payment, recipient } = input;
  await input.notices?.orderPlaced(
    tx,
    order.id,
    recipient && {
      order: { ...order, rateLockedAt },
      buyer: recipient,
      payment: {
        bank: payment.bank,
        accountNumber: payment.accountNumber,
        accountName: payment.accountName,
      },
    },
  );
}
