// A Korean tax document of an order paid in another currency (rules §4.49): the sale slip prints
// the won amounts — total, tax-free, supply and VAT — at the order's locked rate, with the paid
// currency beside them. One rounding rule, so the won lines add up on their face: the total and
// the tax-free part are each converted once (half up to the won); the taxable rest is their
// difference, and its VAT is a tenth of its supply, as for an order priced in won.
import { currencies, type CurrencyCode } from './money';
import { vatIncluded } from './order-pricing';

export interface WonTaxSplit {
  total: number;
  tax_free_amount: number;
  taxable_amount: number;
  supply_amount: number;
  vat: number;
}

/** Minor units of `currency` in whole won at `krwPerUnit` (KRW per major unit), half up. */
export function minorToWon(amount: number, currency: CurrencyCode, krwPerUnit: number): number {
  if (currency === 'krw') return amount;
  const factor = 10 ** currencies[currency].decimals;
  return Math.round((amount * krwPerUnit) / factor);
}

export function wonTaxSplit(
  amounts: { total: number; tax_free_amount: number },
  currency: CurrencyCode,
  krwPerUnit: number,
): WonTaxSplit {
  const total = minorToWon(amounts.total, currency, krwPerUnit);
  const taxFree = Math.min(total, minorToWon(amounts.tax_free_amount, currency, krwPerUnit));
  const taxable = total - taxFree;
  const vat = vatIncluded(taxable);
  return {
    total,
    tax_free_amount: taxFree,
    taxable_amount: taxable,
    supply_amount: taxable - vat,
    vat,
  };
}
