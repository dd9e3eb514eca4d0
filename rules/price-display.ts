// How a price is shown (issue 21, ADR 0052): a work's price is set in KRW; in another currency it
// is only indicative until a cart locks a rate, so it is shown as such.
//
//   listed price, KRW            "₩17,000,000"                       (the work's own price, exact)
//   listed price, converted      "≈ $12,743" / "약 $12,743"           (whole units, no cents)
//   with the KRW reference       "≈ $12,743 · ₩17,000,000"            (artwork detail)
//   locked money (cart, order)   formatMoney: "$12,743.36", exact to the minor unit
//   the locked rate              "1 USD = 1,334.12 KRW · rate of 28 Nov 2026, 12:11 KST"
//                                "1 USD = 1,334.12원 · 2026년 11월 28일 12:11 KST 기준"
//
// A page's JSON-LD offer states the figure the page shows first (indicativeUnits): the visitor's
// currency, whole units when converted (rules 4.60).
import { formatDateTime, type When } from './business-time';
import type { Language } from '@/schemas/language';
import { currencies, formatMoney, type CurrencyCode, type Money } from './money';

/** A price set in KRW with its conversion into the visitor's currency (PriceDto). */
export interface ListedPrice {
  krw: number;
  display: Money;
}

/** The sign of an indicative amount: "≈" in English, "약" (about) in Korean. */
export const APPROXIMATE_SIGN: Record<Language, string> = { en: '≈', ko: '약' };

/** Whether a price is shown converted from its KRW price, hence only indicative. */
export function isConverted(money: Money): boolean {
  return money.currency !== 'krw';
}

/**
 * A converted amount as an indication: whole units (half up) after "≈" / "약", e.g. "≈ $12,743";
 * a KRW amount is a work's own price and is written exactly, e.g. "₩17,000,000".
 */
export function formatIndicative(money: Money, language: Language): string {
  if (!isConverted(money)) return formatMoney(money, language);
  const whole = formatWholeUnits(indicativeUnits(money), money.currency, language);
  return `${APPROXIMATE_SIGN[language]} ${whole}`;
}

/**
 * The number formatIndicative writes, in the currency's units: a KRW price exactly (won), a
 * converted one in whole units, half up (12743 for "≈ $12,743"). What a page's structured data
 * states as its price, so the markup says the figure the visitor reads.
 */
export function indicativeUnits(money: Money): number {
  if (!isConverted(money)) return money.amount;
  return Math.round(money.amount / 10 ** currencies[money.currency].decimals);
}

export interface PriceText {
  /** The price in the visitor's currency: exact in KRW, "≈ $12,743" otherwise. */
  amount: string;
  /** The work's KRW price beside a converted one ("₩17,000,000"); null when already in KRW. */
  reference: string | null;
}

/** A listed price as shown where a collector decides (artwork detail): the KRW price as reference. */
export function describePrice(price: ListedPrice, language: Language): PriceText {
  return {
    amount: formatIndicative(price.display, language),
    reference: isConverted(price.display)
      ? formatMoney({ amount: price.krw, currency: 'krw' }, language)
      : null,
  };
}

/** describePrice on one line: "≈ $12,743 · ₩17,000,000", or "₩17,000,000" in KRW. */
export function formatPriceWithReference(price: ListedPrice, language: Language): string {
  const { amount, reference } = describePrice(price, language);
  return reference ? `${amount} · ${reference}` : amount;
}

const rateFormatters = new Map<string, Intl.NumberFormat>();

/** KRW per unit as a bank board writes it: grouped, two decimals unless whole ("1,412.50", "1,400"). */
function formatRate(krwPerUnit: number, language: Language): string {
  const decimals = Number.isInteger(krwPerUnit) ? 0 : 2;
  const key = `${language}:${decimals}`;
  let formatter = rateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: 2,
    });
    rateFormatters.set(key, formatter);
  }
  return formatter.format(krwPerUnit);
}

/**
 * The rate locked money was converted at, as the cart and the order show it beside exact amounts:
 * "1 USD = 1,334.12 KRW · rate of 28 Nov 2026, 12:11 KST" ("1 USD = 1,334.12원 · 2026년 11월
 * 28일 12:11 KST 기준"); without the moment, "1 USD = 1,334.12 KRW".
 */
export function formatLockedRate(
  currency: CurrencyCode,
  krwPerUnit: number,
  lockedAt: When,
  language: Language,
): string {
  return lockedRateParts(currency, krwPerUnit, lockedAt, language).join(' · ');
}

/** formatLockedRate's two halves, the rate and its moment, for a screen to keep each unbroken. */
export function lockedRateParts(
  currency: CurrencyCode,
  krwPerUnit: number,
  lockedAt: When,
  language: Language,
): string[] {
  const code = currency.toUpperCase();
  const rate = formatRate(krwPerUnit, language);
  const equation = language === 'ko' ? `1 ${code} = ${rate}원` : `1 ${code} = ${rate} KRW`;
  if (!lockedAt) return [equation];
  const at = formatDateTime(lockedAt, language);
  return [equation, language === 'ko' ? `${at} 기준` : `rate of ${at}`];
}

const wholeFormatters = new Map<string, Intl.NumberFormat>();

function formatWholeUnits(units: number, currency: CurrencyCode, language: Language): string {
  const key = `${language}:${currency}`;
  let formatter = wholeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    wholeFormatters.set(key, formatter);
  }
  return formatter.format(units);
}
