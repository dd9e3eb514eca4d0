// Starting a payment (POST store/cart/payment-session/{id}): the order is checked as it stands,
// priced (an expired rate lock re-priced first, rules §9.22), and its edition held for the
// payment, in one transaction (ADR 0019, 0034).
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { couponsListingArtwork, type HeldCoupon } from '../../modules/coupons/coupon.repository';
import { holdEdition } from '../../modules/orders/edition-hold.repository';
import type { PaymentGateway } from '../../modules/payments/payment-gateway.port';
import { insertPaymentReplacingPending } from '../../modules/payments/payment.repository';
import type { PaymentSessionRequest } from '@/schemas/checkout';
import type { PaymentSessionDto } from '@/schemas/checkout-dto';
import {
  checkoutMessages as m,
  INSTALLMENT_MIN_KRW,
  PAYMENT_HOLD_MS,
  payMethodRules,
  type PayMethod,
  type ShippingMethod,
} from '@/rules/checkout-rules';
import { bidMessages } from '@/schemas/bid';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { resaleMessages } from '@/schemas/resale';
import { priceCart, shippingProblem, toCartDto, type CartFacts } from '../checkout-views';
import { bidTermsOf, couponsOf } from './cart-reads';
import { enabledPayMethods, totalInKrw, type PaymentProviders } from './pay-methods';
import {
  currentRate,
  rateChangedError,
  rateLockExpired,
  relockCart,
  type RateChange,
} from './rate-lock';
import { lockCartWithFacts } from './sale-statements';

/** Whether a held coupon may be used for this artwork now. */
export function couponUsable(
  coupon: HeldCoupon,
  artworkId: string,
  listing: Set<string>,
  now: Date,
): boolean {
  if (coupon.usedAt || !coupon.active) return false;
  if (coupon.startsAt > now || coupon.endsAt <= now) return false;
  void artworkId;
  return coupon.allArtworks || listing.has(coupon.couponId);
}

