import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, MAX_MONEY_MINOR, type CurrencyCode } from './money';
import {
  priceOrder,
  settleResale,
  shareOf,
  vatIncluded,
  type CouponTerms,
  type OrderPriceInput,
} from './order-pricing';

const rates: Record<CurrencyCode, fc.Arbitrary<number>> = {
  krw: fc.constant(1),
  usd: fc.double({ min: 900, max: 2000, noNaN: true }),
  eur: fc.double({ min: 1000, max: 2200, noNaN: true }),
  thb: fc.double({ min: 25, max: 60, noNaN: true }),
};

const coupon = (kind: CouponTerms['kind']): fc.Arbitrary<CouponTerms | null> =>
  fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant(kind),
        discountType: fc.constant('fixed' as const),
        offAmount: fc.integer({ min: 1, max: 100_000_000 }),
        maxAmountKrw: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
      }),
      fc.record({
        kind: fc.constant(kind),
        discountType: fc.constant('percent' as const),
        offAmount: fc.integer({ min: 1, max: 100 }),
        maxAmountKrw: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
      }),
    ),
  );

const orderInput = (currency: CurrencyCode): fc.Arbitrary<OrderPriceInput> =>
  fc.record({
    currency: fc.constant(currency),
    krwPerUnit: rates[currency],
    // Up to the money maximum in minor units (ADR 0044), mostly below 2^31.
    artPrice: fc.oneof(
      fc.integer({ min: 0, max: 2_000_000_000 }),
      fc.integer({ min: 0, max: MAX_MONEY_MINOR }),
    ),
    artTaxable: fc.boolean(),
    deliveryFee: fc.integer({ min: 0, max: 50_000_000 }),
    deliveryAbroad: fc.boolean(),
    insuranceFee: fc.integer({ min: 0, max: 50_000_000 }),
    specifiedDateFee: fc.integer({ min: 0, max: 50_000_000 }),
    frameFee: fc.integer({ min: 0, max: 50_000_000 }),
    installationFee: fc.integer({ min: 0, max: 50_000_000 }),
    extraWorksFee: fc.integer({ min: 0, max: 50_000_000 }),
    artworkCoupon: coupon('artwork'),
    additionalCoupon: coupon('additional'),
  });

