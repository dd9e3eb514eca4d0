// Prices are stored in KRW; the wire shows them in the visitor's currency too (architecture §4).
// The rate comes from the exchange-rate table, loaded by the caller (a workflow).
import type { PriceDto } from '@/schemas/dto';
import { toMinorUnits, type CurrencyCode } from '@/rules/money';
import { convertFromKrw, convertToKrw } from '@/rules/money-conversion';

export interface Pricing {
  currency: CurrencyCode;
  /** KRW per unit of `currency` (1 for KRW). */
  krwPerUnit: number;
  /**
   * KRW per unit of every currency with a rate: the artwork page shows a delivered-cost estimate
   * in the destination's currency (rules §4.77), converted on the page without another call.
   */
  rates?: Partial<Record<CurrencyCode, number>>;
}

export const krwPricing: Pricing = { currency: 'krw', krwPerUnit: 1 };

export function toPriceDto(krw: number | null, pricing: Pricing): PriceDto | null {
  if (krw === null || krw === undefined) return null;
  return { krw, display: convertFromKrw(krw, pricing.currency, pricing.krwPerUnit) };
}

/** A price typed in the visitor's currency (major units, e.g. 1200.5 USD) as whole KRW. */
export function majorToKrw(major: number, pricing: Pricing): number {
  return convertToKrw(
    { amount: toMinorUnits(major, pricing.currency), currency: pricing.currency },
    pricing.krwPerUnit,
  );
}
