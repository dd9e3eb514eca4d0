// rules §4.49: the won amounts of a Korean sale slip paid in another currency add up on their face.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorToWon, wonTaxSplit } from './won-amounts';

describe('the won amounts of a foreign-currency sale (rules §4.49)', () => {
  it('converts at the locked rate, half up to the won', () => {
    expect(minorToWon(500_000, 'usd', 1412.5)).toBe(7_062_500);
    expect(minorToWon(1, 'usd', 1412.5)).toBe(14);
    expect(minorToWon(185_380, 'eur', 1618.3)).toBe(3_000_005);
    expect(minorToWon(3_000_000, 'krw', 1)).toBe(3_000_000);
  });

  it('splits a $2,120.00 order (a $2,000 work and $120 of fees) at 1,412.5 into won lines', () => {
    const won = wonTaxSplit({ total: 212_000, tax_free_amount: 200_000 }, 'usd', 1412.5);
    expect(won).toEqual({
      total: 2_994_500,
      tax_free_amount: 2_825_000,
      taxable_amount: 169_500,
      supply_amount: 154_091,
      vat: 15_409,
    });
  });

  it('always adds up: tax-free + supply + VAT = total, VAT a tenth of supply (to the won)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('usd', 'eur', 'thb') as fc.Arbitrary<'usd' | 'eur' | 'thb'>,
        fc.integer({ min: 1, max: 5_000_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 20, max: 2000, noNaN: true }),
        (currency, total, taxFreeShare, rate) => {
          const taxFree = Math.floor((total * taxFreeShare) / 100);
          const won = wonTaxSplit({ total, tax_free_amount: taxFree }, currency, rate);
          expect(won.tax_free_amount + won.supply_amount + won.vat).toBe(won.total);
          expect(won.taxable_amount).toBe(won.supply_amount + won.vat);
          expect(Math.abs(won.vat * 10 - won.supply_amount)).toBeLessThanOrEqual(10);
          expect(won.supply_amount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
