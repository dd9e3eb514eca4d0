// How a cart is priced and how carts, orders and coupons look on the wire. The arithmetic is
// rules/order-pricing.ts; the rules (fees, options, tracks) are rules/checkout-rules.ts.
import type { EditionType } from '@/schemas/artwork-dto';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import type {
  CartDeliveryTerms,
  CartDto,
  CheckoutArtworkDto,
  CheckoutChoiceDto,
  CouponDto,
  OrderDto,
  SellerSettlementDto,
  RefundInfoDto,
} from '@/schemas/checkout-dto';
import {
  canCancelOrder,
  checkoutMessages as m,
  deliveryFeeKrw,
  EXPECTED_DELIVERY_DAYS,
  EXTRA_INSTALL_FEE_KRW,
  extraWorksFeeKrw,
  frameFeesKrw,
  frameOptions,
  installationFeeKrw,
  installationOptions,
  shippingMethods,
  shippingTracks,
  SPECIFIED_DATE_FEE_KRW,
  specifiedDateRange,
  type FrameOption,
  type InstallationOption,
  type OrderStatus,
  type PayMethod,
  type ShippingMethod,
  type ShippingStatus,
  rateLockExpiresAt,
} from '@/rules/checkout-rules';
import { koreanDay } from '@/rules/business-time';
import {
  deliveredCost,
  deliversAbroadTo,
  deliveryKrw,
  insuranceKrw,
  parseDestination,
  type DestinationCode,
  type WorkSize,
} from '@/rules/delivered-cost';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { convertToKrw } from '@/rules/money-conversion';
import { krwToOrderCurrency, priceOrder, type OrderAmounts } from '@/rules/order-pricing';
import { storedWonSettlement } from '@/rules/seller-settlement';
import { trackingUrl } from '@/rules/carriers';
import { accountHolderName } from '@/rules/seller';
import { warnPastHolidayTable } from '../lib/holiday-table-warning';
import { toImageDto } from '../lib/image-url';
import { localize } from '../lib/localize';
import type { PurchasableEdition } from '../modules/artworks/artwork-purchase.repository';
import { couponTerms, type HeldCoupon } from '../modules/coupons/coupon.repository';
import type { CartRow } from '../modules/orders/cart.repository';
import type { OrderRow } from '../modules/orders/order.repository';
import type { PaymentRow } from '../modules/payments/payment.repository';

export interface CartCoupons {
  artwork: HeldCoupon | null;
  additional: HeldCoupon | null;
}

/** The accepted bid a cart is the order of: its price is the bid's amount. */
export interface CartBid {
  id: string;
  status: string;
  /** Minor units of the cart's currency (the bid's, at the rate it locked). */
  amount: number;
  /** The same in KRW, as the seller accepted it: the seller is settled on it. */
  amountKrw: number;
  paymentDeadline: Date;
}

export interface CartFacts {
  cart: CartRow;
  edition: PurchasableEdition;
  address: ShippingAddressDto | null;
  coupons: CartCoupons;
  bid?: CartBid | null;
  /** The resale that has this edition on sale again (the seller is paid from the sale). */
  resale?: { id: string; sellerId: string } | null;
}

const isKorean = (address: ShippingAddressDto | null) => address?.country === 'KR';

/** Why the cart's shipping method cannot be used as it stands; null when it can. */
export function shippingProblem(
  method: ShippingMethod,
  address: ShippingAddressDto | null,
): string | null {
  if (method !== 'delivery' && method !== 'international') return null;
  if (!address) return m.addressRequired;
  if (method === 'delivery') return isKorean(address) ? null : m.domesticDeliveryOnly;
  if (isKorean(address)) return m.internationalDeliveryAbroadOnly;
  return deliversAbroadTo(address.country) ? null : m.internationalDestinationUnavailable;
}

