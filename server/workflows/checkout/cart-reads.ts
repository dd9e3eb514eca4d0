// What the checkout's operations read of a cart and say of it, shared by them: the cart of a
// customer, what it is priced and shown from, the rate of a currency, an order as answered.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { AppError, notFound } from '../../errors';
import {
  findEditionsForOrders,
  type PurchasableEdition,
} from '../../modules/artworks/artwork-purchase.repository';
import { findBidOfCart, type BidRow } from '../../modules/bids/bid.repository';
import { findHeldCoupon } from '../../modules/coupons/coupon.repository';
import { findShippingAddress } from '../../modules/customers/shipping-address.repository';
import { findCart, findRateLocksOfCarts, type CartRow } from '../../modules/orders/cart.repository';
import type { OrderRow } from '../../modules/orders/order.repository';
import { findOrderPayment } from '../../modules/payments/payment.repository';
import { onSaleResaleOfEdition } from '../../modules/resale/resale.repository';
import type { OrderDto } from '@/schemas/checkout-dto';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { toOrderDto, type CartBid, type CartCoupons, type CartFacts } from '../checkout-views';
import { currentRate } from './rate-lock';

/** The artwork and edition a cart is for. */
export async function editionOf(db: Executor, cart: CartRow): Promise<PurchasableEdition> {
  const editions = await findEditionsForOrders(db, [cart.editionId]);
  const edition = editions.get(cart.editionId);
  if (!edition) throw notFound(m.cartNotFound);
  return edition;
}

/** The coupons the cart applies, as their holder holds them. */
export async function couponsOf(db: Executor, cart: CartRow): Promise<CartCoupons> {
  const load = (id: string | null) =>
    id ? findHeldCoupon(db, cart.customerId, id) : Promise.resolve(null);
  const [artwork, additional] = await readAll(db, [
    () => load(cart.artworkCouponId),
    () => load(cart.additionalCouponId),
  ] as const);
  return { artwork, additional };
}

/** What a cart is priced and shown from; `known`: what the caller has just read or made. */
export async function factsOf(
  db: Executor,
  cart: CartRow,
  known: { edition?: PurchasableEdition; address?: ShippingAddressDto | null; noBid?: true } = {},
): Promise<CartFacts> {
  const [edition, address, coupons, bid, resale] = await readAll(db, [
    () => (known.edition ? Promise.resolve(known.edition) : editionOf(db, cart)),
    () =>
      known.address !== undefined
        ? Promise.resolve(known.address)
        : cart.shippingAddressId
          ? findShippingAddress(db, cart.customerId, cart.shippingAddressId)
          : Promise.resolve(null),
    () => couponsOf(db, cart),
    () => (known.noBid ? Promise.resolve(null) : findBidOfCart(db, cart.id)),
    () => onSaleResaleOfEdition(db, cart.editionId),
  ] as const);
  return {
    cart,
    edition,
    address,
    coupons,
    bid: bid ? bidTermsOf(bid) : null,
    resale: resale ? { id: resale.id, sellerId: resale.sellerId } : null,
  };
}

/**
 * The customer's cart (404 when it is not theirs); `forUpdate` locks it, inside a transaction.
 */
export async function ownCart(
  db: Executor,
  customerId: string,
  cartId: string,
  options: { forUpdate: boolean } = { forUpdate: false },
): Promise<CartRow> {
  const cart = await findCart(db, customerId, cartId, options);
  if (!cart) throw notFound(m.cartNotFound);
  return cart;
}

/** The customer's cart, locked and still open (409 once it made an order). */
export async function lockOpenCart(
  tx: Executor,
  customerId: string,
  cartId: string,
): Promise<CartRow> {
  const cart = await ownCart(tx, customerId, cartId, { forUpdate: true });
  if (cart.status !== 'open') throw new AppError('CONFLICT', m.cartClosed);
  return cart;
}

/** rules §4: Korean mode is KRW only. */
export function assertCurrencyAllowed(currency: CurrencyCode, language: Language): void {
  if (language === 'ko' && currency !== 'krw') {
    throw new AppError('VALIDATION', m.koreanModeKrwOnly);
  }
}

/** Today's KRW per unit of `currency`. */
export function rateOf(ctx: AppContext, currency: CurrencyCode): Promise<number> {
  return currentRate(ctx.db, currency);
}

/** The terms of the accepted bid a cart is the order of. */
export function bidTermsOf(bid: BidRow): CartBid {
  return {
    id: bid.id,
    status: bid.status,
    amount: bid.amount,
    amountKrw: bid.amountKrw,
    paymentDeadline: bid.paymentDeadline!,
  };
}

/** The order's line as the gateway and the order show it: artist, title (edition number). */
export function itemName(edition: PurchasableEdition, language: Language): string {
  const title = language === 'ko' ? edition.titleKo || edition.titleEn : edition.titleEn;
  const artist =
    language === 'ko' ? edition.artistNameKo || edition.artistNameEn : edition.artistNameEn;
  const number = edition.editionType === 'edition' ? ` (${edition.editionNumber})` : '';
  return `${artist}, ${title}${number}`;
}

/** An order as the checkout answers it, with its payment and artwork read back. */
export async function orderDto(
  db: Executor,
  order: OrderRow,
  language: Language,
): Promise<OrderDto> {
  const [payment, editions, rateLocks] = await Promise.all([
    findOrderPayment(db, order.id),
    findEditionsForOrders(db, [order.editionId]),
    findRateLocksOfCarts(db, [order.cartId]),
  ]);
  return toOrderDto(
    order,
    payment,
    editions.get(order.editionId) ?? null,
    language,
    rateLocks.get(order.cartId) ?? null,
  );
}
