// Wire shapes of the buying calls (rules §3 "Order", "Cart", "Coupon", "Store info"; issue 5).
// Amounts are integers in minor units of `currency_code` (format them with formatMoney).
import type { EditionType } from './artwork-dto';
import type { ShippingAddressDto } from './customer-dto';
import type { ImageDto, ListResponse } from './dto';
import type { CurrencyCode } from '@/rules/money';
import type {
  OrderAmounts,
  CouponKind,
  DiscountType,
  ResaleSettlement,
} from '@/rules/order-pricing';
import type {
  FrameOption,
  HistoryFilter,
  InstallationOption,
  OrderStatus,
  PayMethod,
  ShippingMethod,
  ShippingStatus,
} from '@/rules/checkout-rules';

export type { OrderAmounts };

export interface CheckoutArtworkDto {
  id: string;
  handle: string;
  title: string;
  artist_name: string;
  medium: string;
  year: number | null;
  width_cm: number;
  height_cm: number;
  frame_size: string | null;
  image: ImageDto | null;
  edition_id: string;
  edition_number: number;
  /** Named by editionLabel (rules/edition-label.ts): a unique work is never "Edition 1". */
  edition_type: EditionType;
  edition_size: number;
  /** False for original works (VAT-exempt). */
  vat_taxable: boolean;
}

/** A choice on the checkout page with its fee in the cart's currency. */
export interface CheckoutChoiceDto<T extends string> {
  value: T;
  fee: number;
  available: boolean;
  /** Why it cannot be chosen (the message the server would answer). */
  reason: string | null;
}

export interface CouponDisplayDto {
  currency_code: CurrencyCode;
  /** Minor units; null for a percent coupon. */
  off_amount: number | null;
  /** Minor units; null without a cap. */
  max_amount: number | null;
}

export interface CouponDto {
  /** The customer's coupon: what coupon-apply takes. */
  id: string;
  coupon_id: string;
  code: string;
  kind: CouponKind;
  discount_type: DiscountType;
  /** fixed: KRW off; percent: percent off. */
  off_amount: number;
  /** Cap of the discount in KRW; null for none. */
  max_amount: number | null;
  /**
   * off_amount (fixed) and max_amount in the request's currency at today's rate (a cart's
   * coupons: at the cart's locked rate, as checkout applies them). The coupon is in KRW; null in KRW.
   */
  display: CouponDisplayDto | null;
  title: string;
  starts_at: string;
  ends_at: string;
  all_artworks: boolean;
  status: 'available' | 'used' | 'expired' | 'upcoming';
  used_at: string | null;
}

/**
 * The cart's delivery terms (rules §9.27–9.28): whether transit insurance is on, whether it is
 * included (abroad, always), what it costs in the cart's currency, and abroad the duties and
 * taxes the buyer pays on import: an estimate, never charged at checkout.
 */
export interface CartDeliveryTerms {
  insurance: boolean;
  insurance_included: boolean;
  /** The insurance for the current delivery, in minor units of the cart's currency (0: none). */
  insurance_fee: number;
  duties_estimate: {
    destination: string;
    duty: number;
    import_tax: number;
    total: number;
    total_krw: number;
  } | null;
}

export interface CartDto extends CartDeliveryTerms {
  cart_id: string;
  status: 'open' | 'ordered';
  currency_code: CurrencyCode;
  /**
   * The rate the cart is priced at, locked when priced (KRW per unit; 1 for KRW), and when that
   * lock expires (rules §9.22; null for KRW, an accepted offer's order or an ordered cart).
   */
  exchange_rate: { krw_per_unit: number; locked_at: string; expires_at: string | null };
  /** The artwork's price in KRW (an accepted bid's: the bid in KRW), the reference beside art_price. */
  art_price_krw: number;
  artwork: CheckoutArtworkDto;
  shipping_address_id: string | null;
  shipping_address: ShippingAddressDto | null;
  shipping_method: ShippingMethod;
  specified_date: string | null;
  /** Specified-date delivery: its extra charge in the cart's currency, and the dates offered. */
  specified_date_fee: number;
  specified_date_range: { earliest: string; latest: string };
  pickup_contact: string | null;
  shipping_options: CheckoutChoiceDto<ShippingMethod>[];
  frame: FrameOption;
  frame_options: CheckoutChoiceDto<FrameOption>[];
  installation: InstallationOption;
  installation_options: CheckoutChoiceDto<InstallationOption>[];
  extra_installs: number;
  extra_install_fee: number;
  coupons: { artwork: CouponDto | null; additional: CouponDto | null };
  amounts: OrderAmounts;
  expected_delivery_days: number;
  order_id: string | null;
  version: number;
  /** The order of an accepted bid: priced at the bid, paid by its deadline (issue 6). */
  bid?: { id: string; amount: number; payment_deadline: string } | null;
}

export interface PayMethodDto {
  code: PayMethod;
  name: string;
  /** A Korean method (KRW only). */
  korean: boolean;
  /** Installment months offered (0 = full payment); empty when none. */
  installments: number[];
  /** Paid later by deposit (virtual account: within 1 hour). */
  deferred: boolean;
  /** rules §8 notice for the non-Korean option. */
  notice: string | null;
}

export interface PayMethodListDto {
  currency_code: CurrencyCode;
  total: number;
  pay_methods: PayMethodDto[];
}