/** The work's packed size, for the delivery abroad (rules §4.78). */
export function workSizeOf(edition: PurchasableEdition): WorkSize {
  return {
    widthCm: Number(edition.widthCm),
    heightCm: Number(edition.heightCm),
    depthCm: edition.depthCm === null ? null : Number(edition.depthCm),
    framed: Boolean(edition.frameSizeEn || edition.frameSizeKo),
  };
}

/** The work's price in KRW: the bid's when the cart is an accepted bid's order. */
function artPriceKrw({ edition, bid }: CartFacts): number {
  return bid ? bid.amountKrw : (edition.priceKrw ?? 0);
}

/** Where a cart delivers abroad: its address's country, when we deliver there; else null. */
function abroadDestination({ cart, address }: CartFacts): DestinationCode | null {
  if (cart.shippingMethod !== 'international' || !address) return null;
  return deliversAbroadTo(address.country) ? parseDestination(address.country)! : null;
}

/**
 * The delivery and insurance a cart is charged, in KRW (rules §9.27–9.28): abroad, the delivered
 * cost's delivery with insurance always included; in Korea, normal delivery by size and area with
 * insurance when the buyer chose it; otherwise none.
 */
export function deliveryChargesKrw(facts: CartFacts): {
  delivery: number;
  insurance: number;
  abroad: DestinationCode | null;
} {
  const { cart, edition, address } = facts;
  const abroad = abroadDestination(facts);
  if (abroad) {
    return {
      delivery: deliveryKrw(workSizeOf(edition), abroad),
      insurance: insuranceKrw(artPriceKrw(facts), abroad),
      abroad,
    };
  }
  if (cart.shippingMethod === 'delivery' && isKorean(address)) {
    return {
      delivery: deliveryFeeKrw(edition.sizeTotal, address!.postal_code),
      insurance: cart.insurance ? insuranceKrw(artPriceKrw(facts), 'KR') : 0,
      abroad: null,
    };
  }
  return { delivery: 0, insurance: 0, abroad: null };
}

/** The cart's amounts in its currency at its locked rate. */
export function priceCart(facts: CartFacts): OrderAmounts {
  const { cart, edition, coupons, bid } = facts;
  const currency = cart.currencyCode as CurrencyCode;
  const rate = Number(cart.krwPerUnit);
  const convert = (krw: number) => krwToOrderCurrency(krw, currency, rate);
  const charges = deliveryChargesKrw(facts);
  const delivering = cart.shippingMethod === 'delivery' && charges.delivery > 0;
  return priceOrder({
    currency,
    krwPerUnit: rate,
    artPrice: bid ? bid.amount : convert(edition.priceKrw ?? 0),
    artTaxable: edition.vatTaxable,
    deliveryFee: convert(charges.delivery),
    deliveryAbroad: charges.abroad !== null,
    insuranceFee: convert(charges.insurance),
    specifiedDateFee: delivering && cart.specifiedDate ? convert(SPECIFIED_DATE_FEE_KRW) : 0,
    frameFee: convert(frameFeesKrw[cart.frame as FrameOption] ?? 0),
    // Each charge converted on its own: the printed lines are these amounts (ADR 0037).
    installationFee:
      cart.shippingMethod === 'delivery'
        ? convert(installationFeeKrw(cart.installation as InstallationOption))
        : 0,
    extraWorksFee:
      cart.shippingMethod === 'delivery'
        ? convert(extraWorksFeeKrw(cart.installation as InstallationOption, cart.extraInstalls))
        : 0,
    artworkCoupon: coupons.artwork ? couponTerms(coupons.artwork) : null,
    additionalCoupon: coupons.additional ? couponTerms(coupons.additional) : null,
  });
}

/**
 * What the cart's delivery and insurance are and, abroad, the duties and taxes the buyer pays on
 * import (an estimate, never charged here: rules §9.27), in the cart's currency.
 */
