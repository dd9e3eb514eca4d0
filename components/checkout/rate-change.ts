// What the checkout tells a buyer whose cart was re-priced at today's rate (rules §9.22): the
// total they were shown, the one they would pay now and the rate and moment it was locked at.
// Said after the payment call answered RATE_CHANGED, or when a read of the cart re-priced it.
import type { TFunction } from 'i18next';
import type { CartDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import { formatMoney, type CurrencyCode } from '@/rules/money';
import { lockedRateParts } from '@/rules/price-display';

export interface RateChange {
  currency: CurrencyCode;
  /** The total the buyer was shown, in minor units. */
  was: number;
  /** The total at the new rate, in minor units. */
  now: number;
  krwPerUnit: number;
  lockedAt: string;
}

/** The change between the cart the buyer was shown and the cart read again; null when none. */
export function rateChangeBetween(seen: CartDto, fresh: CartDto): RateChange | null {
  if (seen.cart_id !== fresh.cart_id || seen.currency_code !== fresh.currency_code) return null;
  if (seen.exchange_rate.locked_at === fresh.exchange_rate.locked_at) return null;
  if (seen.amounts.total === fresh.amounts.total) return null;
  return {
    currency: fresh.currency_code,
    was: seen.amounts.total,
    now: fresh.amounts.total,
    krwPerUnit: fresh.exchange_rate.krw_per_unit,
    lockedAt: fresh.exchange_rate.locked_at,
  };
}

/** The change a RATE_CHANGED answer names, against the total the buyer was shown. */
export function rateChangeOfAnswer(
  seen: CartDto,
  fields: Record<string, string> | undefined,
): RateChange | null {
  const total = Number(fields?.total);
  const krwPerUnit = Number(fields?.krw_per_unit);
  const lockedAt = fields?.rate_locked_at;
  if (!Number.isFinite(total) || !Number.isFinite(krwPerUnit) || !lockedAt) return null;
  return {
    currency: seen.currency_code,
    was: seen.amounts.total,
    now: total,
    krwPerUnit,
    lockedAt,
  };
}

/** "The exchange rate changed: the total was ฿7,885.31, now ฿16,500.00 at 1 THB = 20 KRW (…)." */
export function describeRateChange(t: TFunction, change: RateChange, language: Language): string {
  const money = (amount: number) => formatMoney({ amount, currency: change.currency }, language);
  const [rate, at] = lockedRateParts(change.currency, change.krwPerUnit, change.lockedAt, language);
  return t('rateChange.notice', { was: money(change.was), now: money(change.now), rate, at });
}
