// Pricing a cart (GET store/cart/{id}, GET store/cart/{id}/pay-method/{currency}): in the
// request's currency, a new currency or an expired lock locking today's rate, with the methods
// that may pay it.
import type { AppContext } from '../../context';
import { findBidOfCart } from '../../modules/bids/bid.repository';
import type { CartRow } from '../../modules/orders/cart.repository';
import type { CartDto, PayMethodListDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { priceCart, toCartDto } from '../checkout-views';
import { assertCurrencyAllowed, factsOf, ownCart, rateOf } from './cart-reads';
import { enabledPayMethods, totalInKrw, type PaymentProviders } from './pay-methods';
import { rateLockExpired, relockCart } from './rate-lock';

export function createPriceCart(ctx: AppContext, providers: PaymentProviders) {
  /**
   * Prices an open cart in `currency`: a new currency locks the current rate; the same currency
   * keeps the rate the cart was priced at while its lock lasts (rules §9.22), then locks today's.
   */
  async function inCurrency(cart: CartRow, currency: CurrencyCode): Promise<CartRow> {
    const now = ctx.now();
    // An accepted offer's lock never expires: the age is checked before looking for the offer.
    const current = (row: CartRow) =>
      row.status !== 'open' || (row.currencyCode === currency && !rateLockExpired(row, false, now));
    if (current(cart)) return cart;
    // A bid order is paid in the bid's currency at the rate the bid locked.
    if (await findBidOfCart(ctx.db, cart.id)) return cart;
    const krwPerUnit = await rateOf(ctx, currency);
    return ctx.db.transaction(async (tx) => {
      const locked = await ownCart(tx, cart.customerId, cart.id, { forUpdate: true });
      if (current(locked)) return locked;
      return relockCart(tx, locked, { currency, krwPerUnit }, now);
    });
  }

  return {
    /** GET store/cart/{id}: priced in the request's currency (a new currency locks a new rate). */
    async get(
      customerId: string,
      cartId: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<CartDto> {
      const cart = await ownCart(ctx.db, customerId, cartId);
      if (cart.status === 'open') assertCurrencyAllowed(currency, language);
      const priced = await inCurrency(cart, currency);
      return toCartDto(await factsOf(ctx.db, priced), language, ctx.now());
    },

    /** GET store/cart/{id}/pay-method/{currency} */
    async payMethods(
      customerId: string,
      cartId: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<PayMethodListDto> {
      assertCurrencyAllowed(currency, language);
      const cart = await inCurrency(await ownCart(ctx.db, customerId, cartId), currency);
      const amounts = priceCart(await factsOf(ctx.db, cart));
      const cartCurrency = cart.currencyCode as CurrencyCode;
      return {
        currency_code: cartCurrency,
        total: amounts.total,
        pay_methods: enabledPayMethods(
          await providers.in(language),
          cartCurrency,
          totalInKrw(amounts.total, cart),
        ),
      };
    },
  };
}
