// The one home of an order's arithmetic (issue 5 "Money"): what the buyer pays, what the coupons
// take off, and the tax split on the receipt. Every amount is an integer in minor units of the
// order's currency; nothing here rounds twice or loses a unit.
//
// Korean VAT law exempts original works of art, so the artwork's price is tax-free unless the
// artwork is marked taxable; every fee (delivery, frame, installation, extra works) includes 10%
// VAT, but for two that carry none (rules §9.28): transit insurance (exempt) and delivery abroad
// (export transport, zero-rated).
import { convertFromKrw } from './money-conversion';
import type { CurrencyCode } from './money';

export const couponKinds = ['artwork', 'additional'] as const;
/** An artwork-discount coupon lowers the artwork's price; an additional coupon the whole order. */
export type CouponKind = (typeof couponKinds)[number];
export const discountTypes = ['fixed', 'percent'] as const;
export type DiscountType = (typeof discountTypes)[number];

export interface CouponTerms {
  kind: CouponKind;
  discountType: DiscountType;
  /** fixed: KRW off; percent: whole percent off (1-100). */
  offAmount: number;
  /** The most it takes off, in KRW; null for no cap. */
  maxAmountKrw: number | null;
}

export interface OrderPriceInput {
  currency: CurrencyCode;
  /** KRW per unit of `currency`, locked on the cart (1 for KRW). */
  krwPerUnit: number;
  /** Minor units of `currency`, fees VAT included. */
  artPrice: number;
  artTaxable: boolean;
  deliveryFee: number;
  /** The delivery goes abroad: zero-rated, no VAT inside (rules §9.28). */
  deliveryAbroad?: boolean;
  /** Transit insurance (rules §4.78): VAT-exempt, a pass-through like delivery. */
  insuranceFee?: number;
  /** Delivery on a date the buyer named (rules §9 extra charge); 0 without one. */
  specifiedDateFee?: number;
  frameFee: number;
  /** The installation itself (standard or rail and wire). */
  installationFee: number;
  /** Extra works installed on the same visit (rules §9 "extra installs"); 0 without. */
  extraWorksFee?: number;
  artworkCoupon?: CouponTerms | null;
  additionalCoupon?: CouponTerms | null;
}

export interface OrderAmounts {
  art_price: number;
  delivery_fee: number;
  /** Transit insurance (rules §4.78), VAT-exempt. */
  insurance_fee: number;
  /** The extra charge for a specified delivery date (a fee with VAT, like delivery). */
  specified_date_fee: number;
  frame_fee: number;
  installation_fee: number;
  /** Extra works installed on the same visit, a charge of its own beside the installation. */
  extra_works_fee: number;
  artwork_discount: number;
  additional_discount: number;
  /** artwork_discount + additional_discount */
  discount_amount: number;
  /** What the buyer pays: art + fees (delivery, insurance, specified date, frame, installation, extra works) - discounts, never below zero. */
  total: number;
  /** taxable_amount - vat */
  supply_amount: number;
  vat: number;
  /** The part of the total without VAT (the artwork, when exempt). */
  tax_free_amount: number;
  /** The part of the total that includes VAT (fees, and the artwork when taxable). */
  taxable_amount: number;
}

/** The VAT inside a VAT-inclusive amount at 10%: amount - round(amount / 1.1), in integers. */
export function vatIncluded(amount: number): number {
  // round(amount * 10 / 11) with integers only, half up (BigInt: amount * 20 passes 2^53)
  const supply = Number((BigInt(amount) * 20n + 11n) / 22n);
  return amount - supply;
}

/** How much a coupon takes off `base` (minor units): never more than its cap nor the base. */
export function couponDiscount(
  terms: CouponTerms,
  base: number,
  currency: CurrencyCode,
  krwPerUnit: number,
): number {
  if (base <= 0) return 0;
  let off =
    terms.discountType === 'percent'
      ? Number((BigInt(base) * BigInt(Math.min(100, Math.max(0, terms.offAmount)))) / 100n)
      : convertFromKrw(Math.max(0, terms.offAmount), currency, krwPerUnit).amount;
  if (terms.maxAmountKrw !== null) {
    off = Math.min(off, convertFromKrw(terms.maxAmountKrw, currency, krwPerUnit).amount);
  }
  return Math.max(0, Math.min(off, base));
}

/** Converts a KRW amount (a fee, a price) to the order's currency at its locked rate. */
export function krwToOrderCurrency(krw: number, currency: CurrencyCode, krwPerUnit: number) {
  return convertFromKrw(krw, currency, krwPerUnit).amount;
}

/**
 * Prices an order. The artwork coupon comes off the artwork's price; the additional coupon off
 * what remains of the whole order, shared between the artwork and the fees in proportion to
 * their amounts (the artwork's share rounded down, the rest on the fees), so the tax split
 * follows the discount exactly.
 */
