// The sale (ADR 0034, 0042): what the gateway took or awaits becomes an order, in the steps of
// steps/, run in order inside the caller's one transaction. Conditional statements decide every
// race (the cart still open at the session's version, the hold still this cart's, the bid still
// accepted, the resale still on sale, each coupon unused), and any refusal rolls the whole sale
// back. Public reads are told by the database's triggers at commit (ADR 0039), not by a step.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { Recipient } from '../../modules/notices/notice.repository';
import { newOrderId, type OrderRow } from '../../modules/orders/order.repository';
import type { PaymentRow } from '../../modules/payments/payment.repository';
import type { CurrencyCode } from '@/rules/money';
import type { ResaleRates } from '@/rules/order-pricing';
import { saleKrwPrice } from '@/rules/seller-settlement';
import { closeOffersOnSale } from '../bids/steps/close-open-offers';
import type { CustomerNotices } from '../customer-notices';
import type { AcceptedOutcome, SaleFacts } from './sale-facts';
import { chargedAmounts } from './steps/charged-amounts';
import { createOrder } from './steps/create-order';
import { holdForDeposit } from './steps/hold-for-deposit';
import { lockPayment } from './steps/lock-payment';
import { notifyBuyer } from './steps/notify-buyer';
import { orderAcceptedBid } from './steps/order-accepted-bid';
import { redeemCoupons } from './steps/redeem-coupons';
import { sellEdition } from './steps/sell-edition';
import { sellResale } from './steps/sell-resale';

export { PaymentSettled } from './steps/lock-payment';

export interface Sale {
  facts: SaleFacts;
  /** The payment session as claimed (`processing`). */
  payment: PaymentRow;
  outcome: AcceptedOutcome;
  buyer: { name: string; recipient?: Recipient };
  resaleRates: ResaleRates;
  notices: CustomerNotices | undefined;
  now: Date;
}

/**
 * Records an approved or deposit-awaiting payment: the order is created and the edition sold (or
 * kept held until the deposit). Throws PaymentSettled when someone else recorded it first.
 */
export async function recordSale(
  tx: Executor,
  sale: Sale,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const { facts, payment, outcome, now } = sale;
  const { cart } = facts;
  await lockPayment(tx, { paymentId: payment.id });
  const orderId = newOrderId(now);
  const paid = outcome.status === 'approved';
  const closing = {
    cartId: cart.id,
    cartVersion: payment.cartVersion ?? -1,
    editionId: cart.editionId,
    orderId,
    now,
  };
  if (paid) await sellEdition(tx, { ...closing, address: facts.address });
  else await holdForDeposit(tx, { ...closing, depositDeadline: outcome.depositDeadline });
  const amounts = await chargedAmounts(tx, { facts, payment });
  if (facts.bid) await orderAcceptedBid(tx, { cartId: cart.id, orderId, now });
  // The negotiation ends (rules §4.29): the buyer's own offers close as bought, silently; once
  // paid, the other offers on the edition are declined because it sold.
  await closeOffersOnSale(tx, {
    artworkId: cart.artworkId,
    editionId: cart.editionId,
    buyerId: cart.customerId,
    paid,
    notices: sale.notices,
    now,
  });
  // The seller is settled in won on the sale's KRW price (rules §4.35, ADR 0072).
  const priceKrw = saleKrwPrice({
    currency: cart.currencyCode as CurrencyCode,
    krwPerUnit: Number(cart.krwPerUnit),
    artPrice: amounts.art_price,
    offerKrw: facts.bid?.amountKrw,
    listedKrw: facts.edition.priceKrw,
  });
  const settlement = facts.resale
    ? await sellResale(tx, {
        resaleId: facts.resale.id,
        artPrice: amounts.art_price,
        priceKrw,
        paid,
        orderId,
        rates: sale.resaleRates,
        now,
      })
    : null;
  const placed = await createOrder(tx, {
    orderId,
    facts,
    payment,
    outcome,
    amounts,
    priceKrw,
    settlement,
    buyerName: sale.buyer.name,
    now,
  });
  await redeemCoupons(tx, {
    couponIds: [cart.artworkCouponId, cart.additionalCouponId],
    orderId,
    now,
  });
  await notifyBuyer(tx, {
    notices: sale.notices,
    order: placed.order,
    rateLockedAt: cart.rateLockedAt,
    payment: placed.payment,
    recipient: sale.buyer.recipient,
  });
  return placed;
}

/** The resale's commission and royalty, from the configuration. */
export function resaleRatesOf(ctx: AppContext): ResaleRates {
  return {
    commissionBps: ctx.config.RESALE_COMMISSION_BPS,
    royaltyBps: ctx.config.RESALE_ROYALTY_BPS,
  };
}
