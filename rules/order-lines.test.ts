import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes } from './money';
import {
  orderDiscountKeys,
  orderLayout,
  printAmount,
  printOrder,
  readPrintedAmount,
} from './order-lines';
import { priceOrder } from './order-pricing';
import { generatedOrder } from '@/schemas/testing/generated-orders';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(currencyCodes)('the printed lines of an order in %s', (currency) => {
  it('add up on their face to the printed total, as does the tax split, in both languages', () => {
    fc.assert(
      fc.property(generatedOrder([currency]), fc.constantFrom('en', 'ko'), (order, locale) => {
        const printed = printOrder(order.amounts, currency, locale, order.extraInstalls);
        const read = (text: string) => readPrintedAmount(text, currency);
        const total = read(printed.total.text);
        expect(total).toBe(order.amounts.total);
        expect(sum(printed.lines.map((line) => read(line.text)))).toBe(total);
        expect(sum(printed.tax.map((line) => read(line.text)))).toBe(total);
      }),
      { numRuns: 300 },
    );
  });

  it('print each charge and each discount exactly once, the artwork first, discounts last', () => {
    fc.assert(
      fc.property(generatedOrder([currency]), (order) => {
        const { lines } = orderLayout(order.amounts, order.extraInstalls);
        const keys = lines.map((line) => line.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys[0]).toBe('artPrice');
        const firstDiscount = lines.findIndex((line) => line.kind === 'discount');
        if (firstDiscount >= 0) {
          expect(lines.slice(firstDiscount).every((line) => line.kind === 'discount')).toBe(true);
        }
        // The discounts printed are the order's discount, no more (no summary line beside them).
        const discounts = lines.filter((line) => line.kind === 'discount');
        expect(sum(discounts.map((line) => -line.amount))).toBe(order.amounts.discount_amount);
        expect(discounts.every((line) => line.amount < 0)).toBe(true);
        const a = order.amounts;
        expect(lines.some((line) => line.key === 'extraWorks')).toBe(a.extra_works_fee > 0);
        expect(lines.some((line) => line.key === 'installation')).toBe(a.installation_fee > 0);
        expect(lines.some((line) => line.key === 'frame')).toBe(a.frame_fee > 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the COLLECTOR5 order of issue 19', () => {
  // A ₩600,000 work delivered for ₩30,000, with ₩15,000 off the artwork: ₩615,000.
  const amounts = priceOrder({
    currency: 'krw',
    krwPerUnit: 1,
    artPrice: 600_000,
    artTaxable: false,
    deliveryFee: 30_000,
    frameFee: 0,
    installationFee: 0,
    artworkCoupon: {
      kind: 'artwork',
      discountType: 'fixed',
      offAmount: 15_000,
      maxAmountKrw: null,
    },
  });

  it('prints the coupon once, and lines that add up to ₩615,000', () => {
    const printed = printOrder(amounts, 'krw', 'en');
    expect(printed.lines.map((line) => [line.key, line.text])).toEqual([
      ['artPrice', '₩600,000'],
      ['delivery', '₩30,000'],
      ['artworkCoupon', '−₩15,000'],
    ]);
    expect(printed.total.text).toBe('₩615,000');
  });

  it('does the same in dollars, each line converted once at the locked rate', () => {
    const rate = 1_432.17;
    const usd = priceOrder({
      currency: 'usd',
      krwPerUnit: rate,
      artPrice: Math.round((600_000 / rate) * 100),
      artTaxable: false,
      deliveryFee: Math.round((30_000 / rate) * 100),
      frameFee: 0,
      installationFee: 0,
      artworkCoupon: {
        kind: 'artwork',
        discountType: 'fixed',
        offAmount: 15_000,
        maxAmountKrw: null,
      },
    });
    const printed = printOrder(usd, 'usd', 'en');
    expect(printed.lines.map((line) => line.text)).toEqual(['$418.94', '$20.95', '−$10.47']);
    expect(printed.total.text).toBe('$429.42');
  });
});

describe('printAmount and readPrintedAmount', () => {
  it('print a discount with a true minus sign and read every amount back exactly', () => {
    expect(printAmount(-1_500, 'usd', 'en')).toBe('−$15.00');
    fc.assert(
      fc.property(
        fc.constantFrom(...currencyCodes),
        fc.constantFrom('en', 'ko'),
        fc.integer({ min: -1e12, max: 1e12 }),
        (currency, locale, amount) => {
          expect(readPrintedAmount(printAmount(amount, currency, locale), currency)).toBe(amount);
        },
      ),
    );
  });

  it('knows both discount kinds', () => {
    expect(orderDiscountKeys).toEqual(['artworkCoupon', 'additionalCoupon']);
  });
});
