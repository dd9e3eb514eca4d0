// A cart's rate lock has an age (rules §9.22, ADR 0067): a foreign-currency cart is priced at the
// rate it locked for 30 minutes; after that, reading it or starting its payment locks today's rate.
// A payment whose total that changes is refused (RATE_CHANGED) before anything is charged.
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { loadExchangeRates } from '../../modules/money/money.repository';
import { updateCart, type CartRow } from '../../modules/orders/cart.repository';
import { closePendingPayments } from '../../modules/payments/payment.repository';
import { checkoutMessages as m, rateLockExpiresAt } from '@/rules/checkout-rules';
import type { CurrencyCode } from '@/rules/money';

/** When the cart's locked rate expires; null when it never does (KRW, an accepted offer's). */
export function cartRateLockExpiresAt(cart: CartRow, ofAcceptedOffer: boolean): Date | null {
  return rateLockExpiresAt(
    { currency: cart.currencyCode as CurrencyCode, lockedAt: cart.rateLockedAt },
    ofAcceptedOffer,
  );
}

/** Whether the cart's locked rate has expired at `now` (open carts only; ordered ones keep it). */
export function rateLockExpired(cart: CartRow, ofAcceptedOffer: boolean, now: Date): boolean {
  if (cart.status !== 'open') return false;
  const expiresAt = cartRateLockExpiresAt(cart, ofAcceptedOffer);
  return expiresAt !== null && expiresAt <= now;
}

/** Today's KRW per unit of `currency`, read through `db` (inside the caller's transaction). */
export async function currentRate(db: Executor, currency: CurrencyCode): Promise<number> {
  if (currency === 'krw') return 1;
  const rate = (await loadExchangeRates(db))[currency];
  if (!rate) throw new AppError('UNAVAILABLE', 'No exchange rate for this currency.');
  return rate;
}

/**
 * Locks `krwPerUnit` of `currency` on the (row-locked, open) cart now: a payment session started
 * on the earlier rate is canceled, and the cart's new version refuses its completion.
 */
export async function relockCart(
  tx: Executor,
  cart: CartRow,
  rate: { currency: CurrencyCode; krwPerUnit: number },
  now: Date,
): Promise<CartRow> {
  await closePendingPayments(tx, cart.id, 'canceled', now);
  return updateCart(
    tx,
    cart.id,
    { currencyCode: rate.currency, krwPerUnit: rate.krwPerUnit, rateLockedAt: now },
    now,
  );
}

/** What a re-priced cart tells the buyer: the total they saw and the one they would pay now. */
export interface RateChange {
  currency: CurrencyCode;
  previousTotal: number;
  previousKrwPerUnit: number;
  previousLockedAt: Date;
  total: number;
  krwPerUnit: number;
  lockedAt: Date;
}

/** The 409 RATE_CHANGED answer: the message, and the figures the checkout words it with. */
export function rateChangedError(change: RateChange): AppError {
  return new AppError('RATE_CHANGED', m.rateChanged, {
    currency_code: change.currency,
    previous_total: String(change.previousTotal),
    previous_krw_per_unit: String(change.previousKrwPerUnit),
    previous_rate_locked_at: change.previousLockedAt.toISOString(),
    total: String(change.total),
    krw_per_unit: String(change.krwPerUnit),
    rate_locked_at: change.lockedAt.toISOString(),
  });
}