export function createStartPayment(
  ctx: AppContext,
  gateway: PaymentGateway,
  providers: PaymentProviders,
) {
  /**
   * POST store/cart/payment-session/{id}: checks the order as it stands and holds the edition
   * for the payment (409 when someone else holds or bought it).
   */
  return async function startPayment(
    customerId: string,
    cartId: string,
    input: PaymentSessionRequest,
    language: Language,
  ): Promise<PaymentSessionDto> {
    const method = input.pay_method as PayMethod;
    const now = ctx.now();
    const enabledProviders = await providers.in(language);
    const started = await ctx.db.transaction(async (tx): Promise<Started> => {
      // The cart, locked, and what it is priced from, in one statement.
      const found = await lockCartWithFacts(tx, customerId, cartId);
      if (!found) throw notFound(m.cartNotFound);
      if (found.cart.status !== 'open') throw new AppError('CONFLICT', m.cartClosed);
      if (!found.edition) throw notFound(m.cartNotFound);
      const currency = found.cart.currencyCode as CurrencyCode;
      let facts: CartFacts = {
        cart: found.cart,
        edition: found.edition,
        address: found.address,
        coupons: await couponsOf(tx, found.cart),
        bid: found.bid ? bidTermsOf(found.bid) : null,
        resale: found.resale,
      };
      const problem = shippingProblem(found.cart.shippingMethod as ShippingMethod, facts.address);
      if (problem) throw new AppError('CONFLICT', problem);
      // rules §9.22: an expired rate lock is replaced by today's rate before anything is held or
      // charged; when that changes the total, the new lock is kept and the buyer told (below).
      if (rateLockExpired(found.cart, Boolean(found.bid), now)) {
        const previous = facts;
        const krwPerUnit = await currentRate(tx, currency);
        facts = { ...facts, cart: await relockCart(tx, found.cart, { currency, krwPerUnit }, now) };
        const change = rateChangeOf(previous, facts);
        if (change) return { change };
      }
      const { cart } = facts;
      const amounts = priceCart(facts);
      const offered = enabledPayMethods(
        enabledProviders,
        currency,
        totalInKrw(amounts.total, cart),
      );
      const offer = offered.find((candidate) => candidate.code === method);
      if (!offer) throw new AppError('CONFLICT', m.payMethodUnavailable);
      const months = input.installment_months ?? 0;
      if (months > 0 && !payMethodRules[method].installments) {
        throw new AppError('VALIDATION', m.installmentsUnavailable);
      }
      if (months > 0 && totalInKrw(amounts.total, cart) < INSTALLMENT_MIN_KRW) {
        throw new AppError('VALIDATION', m.installmentsTooSmall);
      }
      const held = [facts.coupons.artwork, facts.coupons.additional].filter(
        (coupon): coupon is HeldCoupon => coupon !== null,
      );
      const listing = await couponsListingArtwork(
        tx,
        held.map((coupon) => coupon.couponId),
        cart.artworkId,
      );
      if (held.some((coupon) => !couponUsable(coupon, cart.artworkId, listing, now))) {
        throw new AppError('CONFLICT', m.couponNotApplicable);
      }
      // A bid order keeps its edition until the bid's payment deadline, not a few minutes.
      if (facts.resale?.sellerId === customerId) {
        throw new AppError('CONFLICT', resaleMessages.ownEdition);
      }
      const bid = facts.bid;
      if (bid && (bid.status !== 'accepted' || bid.paymentDeadline <= now)) {
        throw new AppError('CONFLICT', bidMessages.paymentDeadlinePassed);
      }
      const expiresAt = bid ? bid.paymentDeadline : new Date(now.getTime() + PAYMENT_HOLD_MS);
      const hold = await holdEdition(
        tx,
        { editionId: cart.editionId, cartId: cart.id, customerId, expiresAt },
        now,
      );
      if (hold === 'unavailable') throw new AppError('CONFLICT', m.editionUnavailable);
      const testInput =
        input.test_card_number || input.test_outcome
          ? { card_number: input.test_card_number ?? null, outcome: input.test_outcome ?? null }
          : null;
      // It replaces the cart's earlier sessions still pending.
      const payment = await insertPaymentReplacingPending(
        tx,
        {
          customerId,
          purpose: 'order',
          cartId: cart.id,
          cartVersion: cart.version,
          provider: gateway.provider,
          method,
          currencyCode: currency,
          amount: amounts.total,
          breakdown: { ...amounts },
          status: 'pending',
          installmentMonths: method === 'card_kr' ? months : null,
          testInput,
          expiresAt,
        },
        now,
      );
      return {
        payment_session: {
          id: payment.id,
          cart_id: cart.id,
          pay_method: method,
          amount: payment.amount,
          currency_code: currency,
          installment_months: months,
          provider: gateway.provider,
          expires_at: expiresAt.toISOString(),
        },
        cart: toCartDto(facts, language, now),
      };
    });
    // Refused after the transaction, so that the cart keeps its new lock and total.
    if ('change' in started) throw rateChangedError(started.change);
    return started;
  };
}

/** The session started, or the change of total that refused it. */
type Started = PaymentSessionDto | { change: RateChange };

/** What re-pricing the cart changed for the buyer; null when the total stayed the same. */
function rateChangeOf(previous: CartFacts, repriced: CartFacts): RateChange | null {
  const before = priceCart(previous).total;
  const after = priceCart(repriced).total;
  if (before === after) return null;
  return {
    currency: repriced.cart.currencyCode as CurrencyCode,
    previousTotal: before,
    previousKrwPerUnit: Number(previous.cart.krwPerUnit),
    previousLockedAt: previous.cart.rateLockedAt,
    total: after,
    krwPerUnit: Number(repriced.cart.krwPerUnit),
    lockedAt: repriced.cart.rateLockedAt,
  };
}