function deliveryTermsOf(facts: CartFacts, convert: (krw: number) => number): CartDeliveryTerms {
  const { cart, edition, address } = facts;
  const abroad = abroadDestination(facts);
  const domestic = cart.shippingMethod === 'delivery' && isKorean(address);
  const destination: DestinationCode | null = abroad ?? (domestic ? 'KR' : null);
  if (!destination) {
    return { insurance: false, insurance_included: false, insurance_fee: 0, duties_estimate: null };
  }
  const estimate = deliveredCost({
    ...workSizeOf(edition),
    priceKrw: artPriceKrw(facts),
    destination,
  });
  return {
    insurance: abroad !== null || cart.insurance,
    insurance_included: abroad !== null,
    insurance_fee: convert(estimate.insurance),
    duties_estimate: abroad
      ? {
          destination: abroad,
          duty: convert(estimate.duty),
          import_tax: convert(estimate.importTax),
          total: convert(estimate.dutiesAndTaxes),
          total_krw: estimate.dutiesAndTaxes,
        }
      : null,
  };
}

export function toCheckoutArtworkDto(
  edition: PurchasableEdition,
  language: Language,
): CheckoutArtworkDto {
  return {
    id: edition.artworkId,
    handle: edition.handle,
    title: localize(language, edition.titleEn, edition.titleKo),
    artist_name: localize(language, edition.artistNameEn, edition.artistNameKo),
    medium: localize(language, edition.mediumEn, edition.mediumKo),
    year: edition.year,
    width_cm: Number(edition.widthCm),
    height_cm: Number(edition.heightCm),
    frame_size: localize(language, edition.frameSizeEn, edition.frameSizeKo),
    image: toImageDto(edition.image),
    edition_id: edition.editionId,
    edition_number: edition.editionNumber,
    edition_type: edition.editionType as EditionType,
    edition_size: edition.editionSize,
    vat_taxable: edition.vatTaxable,
  };
}

export function couponStatus(coupon: HeldCoupon, now: Date): CouponDto['status'] {
  if (coupon.usedAt) return 'used';
  if (coupon.endsAt <= now) return 'expired';
  if (coupon.startsAt > now) return 'upcoming';
  return 'available';
}

/** A currency and its KRW per unit, for showing a coupon's KRW amounts (KRW: none shown). */
export interface CouponPricing {
  currency: CurrencyCode;
  krwPerUnit: number;
}

export function toCouponDto(
  coupon: HeldCoupon,
  language: Language,
  now: Date,
  pricing: CouponPricing,
): CouponDto {
  const shown = (krw: number) => krwToOrderCurrency(krw, pricing.currency, pricing.krwPerUnit);
  return {
    id: coupon.id,
    coupon_id: coupon.couponId,
    code: coupon.code,
    kind: coupon.kind,
    discount_type: coupon.discountType,
    off_amount: coupon.offAmount,
    max_amount: coupon.maxAmount,
    display:
      pricing.currency === 'krw'
        ? null
        : {
            currency_code: pricing.currency,
            off_amount: coupon.discountType === 'fixed' ? shown(coupon.offAmount) : null,
            max_amount: coupon.maxAmount === null ? null : shown(coupon.maxAmount),
          },
    title: localize(language, coupon.titleEn, coupon.titleKo),
    starts_at: coupon.startsAt.toISOString(),
    ends_at: coupon.endsAt.toISOString(),
    all_artworks: coupon.allArtworks,
    status: couponStatus(coupon, now),
    used_at: coupon.usedAt?.toISOString() ?? null,
  };
}