export function priceOrder(input: OrderPriceInput): OrderAmounts {
  const { currency, krwPerUnit } = input;
  const nonNegative = (n: number) => Math.max(0, Math.trunc(n));
  const art = nonNegative(input.artPrice);
  const delivery = nonNegative(input.deliveryFee);
  const specifiedDate = nonNegative(input.specifiedDateFee ?? 0);
  const frame = nonNegative(input.frameFee);
  const installation = nonNegative(input.installationFee);
  const extraWorks = nonNegative(input.extraWorksFee ?? 0);
  const insurance = nonNegative(input.insuranceFee ?? 0);
  const fees = delivery + insurance + specifiedDate + frame + installation + extraWorks;
  // The fees with no VAT inside: insurance always, the delivery when it goes abroad.
  const feesTaxFree = insurance + (input.deliveryAbroad ? delivery : 0);
  const feesTaxable = fees - feesTaxFree;

  const artworkDiscount =
    input.artworkCoupon?.kind === 'artwork'
      ? couponDiscount(input.artworkCoupon, art, currency, krwPerUnit)
      : 0;
  const artAfter = art - artworkDiscount;
  const subtotal = artAfter + fees;
  const additionalDiscount =
    input.additionalCoupon?.kind === 'additional'
      ? couponDiscount(input.additionalCoupon, subtotal, currency, krwPerUnit)
      : 0;
  // In integers: the product passes 2^53 on large orders, where floating point can round the
  // artwork's share one unit past the artwork (a counterexample fast-check found).
  const shareOfDiscount = (part: number) =>
    subtotal === 0 ? 0 : Number((BigInt(additionalDiscount) * BigInt(part)) / BigInt(subtotal));
  let artShare = shareOfDiscount(artAfter);
  let taxFreeFeeShare = shareOfDiscount(feesTaxFree);
  // The rest falls on the taxable fees; what they cannot take (none, or a unit short) on the
  // tax-free fees, then the artwork: each rounded-down share has room for the unit it lost.
  let rest = additionalDiscount - artShare - taxFreeFeeShare;
  const taxableFeeShare = Math.min(rest, feesTaxable);
  rest -= taxableFeeShare;
  const toTaxFree = Math.min(rest, feesTaxFree - taxFreeFeeShare);
  taxFreeFeeShare += toTaxFree;
  artShare += rest - toTaxFree;
  const artNet = artAfter - artShare;
  const taxableFeesNet = feesTaxable - taxableFeeShare;
  const taxFreeFeesNet = feesTaxFree - taxFreeFeeShare;
  const total = artNet + taxableFeesNet + taxFreeFeesNet;

  const taxable = taxableFeesNet + (input.artTaxable ? artNet : 0);
  const taxFree = total - taxable;
  const vat = vatIncluded(taxable);
  return {
    art_price: art,
    delivery_fee: delivery,
    insurance_fee: insurance,
    specified_date_fee: specifiedDate,
    frame_fee: frame,
    installation_fee: installation,
    extra_works_fee: extraWorks,
    artwork_discount: artworkDiscount,
    additional_discount: additionalDiscount,
    discount_amount: artworkDiscount + additionalDiscount,
    total,
    supply_amount: taxable - vat,
    vat,
    tax_free_amount: taxFree,
    taxable_amount: taxable,
  };
}

export interface ResaleRates {
  /** The platform's commission, basis points of the art price (1000 = 10 %). */
  commissionBps: number;
  /** The artist's resale royalty, basis points of the art price (300 = 3 %). */
  royaltyBps: number;
}

export interface ResaleSettlement {
  /** What the buyer paid for the work itself (the order's art price). */
  sale_price: number;
  platform_commission: number;
  artist_royalty: number;
  /** What the seller receives: the art price less the commission and the royalty. */
  seller_proceeds: number;
}

/**
 * `bps` basis points of `amount`, rounded half up (a settlement's deduction); in BigInt, as
 * `amount * bps` passes 2^53 for the largest prices (ADR 0044).
 */
export const shareOf = (amount: number, bps: number) =>
  Number((BigInt(amount) * BigInt(bps) + 5_000n) / 10_000n);

/**
 * A resale's settlement in minor units of the order's currency. Fees, delivery and VAT are the
 * platform's; the seller's share comes from the art price only. Each deduction rounds half up,
 * and the proceeds are the remainder, so the three parts always add up to the sale price.
 */
export function settleResale(artPrice: number, rates: ResaleRates): ResaleSettlement {
  const platform_commission = shareOf(artPrice, rates.commissionBps);
  const artist_royalty = shareOf(artPrice, rates.royaltyBps);
  return {
    sale_price: artPrice,
    platform_commission,
    artist_royalty,
    seller_proceeds: artPrice - platform_commission - artist_royalty,
  };
}

export interface PrimarySettlement {
  sale_price: number;
  platform_commission: number;
  /** What the gallery receives: the art price less the platform's commission. */
  payout: number;
}

/**
 * A gallery's primary sale (partner portal): the platform keeps `commissionBps` of the art price
 * (PRIMARY_COMMISSION_BPS), rounded as a resale's; the gallery is paid the rest. Fees, delivery
 * and VAT are the platform's, as for a resale.
 */
export function settlePrimarySale(artPrice: number, commissionBps: number): PrimarySettlement {
  const platform_commission = shareOf(artPrice, commissionBps);
  return { sale_price: artPrice, platform_commission, payout: artPrice - platform_commission };
}
