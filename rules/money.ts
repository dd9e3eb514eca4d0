// Money rules shared by the server and the client (architecture §4): integer minor units with a
// currency; prices are stored in KRW and converted through the exchange-rate table.

export const currencyCodes = ['eur', 'krw', 'thb', 'usd'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export interface CurrencyInfo {
  code: CurrencyCode;
  symbol: string;
  /** Digits after the decimal point; KRW has none. */
  decimals: number;
}

/** rules §3: eur, krw, thb, usd with symbols €, ₩, ฿, $. */
export const currencies: Record<CurrencyCode, CurrencyInfo> = {
  eur: { code: 'eur', symbol: '€', decimals: 2 },
  krw: { code: 'krw', symbol: '₩', decimals: 0 },
  thb: { code: 'thb', symbol: '฿', decimals: 2 },
  usd: { code: 'usd', symbol: '$', decimals: 2 },
};

/**
 * The one money maximum (ADR 0044): no price, bid, resale price, coupon or payout is above
 * ₩100,000,000,000. Every money schema refuses more; the bigint columns hold it in any currency.
 */
export const MAX_MONEY_KRW = 100_000_000_000;

/**
 * The most a price may be in minor units of any currency: MAX_MONEY_KRW at the lowest accepted
 * rate. Fees on top stay far below 2^53, so a JS number carries every amount exactly.
 */
export const MAX_MONEY_MINOR = 10 ** 15;

const mostDecimals = Math.max(...Object.values(currencies).map((currency) => currency.decimals));

/** The lowest exchange rate (KRW per unit) an operator may set, ₩0.01: see MAX_MONEY_MINOR. */
export const MIN_KRW_PER_UNIT = (MAX_MONEY_KRW * 10 ** mostDecimals) / MAX_MONEY_MINOR;

export interface Money {
  /** Integer amount in minor units (cents, satang; won for KRW). */
  amount: number;
  currency: CurrencyCode;
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}

/** Parses a currency from a cookie or header value, case-insensitively. */
export function parseCurrency(value: string | null | undefined): CurrencyCode | undefined {
  const lower = value?.trim().toLowerCase();
  return isCurrencyCode(lower) ? lower : undefined;
}

/**
 * rules §4: default currency is krw in Korean and usd otherwise; a stored non-krw currency is
 * overridden to krw in the Korean locale.
 */
export function effectiveCurrency(
  locale: string | undefined,
  stored?: string | null,
): CurrencyCode {
  if (locale === 'ko') return 'krw';
  return parseCurrency(stored) ?? 'usd';
}

/** The refusal of another currency in the Korean locale, said the same by checkout, bids and resale. */
export const KOREAN_MODE_KRW_ONLY = 'Korean mode is KRW-only.';

/** Major units (as typed by a person, e.g. 1200.50 USD) to minor units. */
export function toMinorUnits(major: number, currency: CurrencyCode): number {
  return Math.round(major * 10 ** currencies[currency].decimals);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The one price formatter: Intl with the currency's symbol, e.g. ₩1,200,000 or $845.20. */
export function formatMoney(money: Money, locale: string = 'en'): string {
  const key = `${locale}:${money.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { decimals } = currencies[money.currency];
    formatter = new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
      style: 'currency',
      currency: money.currency.toUpperCase(),
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(money.amount / 10 ** currencies[money.currency].decimals);
}