export function toCartDto(facts: CartFacts, language: Language, now: Date): CartDto {
  const { cart, edition, address, coupons } = facts;
  const currency = cart.currencyCode as CurrencyCode;
  const rate = Number(cart.krwPerUnit);
  const convert = (krw: number) => krwToOrderCurrency(krw, currency, rate);
  const delivery = cart.shippingMethod === 'delivery';
  const shippingOptions: CheckoutChoiceDto<ShippingMethod>[] = shippingMethods.map((method) => {
    const reason = shippingProblem(method, address);
    let fee = 0;
    if (method === 'delivery' && !reason) {
      fee = convert(deliveryFeeKrw(edition.sizeTotal, address!.postal_code));
    } else if (method === 'international' && !reason) {
      fee = convert(deliveryKrw(workSizeOf(edition), parseDestination(address!.country)!));
    }
    return { value: method, fee, available: !reason, reason };
  });
  return {
    cart_id: cart.id,
    status: cart.status as CartDto['status'],
    currency_code: currency,
    exchange_rate: {
      krw_per_unit: rate,
      locked_at: cart.rateLockedAt.toISOString(),
      expires_at:
        cart.status === 'open'
          ? iso(rateLockExpiresAt({ currency, lockedAt: cart.rateLockedAt }, Boolean(facts.bid)))
          : null,
    },
    // The KRW reference beside the converted price (ADR 0052): the work's price, or the bid's.
    art_price_krw: facts.bid
      ? convertToKrw({ amount: facts.bid.amount, currency }, rate)
      : (edition.priceKrw ?? 0),
    artwork: toCheckoutArtworkDto(edition, language),
    shipping_address_id: cart.shippingAddressId,
    shipping_address: address,
    shipping_method: cart.shippingMethod as ShippingMethod,
    specified_date: cart.specifiedDate,
    specified_date_fee: convert(SPECIFIED_DATE_FEE_KRW),
    specified_date_range: warnPastHolidayTable(specifiedDateRange(now)),
    pickup_contact: cart.pickupContact,
    shipping_options: shippingOptions,
    ...deliveryTermsOf(facts, convert),
    frame: cart.frame as FrameOption,
    frame_options: frameOptions.map((value) => ({
      value,
      fee: convert(frameFeesKrw[value]),
      available: true,
      reason: null,
    })),
    installation: cart.installation as InstallationOption,
    installation_options: installationOptions.map((value) => ({
      value,
      fee: convert(installationFeeKrw(value)),
      available: value === 'none' || delivery,
      reason: value === 'none' || delivery ? null : m.installationNeedsDelivery,
    })),
    extra_installs: cart.extraInstalls,
    extra_install_fee: convert(EXTRA_INSTALL_FEE_KRW),
    coupons: {
      artwork: coupons.artwork
        ? toCouponDto(coupons.artwork, language, now, { currency, krwPerUnit: rate })
        : null,
      additional: coupons.additional
        ? toCouponDto(coupons.additional, language, now, { currency, krwPerUnit: rate })
        : null,
    },
    amounts: priceCart(facts),
    expected_delivery_days: EXPECTED_DELIVERY_DAYS,
    order_id: cart.orderId,
    version: cart.version,
    bid: facts.bid
      ? {
          id: facts.bid.id,
          amount: facts.bid.amount,
          payment_deadline: facts.bid.paymentDeadline.toISOString(),
        }
      : null,
  };
}

/** The columns of an order's amounts. */
export type OrderAmountColumns = Pick<
  OrderRow,
  | 'artPrice'
  | 'deliveryFee'
  | 'insuranceFee'
  | 'specifiedDateFee'
  | 'frameFee'
  | 'installationFee'
  | 'extraWorksFee'
  | 'artworkDiscount'
  | 'additionalDiscount'
  | 'discountAmount'
  | 'total'
  | 'supplyAmount'
  | 'vat'
  | 'taxFreeAmount'
  | 'taxableAmount'
>;