export interface PaymentSessionDto {
  payment_session: {
    id: string;
    cart_id: string;
    pay_method: PayMethod;
    amount: number;
    currency_code: CurrencyCode;
    installment_months: number;
    provider: string;
    /** The edition is held for this payment until then. */
    expires_at: string;
  };
  cart: CartDto;
}

export interface RefundInfoDto {
  amount: number;
  refunded_at: string;
  method: PayMethod;
  /** Virtual-account payments are refunded to this account. */
  bank: string | null;
  account_number: string | null;
  holder: string | null;
}

/** A shipment as the order page and the notices show it (rules §4.46-4.47). */
export interface ShipmentDto {
  /** rules/carriers.ts's code (cj, hanjin, lotte, epost, logen, dhl, fedex, ups, ems). */
  carrier: string;
  tracking_number: string;
  /** The carrier's public tracking page for the number; null for a carrier we do not know. */
  tracking_url: string | null;
}

/** rules §3 "Order" */
export interface OrderDto extends OrderAmounts {
  id: string;
  order_number: string;
  item_name: string;
  buyer_name: string;
  currency_code: CurrencyCode;
  krw_per_unit: number;
  /** When krw_per_unit was locked (the cart's rate, or the accepted bid's). */
  rate_locked_at: string | null;
  status: OrderStatus;
  artwork: CheckoutArtworkDto | null;
  shipping_method: ShippingMethod;
  shipping_status: ShippingStatus;
  /** The statuses of this order's track, in order (rules §4). */
  shipping_track: ShippingStatus[];
  shipping_address: Omit<ShippingAddressDto, 'is_default' | 'created_at'> | null;
  specified_date: string | null;
  pickup_contact: string | null;
  frame: FrameOption;
  installation: InstallationOption;
  extra_installs: number;
  payment_method: PayMethod;
  deposit_deadline: string | null;
  bank: string | null;
  account_number: string | null;
  account_name: string | null;
  card_name: string | null;
  card_number: string | null;
  installment_months: number | null;
  approval_number: string | null;
  paid_at: string | null;
  /** The sale slip's and receipt's number (AM-YYYY-NNNNNN), issued once at payment (ADR 0037). */
  document_number: string | null;
  /** When that document was issued (ISO 8601); reopening or reprinting shows the same. */
  document_issued_at: string | null;
  expected_delivery_date: string | null;
  cancel_date: string | null;
  cancel_amount: number | null;
  refund_info: RefundInfoDto | null;
  /** The shipment's carrier and tracking number, from the shipped step on (rules §4.46-4.47). */
  shipment: ShipmentDto | null;
  can_cancel: boolean;
  created_at: string;
  /** buyer, or seller: the owner who resold the edition (ADR 0025) sees their settlement. */
  viewer: 'buyer' | 'seller';
  /**
   * The seller's settlement of a resale, in won (rules §4.36; to the seller and the operator,
   * null to the buyer).
   */
  resale_settlement: SellerSettlementDto | null;
}

/**
 * A resale's settlement as its seller reads it (rules §4.35-4.37, ADR 0072): the sale's KRW price,
 * the commission, the royalty and the proceeds in whole won (price − commission − royalty =
 * proceeds), and what the buyer paid for the work in their currency, a reference only.
 */
export interface SellerSettlementDto extends ResaleSettlement {
  currency_code: 'krw';
  paid_by_buyer: {
    /** Minor units of currency_code: the order's art price. */
    amount: number;
    currency_code: CurrencyCode;
    /** KRW per unit, locked on the order (1 for KRW). */
    krw_per_unit: number;
    /** When the rate was locked (ISO 8601); null for an order without a cart lock. */
    rate_locked_at: string | null;
  };
}

/** rules §3 "Store info" */
export interface StoreInfoDto {
  store_name: string;
  address: string;
  representative: string;
  business_number: string;
}

/** GET store/orders/receipt/{id}: the sale slip. */
export interface ReceiptDto {
  store: StoreInfoDto;
  order: OrderDto;
  /** The document's fixed issue time: the order's document_issued_at. */
  issued_at: string;
}

export interface OrderHistoryDto extends ListResponse {
  status: HistoryFilter;
  orders: OrderDto[];
  /** Orders per tab. */
  counts: Record<HistoryFilter, number>;
}

export interface CouponListDto extends ListResponse {
  coupons: CouponDto[];
  /** 'No coupons available.' when the list is empty. */
  message: string | null;
}

export interface CouponArtworkDto {
  id: string;
  handle: string;
  title: string;
  artist_name: string;
  image: ImageDto | null;
}

export interface CouponArtworkListDto extends ListResponse {
  coupon: CouponDto;
  all_artworks: boolean;
  artworks: CouponArtworkDto[];
}

/** One pink_rock plan as GET store/customer/pink-rock/plans answers it, in the request currency. */
export interface PinkRockPlanDto {
  id: string;
  name: string;
  months: number;
  price_krw: number;
  /** What paying now charges: the KRW price at today's rate, in `currency_code`'s minor units. */
  price: number;
  currency_code: CurrencyCode;
  /** The methods that pay it at once (a membership has no virtual account). */
  pay_methods: PayMethodDto[];
}

export interface PinkRockPlanListDto {
  plans: PinkRockPlanDto[];
}

export interface PinkRockPaymentDto {
  payment: {
    id: string;
    amount: number;
    currency_code: CurrencyCode;
    pay_method: PayMethod;
    approval_number: string | null;
    card_name: string | null;
    card_number: string | null;
    paid_at: string | null;
  };
  membership: { badge_type: 'pink_rock'; granted_at: string; expires_at: string | null };
}
