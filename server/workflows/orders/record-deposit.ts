// The deposit into an order's virtual account is in: the edition is sold (its provenance and a
// resale it closes recorded), the payment and the order are paid, and the buyer is told. The
// signed notification and the operator's manual confirmation both end here.
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { sellEdition } from '../../modules/orders/edition-hold.repository';
import {
  issueOrderDocument,
  updateOrder,
  type OrderRow,
} from '../../modules/orders/order.repository';
import { updatePayment, type PaymentRow } from '../../modules/payments/payment.repository';
import { applyResaleEvent } from '../../modules/resale/resale.repository';
import { checkoutMessages as m, EXPECTED_DELIVERY_DAYS } from '@/rules/checkout-rules';
import { closeOffersOnSale } from '../bids/steps/close-open-offers';
import type { CustomerNotices } from '../customer-notices';
import { recordPrimarySale } from '../provenance-steps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The paid order; "edition unavailable" when the edition or its resale cannot be sold. */
export async function recordDeposit(
  tx: Executor,
  input: {
    order: OrderRow;
    payment: PaymentRow;
    paidAt: Date;
    notices: CustomerNotices | undefined;
    now: Date;
  },
): Promise<OrderRow> {
  const { order, payment, paidAt, now } = input;
  if (!(await sellEdition(tx, order.editionId, now))) {
    throw new AppError('CONFLICT', m.editionUnavailable);
  }
  await recordPrimarySale(
    tx,
    { editionId: order.editionId, address: order.shippingAddress, soldAt: now },
    now,
  );
  // A resold edition's resale closes with the deposit that pays for it.
  if (
    order.resaleId &&
    !(await applyResaleEvent(
      tx,
      order.resaleId,
      'sell',
      'sold',
      { orderId: order.id, closedAt: now },
      now,
    ))
  ) {
    throw new AppError('CONFLICT', m.editionUnavailable);
  }
  // The sale is made: the other offers on the edition are declined because it sold (rules §4.29).
  await closeOffersOnSale(tx, {
    artworkId: order.artworkId,
    editionId: order.editionId,
    buyerId: order.customerId,
    paid: true,
    notices: input.notices,
    now,
  });
  await updatePayment(tx, payment.id, { status: 'paid', paidAt }, now);
  await issueOrderDocument(tx, order.id, now);
  const paid = await updateOrder(
    tx,
    order.id,
    {
      status: 'paid',
      paidAt,
      expectedDeliveryAt: new Date(paidAt.getTime() + EXPECTED_DELIVERY_DAYS * DAY_MS),
    },
    now,
  );
  await input.notices?.paymentReceived(tx, order.id);
  return paid;
}