export const amountsOf = (order: OrderAmountColumns): OrderAmounts => ({
  art_price: order.artPrice,
  delivery_fee: order.deliveryFee,
  insurance_fee: order.insuranceFee,
  specified_date_fee: order.specifiedDateFee,
  frame_fee: order.frameFee,
  installation_fee: order.installationFee,
  extra_works_fee: order.extraWorksFee,
  artwork_discount: order.artworkDiscount,
  additional_discount: order.additionalDiscount,
  discount_amount: order.discountAmount,
  total: order.total,
  supply_amount: order.supplyAmount,
  vat: order.vat,
  tax_free_amount: order.taxFreeAmount,
  taxable_amount: order.taxableAmount,
});

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function toOrderDto(
  order: OrderRow,
  payment: PaymentRow | null,
  edition: PurchasableEdition | null,
  language: Language,
  /** When the order's rate was locked (its cart's): shown beside a foreign-currency amount. */
  rateLockedAt: Date | null,
): OrderDto {
  const method = order.shippingMethod as ShippingMethod;
  const shippingStatus = order.shippingStatus as ShippingStatus;
  const status = order.status as OrderStatus;
  const address = order.shippingAddress as OrderDto['shipping_address'];
  return {
    id: order.id,
    order_number: order.orderNumber,
    item_name: localize(language, order.itemNameEn, order.itemNameKo),
    buyer_name: order.buyerName,
    currency_code: order.currencyCode as CurrencyCode,
    krw_per_unit: Number(order.krwPerUnit),
    rate_locked_at: iso(rateLockedAt),
    status,
    artwork: edition ? toCheckoutArtworkDto(edition, language) : null,
    ...amountsOf(order),
    shipping_method: method,
    shipping_status: shippingStatus,
    shipping_track: [...shippingTracks[method]],
    // A stored work is kept by the store (rules §9): no address, no delivery date.
    shipping_address: method === 'storage' ? null : (address ?? null),
    specified_date: order.specifiedDate,
    pickup_contact: order.pickupContact,
    frame: order.frame as FrameOption,
    installation: order.installation as InstallationOption,
    extra_installs: order.extraInstalls,
    payment_method: order.paymentMethod as PayMethod,
    deposit_deadline: iso(order.depositDeadline),
    bank: payment?.bank ?? null,
    account_number: payment?.accountNumber ?? null,
    account_name: accountHolderName(payment?.accountName ?? null, language),
    card_name: payment?.cardName ?? null,
    card_number: payment?.cardNumber ?? null,
    installment_months: payment?.installmentMonths ?? null,
    approval_number: payment?.approvalNumber ?? null,
    paid_at: iso(order.paidAt),
    document_number: order.documentNumber,
    document_issued_at: iso(order.documentIssuedAt),
    expected_delivery_date: method === 'storage' ? null : koreanDay(order.expectedDeliveryAt),
    cancel_date: iso(order.canceledAt),
    cancel_amount: order.cancelAmount,
    refund_info: (order.refundInfo as RefundInfoDto | null) ?? null,
    shipment:
      order.carrier && order.trackingNumber
        ? {
            carrier: order.carrier,
            tracking_number: order.trackingNumber,
            tracking_url: trackingUrl(order.carrier, order.trackingNumber),
          }
        : null,
    can_cancel: canCancelOrder(status, method, shippingStatus),
    created_at: order.createdAt.toISOString(),
    viewer: 'buyer',
    resale_settlement: null,
  };
}

/**
 * The order as its seller sees it (a resale, ADR 0025): the sale and the seller's settlement,
 * without the buyer's address, contact or payment details.
 */
export function toSellerOrderDto(buyerView: OrderDto, order: OrderRow): OrderDto {
  return {
    ...buyerView,
    buyer_name: '',
    shipping_address: null,
    pickup_contact: null,
    specified_date: null,
    bank: null,
    account_number: null,
    account_name: null,
    card_name: null,
    card_number: null,
    installment_months: null,
    approval_number: null,
    refund_info: null,
    // The tracking page would show where the work goes: the buyer's, not the seller's.
    shipment: null,
    can_cancel: false,
    viewer: 'seller',
    resale_settlement: sellerSettlementOf(buyerView, order),
  };
}

/**
 * A resale's settlement in won as stored on its order (rules §4.36), with what the buyer paid as
 * a reference; null for a primary sale.
 */
export function sellerSettlementOf(view: OrderDto, order: OrderRow): SellerSettlementDto | null {
  const won = storedWonSettlement(order);
  if (!won) return null;
  return {
    ...won,
    currency_code: 'krw',
    paid_by_buyer: {
      amount: order.artPrice,
      currency_code: view.currency_code,
      krw_per_unit: view.krw_per_unit,
      rate_locked_at: view.rate_locked_at,
    },
  };
}
