// KRW prices in other currencies and back, at a rate from the exchange-rate table (architecture §4).
// The server prices with these; apart from money.ts so the browser does not load them.
import { currencies, type CurrencyCode, type Money } from './money';

/**
 * Converts a KRW price to minor units of another currency at a rate given as KRW per unit.
 * Rounds half up to the nearest minor unit.
 */
export function convertFromKrw(krw: number, currency: CurrencyCode, krwPerUnit: number): Money {
  if (currency === 'krw') return { amount: Math.round(krw), currency };
  const factor = 10 ** currencies[currency].decimals;
  return { amount: Math.round((krw / krwPerUnit) * factor), currency };
}

/** Converts minor units of a currency back to whole KRW (for price filters). */
export function convertToKrw(money: Money, krwPerUnit: number): number {
  if (money.currency === 'krw') return money.amount;
  const factor = 10 ** currencies[money.currency].decimals;
  return Math.round((money.amount / factor) * krwPerUnit);
}
