// Test helper: orders as a buyer can make them (fast-check), priced as the checkout prices a cart
// (server/workflows/checkout-views.ts priceCart): the artwork's KRW price and each fee converted
// on its own at a locked rate, fixed and percentage coupons, frame, installation and extra works,
// delivery to the mainland, Jeju or a remote island, in every currency.
import fc from 'fast-check';
import {
  deliveryFeeKrw,
  extraWorksFeeKrw,
  frameFeesKrw,
  frameOptions,
  installationFeeKrw,
  installationOptions,
  MAX_EXTRA_INSTALLS,
  SPECIFIED_DATE_FEE_KRW,
} from '@/rules/checkout-rules';
import { currencyCodes, type CurrencyCode } from '@/rules/money';
import {
  krwToOrderCurrency,
  priceOrder,
  type CouponKind,
  type CouponTerms,
  type OrderAmounts,
} from '@/rules/order-pricing';
import { deliveryKrw, insuranceKrw, type DestinationCode } from '@/rules/delivered-cost';

export interface GeneratedOrder {
  currency: CurrencyCode;
  krwPerUnit: number;
  extraInstalls: number;
  amounts: OrderAmounts;
}

const rates: Record<CurrencyCode, fc.Arbitrary<number>> = {
  krw: fc.constant(1),
  usd: fc.double({ min: 900, max: 2000, noNaN: true }),
  eur: fc.double({ min: 1000, max: 2200, noNaN: true }),
  thb: fc.double({ min: 25, max: 60, noNaN: true }),
};

const coupon = (kind: CouponKind): fc.Arbitrary<CouponTerms | null> =>
  fc.option(
    fc.oneof(
      // Fixed, such as COLLECTOR5's ₩15,000 off the artwork.
      fc.record({
        kind: fc.constant(kind),
        discountType: fc.constant('fixed' as const),
        offAmount: fc.oneof(fc.constant(15_000), fc.integer({ min: 1, max: 5_000_000 })),
        maxAmountKrw: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
      }),
      fc.record({
        kind: fc.constant(kind),
        discountType: fc.constant('percent' as const),
        offAmount: fc.integer({ min: 1, max: 100 }),
        maxAmountKrw: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
      }),
    ),
  );

export function generatedOrder(
  currencies: readonly CurrencyCode[] = currencyCodes,
): fc.Arbitrary<GeneratedOrder> {
  return fc
    .constantFrom(...currencies)
    .chain((currency) =>
      fc.record({
        currency: fc.constant(currency),
        krwPerUnit: rates[currency],
        priceKrw: fc.integer({ min: 10_000, max: 500_000_000 }),
        artTaxable: fc.boolean(),
        delivery: fc.boolean(),
        sizeTotalCm: fc.integer({ min: 20, max: 600 }),
        // Seoul, Jeju, a remote island.
        postalCode: fc.constantFrom('04524', '63000', '23008'),
        specifiedDate: fc.boolean(),
        // Delivered abroad (always insured, rules §9.28) or in Korea, insured at the buyer's choice.
        destination: fc.constantFrom<DestinationCode>('KR', 'US', 'DE', 'CN'),
        insured: fc.boolean(),
        frame: fc.constantFrom(...frameOptions),
        installation: fc.constantFrom(...installationOptions),
        extraInstalls: fc.integer({ min: 0, max: MAX_EXTRA_INSTALLS }),
        artworkCoupon: coupon('artwork'),
        additionalCoupon: coupon('additional'),
      }),
    )
    .map((o) => {
      const convert = (krw: number) => krwToOrderCurrency(krw, o.currency, o.krwPerUnit);
      const abroad = o.delivery && o.destination !== 'KR';
      const installation = o.delivery && !abroad ? o.installation : 'none';
      const extraInstalls = installation === 'none' ? 0 : o.extraInstalls;
      const size = {
        widthCm: o.sizeTotalCm / 2,
        heightCm: o.sizeTotalCm / 2,
        depthCm: null,
        framed: false,
      };
      const deliveryKrwAmount = !o.delivery
        ? 0
        : abroad
          ? deliveryKrw(size, o.destination)
          : deliveryFeeKrw(o.sizeTotalCm, o.postalCode);
      const insured = o.delivery && (abroad || o.insured);
      return {
        currency: o.currency,
        krwPerUnit: o.krwPerUnit,
        extraInstalls,
        amounts: priceOrder({
          currency: o.currency,
          krwPerUnit: o.krwPerUnit,
          artPrice: convert(o.priceKrw),
          artTaxable: o.artTaxable,
          deliveryFee: convert(deliveryKrwAmount),
          deliveryAbroad: abroad,
          insuranceFee: insured ? convert(insuranceKrw(o.priceKrw, o.destination)) : 0,
          specifiedDateFee:
            o.delivery && !abroad && o.specifiedDate ? convert(SPECIFIED_DATE_FEE_KRW) : 0,
          frameFee: convert(frameFeesKrw[o.frame]),
          installationFee: convert(installationFeeKrw(installation)),
          extraWorksFee: convert(extraWorksFeeKrw(installation, extraInstalls)),
          artworkCoupon: o.artworkCoupon,
          additionalCoupon: o.additionalCoupon,
        }),
      };
    });
}
