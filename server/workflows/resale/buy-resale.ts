// Buying a resold edition (GET/PUT store/orders/resell/{id}, GET store/orders/resell/complete/{id}):
// the buyer's cart for the edition at its listing price, paid through the ordinary checkout, whose
// sale moves ownership and settles the seller's proceeds (checkout/steps/sell-resale.ts).
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findEditionsForOrders } from '../../modules/artworks/artwork-purchase.repository';
import { findCart } from '../../modules/orders/cart.repository';
import { findPayment } from '../../modules/payments/payment.repository';
import { findResale } from '../../modules/resale/resale.repository';
import type { CompleteQuery, PaymentSessionRequest } from '@/schemas/checkout';
import { checkoutMessages } from '@/rules/checkout-rules';
import type { OrderDto, PaymentSessionDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { resaleMessages as m } from '@/schemas/resale';
import type { ResaleOrderDto } from '@/schemas/resale-dto';
import type { Checkout } from '../checkout';
import { findResaleOnSale } from './steps/find-resale-on-sale';
import { openResaleOrder } from './steps/open-resale-order';

export function createBuyResale(ctx: AppContext, checkout: Checkout) {
  /** The buyer's cart for the resale on sale `id` (404 unknown, 409 not on sale or their own). */
  async function orderOf(customerId: string, id: string, currency: CurrencyCode) {
    const row = await findResaleOnSale(ctx.db, { customerId, resaleId: id });
    const cart = await openResaleOrder(ctx.db, {
      customerId,
      resale: row,
      currency,
      rateOf: checkout.rateOf,
      now: ctx.now(),
    });
    return { row, cart };
  }

  return {
    /** GET store/orders/resell/{id}: the buyer's order of a resold edition (a cart at its price). */
    async order(
      customerId: string,
      id: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<ResaleOrderDto> {
      checkout.assertCurrencyAllowed(currency, language);
      const { row, cart } = await orderOf(customerId, id, currency);
      const editions = await findEditionsForOrders(ctx.db, [row.editionId]);
      return {
        resale: {
          id: row.id,
          edition_id: row.editionId,
          edition_number: editions.get(row.editionId)?.editionNumber ?? 0,
          listing_price: row.listingPrice!,
        },
        cart: await checkout.get(customerId, cart.id, currency, language),
      };
    },

    /** PUT store/orders/resell/{id}: the checkout's payment session on the buyer's cart. */
    async startPayment(
      customerId: string,
      id: string,
      input: PaymentSessionRequest,
      currency: CurrencyCode,
      language: Language,
    ): Promise<PaymentSessionDto> {
      checkout.assertCurrencyAllowed(currency, language);
      const { cart } = await orderOf(customerId, id, currency);
      return checkout.startPayment(customerId, cart.id, input, language);
    },

    /** GET store/orders/resell/complete/{id}: the checkout's completion (replays answer the order). */
    async complete(
      customerId: string,
      id: string,
      query: CompleteQuery,
      language: Language,
    ): Promise<OrderDto> {
      const row = await findResale(ctx.db, id);
      if (!row) throw notFound(m.requestNotFound);
      const payment = await findPayment(ctx.db, customerId, query.payment_session_id);
      const cart = payment?.cartId ? await findCart(ctx.db, customerId, payment.cartId) : null;
      if (!payment || !cart || cart.editionId !== row.editionId) {
        throw notFound(checkoutMessages.paymentSessionNotFound);
      }
      return checkout.complete(
        customerId,
        cart.id,
        payment.currencyCode as CurrencyCode,
        query,
        language,
      );
    },
  };
}