describe.each(currencyCodes)('an order priced in %s', (currency) => {
  it('has parts that add up exactly, in integers, never below zero', () => {
    fc.assert(
      fc.property(orderInput(currency), (input) => {
        const a = priceOrder(input);
        for (const value of Object.values(a)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        const gross =
          a.art_price +
          a.delivery_fee +
          a.insurance_fee +
          a.specified_date_fee +
          a.frame_fee +
          a.installation_fee +
          a.extra_works_fee;
        expect(a.total).toBe(gross - a.discount_amount);
        expect(a.discount_amount).toBe(a.artwork_discount + a.additional_discount);
        expect(a.tax_free_amount + a.taxable_amount).toBe(a.total);
        expect(a.supply_amount + a.vat).toBe(a.taxable_amount);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the artwork tax-free unless it is marked taxable; fees carry 10% VAT', () => {
    fc.assert(
      fc.property(orderInput(currency), (input) => {
        const plain = { ...input, artworkCoupon: null, additionalCoupon: null };
        const a = priceOrder(plain);
        // Insurance and a delivery abroad carry no VAT (rules §9.28).
        const taxFreeFees = a.insurance_fee + (input.deliveryAbroad ? a.delivery_fee : 0);
        const fees =
          a.delivery_fee +
          a.insurance_fee +
          a.specified_date_fee +
          a.frame_fee +
          a.installation_fee +
          a.extra_works_fee -
          taxFreeFees;
        if (input.artTaxable) {
          expect(a.tax_free_amount).toBe(taxFreeFees);
          expect(a.taxable_amount).toBe(a.total - taxFreeFees);
        } else {
          expect(a.tax_free_amount).toBe(a.art_price + taxFreeFees);
          expect(a.taxable_amount).toBe(fees);
        }
        // VAT is a tenth of the supply amount, to the nearest minor unit.
        expect(Math.abs(a.vat * 10 - a.supply_amount)).toBeLessThanOrEqual(10);
      }),
      { numRuns: 400 },
    );
  });

  it('never lets a discount exceed what it applies to, nor a coupon its cap', () => {
    fc.assert(
      fc.property(orderInput(currency), (input) => {
        const a = priceOrder(input);
        expect(a.artwork_discount).toBeLessThanOrEqual(a.art_price);
        expect(a.discount_amount).toBeLessThanOrEqual(
          a.art_price +
            a.delivery_fee +
            a.insurance_fee +
            a.specified_date_fee +
            a.frame_fee +
            a.installation_fee +
            a.extra_works_fee,
        );
        if (!input.artworkCoupon) expect(a.artwork_discount).toBe(0);
        if (!input.additionalCoupon) expect(a.additional_discount).toBe(0);
        const cap = (terms: CouponTerms | null | undefined) =>
          terms?.maxAmountKrw == null
            ? Infinity
            : currency === 'krw'
              ? terms.maxAmountKrw
              : Math.round((terms.maxAmountKrw / input.krwPerUnit) * 100);
        expect(a.artwork_discount).toBeLessThanOrEqual(cap(input.artworkCoupon));
        expect(a.additional_discount).toBeLessThanOrEqual(cap(input.additionalCoupon));
      }),
      { numRuns: 400 },
    );
  });
});

describe('order pricing examples', () => {
  it('splits a ₩1,000,000 work with ₩60,000 delivery: the work tax-free, the fee with VAT', () => {
    const a = priceOrder({
      currency: 'krw',
      krwPerUnit: 1,
      artPrice: 1_000_000,
      artTaxable: false,
      deliveryFee: 60_000,
      frameFee: 0,
      installationFee: 0,
    });
    expect(a).toMatchObject({
      total: 1_060_000,
      tax_free_amount: 1_000_000,
      taxable_amount: 60_000,
      supply_amount: 54_545,
      vat: 5_455,
    });
  });

  it('takes a 10% artwork coupon capped at ₩50,000 and a ₩30,000 additional coupon', () => {
    const a = priceOrder({
      currency: 'krw',
      krwPerUnit: 1,
      artPrice: 1_000_000,
      artTaxable: false,
      deliveryFee: 0,
      frameFee: 0,
      installationFee: 0,
      artworkCoupon: {
        kind: 'artwork',
        discountType: 'percent',
        offAmount: 10,
        maxAmountKrw: 50_000,
      },
      additionalCoupon: {
        kind: 'additional',
        discountType: 'fixed',
        offAmount: 30_000,
        maxAmountKrw: null,
      },
    });
    expect(a.artwork_discount).toBe(50_000);
    expect(a.additional_discount).toBe(30_000);
    expect(a.total).toBe(920_000);
  });

  it('converts a fixed KRW coupon at the locked rate (₩13,800 at ₩1,380 = $10.00)', () => {
    const a = priceOrder({
      currency: 'usd',
      krwPerUnit: 1380,
      artPrice: 100_000,
      artTaxable: false,
      deliveryFee: 0,
      frameFee: 0,
      installationFee: 0,
      artworkCoupon: {
        kind: 'artwork',
        discountType: 'fixed',
        offAmount: 13_800,
        maxAmountKrw: null,
      },
    });
    expect(a.artwork_discount).toBe(1_000);
    expect(a.total).toBe(99_000);
  });

  it('adds a specified delivery date as a fee with VAT: ₩1,000,000 + ₩30,000 + ₩50,000', () => {
    const a = priceOrder({
      currency: 'krw',
      krwPerUnit: 1,
      artPrice: 1_000_000,
      artTaxable: false,
      deliveryFee: 30_000,
      specifiedDateFee: 50_000,
      frameFee: 0,
      installationFee: 0,
    });
    expect(a).toMatchObject({
      delivery_fee: 30_000,
      specified_date_fee: 50_000,
      total: 1_080_000,
      tax_free_amount: 1_000_000,
      taxable_amount: 80_000,
      supply_amount: 72_727,
      vat: 7_273,
    });
  });

  it('shares an additional coupon with the specified-date fee like any fee', () => {
    fc.assert(
      fc.property(
        orderInput('krw').filter((input) => (input.specifiedDateFee ?? 0) > 0),
        (input) => {
          const withDate = priceOrder(input);
          const without = priceOrder({ ...input, specifiedDateFee: 0 });
          // The fee never lowers what the buyer pays, nor raises it by more than the fee.
          expect(withDate.total).toBeGreaterThanOrEqual(without.total);
          expect(withDate.total - without.total).toBeLessThanOrEqual(input.specifiedDateFee!);
          if (!input.additionalCoupon) {
            expect(withDate.total - without.total).toBe(input.specifiedDateFee);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never shares more of a 100% additional coupon to the work than the work costs, however large the order', () => {
    // fast-check's counterexample: the share's product passed 2^53 and rounded up by one baht.
    const a = priceOrder({
      currency: 'thb',
      krwPerUnit: 56.13599932144922,
      artPrice: 873_508_232,
      artTaxable: false,
      deliveryFee: 49_852_739,
      specifiedDateFee: 0,
      frameFee: 11_092_202,
      installationFee: 49_267_563,
      artworkCoupon: {
        kind: 'artwork',
        discountType: 'percent',
        offAmount: 12,
        maxAmountKrw: 58_542_528,
      },
      additionalCoupon: {
        kind: 'additional',
        discountType: 'percent',
        offAmount: 100,
        maxAmountKrw: null,
      },
    });
    expect(a).toMatchObject({
      total: 0,
      tax_free_amount: 0,
      taxable_amount: 0,
      vat: 0,
      supply_amount: 0,
    });
  });

  it('finds the VAT inside 11, 110 and 1 won', () => {
    expect(vatIncluded(11)).toBe(1);
    expect(vatIncluded(110)).toBe(10);
    expect(vatIncluded(1)).toBe(0);
  });

  it('is exact up to the money maximum, where a product passes 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MONEY_MINOR }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const big = BigInt(amount);
          expect(shareOf(amount, bps)).toBe(Number((big * BigInt(bps) + 5_000n) / 10_000n));
          expect(vatIncluded(amount)).toBe(amount - Number((big * 20n + 11n) / 22n));
          const settled = settleResale(amount, { commissionBps: bps, royaltyBps: 300 });
          expect(
            settled.platform_commission + settled.artist_royalty + settled.seller_proceeds,
          ).toBe(amount);
        },
      ),
    );
    expect(shareOf(999_999_999_999_999, 3_333)).toBe(333_300_000_000_000);
  });
});

describe('delivery abroad and transit insurance carry no VAT (rules §9.28)', () => {
  it('keeps a ₩2,000,000 work with ₩420,000 delivery to the US and ₩20,000 insurance all tax-free', () => {
    const a = priceOrder({
      currency: 'krw',
      krwPerUnit: 1,
      artPrice: 2_000_000,
      artTaxable: false,
      deliveryFee: 420_000,
      deliveryAbroad: true,
      insuranceFee: 20_000,
      frameFee: 0,
      installationFee: 0,
    });
    expect(a).toMatchObject({
      delivery_fee: 420_000,
      insurance_fee: 20_000,
      total: 2_440_000,
      tax_free_amount: 2_440_000,
      taxable_amount: 0,
      vat: 0,
    });
  });

  it('puts VAT inside a frame sent abroad, but not inside its delivery or insurance', () => {
    const a = priceOrder({
      currency: 'krw',
      krwPerUnit: 1,
      artPrice: 1_000_000,
      artTaxable: false,
      deliveryFee: 390_000,
      deliveryAbroad: true,
      insuranceFee: 10_000,
      frameFee: 150_000,
      installationFee: 0,
    });
    expect(a).toMatchObject({ total: 1_550_000, taxable_amount: 150_000, vat: 13_636 });
    expect(a.tax_free_amount).toBe(1_400_000);
  });

  it('shares an additional coupon with the tax-free fees so the tax split still adds up', () => {
    const a = priceOrder({
      currency: 'usd',
      krwPerUnit: 1_412.5,
      artPrice: 141_593,
      artTaxable: false,
      deliveryFee: 29_735,
      deliveryAbroad: true,
      insuranceFee: 1_416,
      frameFee: 0,
      installationFee: 0,
      additionalCoupon: {
        kind: 'additional',
        discountType: 'percent',
        offAmount: 10,
        maxAmountKrw: null,
      },
    });
    expect(a.additional_discount).toBe(17_274);
    expect(a.total).toBe(141_593 + 29_735 + 1_416 - 17_274);
    expect(a.tax_free_amount).toBe(a.total);
    expect(a.vat).toBe(0);
  });
});
