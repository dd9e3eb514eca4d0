// Buying one edition (rules §7 "Cart and orders", issue 5): the checkout's operations, composed
// once per process. Each is a file of checkout/ (ADR 0042): adding to the cart, the buyer's
// choices, pricing, starting a payment, completing it (the sale's steps in checkout/steps/, in
// one transaction), and the reconciliation of payments left unsettled. Every change of money or
// of an edition's status happens inside one transaction with row locks or conditional updates,
// the same on PGlite and PostgreSQL.
import type { AppContext } from '../context';
import type { CartRow } from '../modules/orders/cart.repository';
import type { PaymentGateway } from '../modules/payments/payment-gateway.port';
import type { OrderRow } from '../modules/orders/order.repository';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { createAddToCart } from './checkout/add-to-cart';
import { createCartChoices } from './checkout/cart-choices';
import { assertCurrencyAllowed, editionOf, orderDto, rateOf } from './checkout/cart-reads';
import { createCompletePayment } from './checkout/complete-payment';
import { createPaymentProviders } from './checkout/pay-methods';
import { createPriceCart } from './checkout/price-cart';
import { createReconcilePayments } from './checkout/reconcile-payments';
import { createStartPayment } from './checkout/start-payment';
import type { CustomerNotices } from './customer-notices';

export { openCartFor } from './checkout/add-to-cart';
export { couponUsable } from './checkout/start-payment';
export { RECONCILE_AFTER_MS } from './checkout/reconcile-payments';

export type Checkout = ReturnType<typeof createCheckout>;

export function createCheckout(
  ctx: AppContext,
  gateway: PaymentGateway,
  notices?: CustomerNotices,
) {
  const providers = createPaymentProviders(ctx);
  return {
    reconcileProcessing: createReconcilePayments(ctx, gateway, notices),
    addArtwork: createAddToCart(ctx),
    ...createPriceCart(ctx, providers),
    ...createCartChoices(ctx),
    startPayment: createStartPayment(ctx, gateway, providers),
    complete: createCompletePayment(ctx, gateway, notices),
    orderDto: (order: OrderRow, language: Language) => orderDto(ctx.db, order, language),
    assertCurrencyAllowed,
    rateOf: (currency: CurrencyCode) => rateOf(ctx, currency),
    /** The artwork and edition a cart is for. */
    cartArtwork: (cart: CartRow) => editionOf(ctx.db, cart),
  };
}
