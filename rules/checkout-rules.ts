// The buying rules of rules §4, §7 and §9 in one place: shipping methods and their fees, the
// three shipping-status tracks, frame and installation services, payment methods by currency,
// transaction statuses and the messages of the checkout calls. Shared by the server (which
// decides) and the screens (which show the same options and words).
import { KOREAN_MODE_KRW_ONLY, type CurrencyCode } from './money';
import { isKoreanPublicHoliday } from './korean-holidays';

/** rules §8 word for word, plus our own where the spec has none. */
export const checkoutMessages = {
  // rules §8
  noCoupons: 'No coupons available.',
  nonKoreanCardNotice: 'Cards and bank accounts issued in Korea cannot be used.',
  // Ours
  editionUnavailable: 'This edition is no longer available.',
  notForSale: 'This artwork is not for sale.',
  editionRequired: 'Please choose an edition.',
  cartNotFound: 'Cart not found.',
  orderNotFound: 'Order not found.',
  couponNotFound: 'Coupon not found.',
  cartClosed: 'This cart has already been ordered.',
  koreanModeKrwOnly: KOREAN_MODE_KRW_ONLY,
  addressRequired: 'Please choose a shipping address.',
  addressNotFound: 'Shipping address not found.',
  domesticDeliveryOnly:
    'Normal delivery is available only to addresses in Korea. Abroad, choose international delivery, pick-up or free storage.',
  internationalDeliveryAbroadOnly:
    'International delivery is for addresses outside Korea: in Korea, choose normal delivery.',
  internationalDestinationUnavailable:
    'We do not deliver to this country yet. You can pick the work up or keep it in free storage.',
  installationNeedsDelivery: 'Installation is available only with delivery.',
  specifiedDateTooEarly: 'The delivery date must be at least 14 days from today.',
  specifiedDateNeedsDelivery: 'A delivery date can be chosen only with delivery.',
  specifiedDateInvalid: 'Please choose a valid delivery date.',
  specifiedDateTooLate: 'The delivery date must be within 60 days from today.',
  specifiedDateNotWorkday: 'Deliveries are made on weekdays other than public holidays.',
  pickupContactRequired: 'Please leave a message so we can arrange the pick-up.',
  consentRequired: 'Please agree to the order terms.',
  payMethodUnavailable: 'This payment method is not available in this currency.',
  installmentsUnavailable: 'Installments are available only with a Korean credit card.',
  installmentsTooSmall: 'Installments are available for payments of ₩50,000 or more.',
  paymentSessionNotFound: 'Payment session not found.',
  paymentSessionExpired: 'The payment session has expired. Please start the payment again.',
  cartChanged: 'The order changed after the payment started. Please start the payment again.',
  rateChanged:
    'The exchange rate changed since this cart was priced. Please review the new total and pay again.',
  currencyMismatch: 'The payment currency does not match the cart.',
  paymentDeclined: 'The payment was declined.',
  couponNotApplicable: 'This coupon cannot be used for this order.',
  couponWrongKind: 'Choose an artwork coupon and an additional coupon, one of each at most.',
  cancelNotAllowed: 'This order can no longer be cancelled.',
  refundAccountRequired: 'Please enter the account for the refund.',
  receiptNotReady: 'The receipt is available once the payment is complete.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed.',
  invalidIdempotencyKey: 'Idempotency-Key must be 8 to 128 letters, digits, - or _.',
  invalidSignature: 'Invalid signature.',
  staleNotification: 'The notification timestamp is outside the allowed window.',
  pinkRockPlanNotFound: 'Membership plan not found.',
  pinkRockAlreadyMember: 'You are already a Pink Rock member.',
  depositAmountMismatch: 'The deposit amount does not match the order.',
} as const;

// ---------------------------------------------------------------------------------------------
// Shipping (rules §4, §9)

export const shippingMethods = ['delivery', 'international', 'storage', 'pickup'] as const;
/**
 * delivery: normal delivery, Korean addresses only; international: delivery abroad, insured, to
 * the countries of rules/delivered-cost.ts (rules §9.27); storage: kept free; pickup: collected.
 */
export type ShippingMethod = (typeof shippingMethods)[number];

/** rules §9: expected delivery 14 days after the transaction. */
export const EXPECTED_DELIVERY_DAYS = 14;
/** rules §9: a virtual account must be paid within 1 hour. */
export const DEPOSIT_WINDOW_MS = 60 * 60 * 1000;
/** How long starting a card (or other immediate) payment holds the edition. */
export const PAYMENT_HOLD_MS = 20 * 60 * 1000;
/** rules §9.22: a cart's exchange rate is locked for 30 minutes, then re-priced at today's. */
export const RATE_LOCK_MS = 30 * 60 * 1000;

/**
 * rules §9.22: when a cart's locked rate expires; null when it never does (a KRW cart has no rate,
 * an accepted offer's order keeps the rate the offer locked until the offer's payment deadline).
 */
export function rateLockExpiresAt(
  cart: { currency: CurrencyCode; lockedAt: Date },
  ofAcceptedOffer: boolean,
): Date | null {
  if (cart.currency === 'krw' || ofAcceptedOffer) return null;
  return new Date(cart.lockedAt.getTime() + RATE_LOCK_MS);
}
/** rules §9 and Korean card practice: installments from ₩50,000. */
export const INSTALLMENT_MIN_KRW = 50_000;
export const installmentMonths = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Delivery fees in KRW, VAT included; extra charges of rules §9. */
export const deliveryFeesKrw = {
  /** By size_total (width + height, cm): up to 100, up to 200, larger. */
  base: [
    { upToCm: 100, fee: 30_000 },
    { upToCm: 200, fee: 60_000 },
    { upToCm: Infinity, fee: 120_000 },
  ],
  jeju: 30_000,
  remote: 50_000,
  specifiedDate: 50_000,
} as const;

/** Jeju and the remote islands (도서산간) by Korean postal code (5 digits), inclusive ranges. */
const jejuPostalRanges: readonly [number, number][] = [[63000, 63644]];
const remotePostalRanges: readonly [number, number][] = [
  [22386, 22388], // Incheon Jung-gu islands
  [23004, 23010], // Incheon Ganghwa islands
  [23100, 23136], // Incheon Ongjin-gun
  [32133, 32133], // Chungnam Taean islands
  [40200, 40240], // Ulleung-gun
  [52570, 52571], // Gyeongnam Sacheon islands
  [53031, 53033], // Gyeongnam Tongyeong islands
  [53089, 53104], // Gyeongnam Tongyeong islands
  [54000, 54000], // Jeonbuk Gunsan islands
  [56347, 56349], // Jeonbuk Buan islands
  [57068, 57069], // Jeonnam Yeonggwang islands
  [58760, 58762], // Jeonnam Mokpo islands
  [58800, 58866], // Jeonnam Sinan-gun
  [59102, 59103], // Jeonnam Wando islands
  [59127, 59170], // Jeonnam Wando-gun
  [59421, 59421], // Jeonnam Boseong islands
  [59531, 59531], // Jeonnam Goheung islands
  [59551, 59551], // Jeonnam Goheung islands
  [59650, 59650], // Jeonnam Yeosu islands
  [59766, 59766], // Jeonnam Yeosu islands
  [59781, 59790], // Jeonnam Yeosu islands
];

export type DeliveryArea = 'mainland' | 'jeju' | 'remote';

/** Where a Korean postal code lies, for the extra charges. */
export function deliveryArea(postalCode: string): DeliveryArea {
  const code = Number(postalCode.replace(/\D/g, ''));
  const within = (ranges: readonly [number, number][]) =>
    ranges.some(([from, to]) => code >= from && code <= to);
  if (within(jejuPostalRanges)) return 'jeju';
  if (within(remotePostalRanges)) return 'remote';
  return 'mainland';
}

/**
 * The delivery fee in KRW for a work of `sizeTotalCm` to `postalCode` (Jeju and remote areas
 * cost extra); a specified delivery date is a fee of its own (SPECIFIED_DATE_FEE_KRW).
 */
export function deliveryFeeKrw(sizeTotalCm: number, postalCode: string): number {
  const base = deliveryFeesKrw.base.find((step) => sizeTotalCm <= step.upToCm)!.fee;
  const area = deliveryArea(postalCode);
  const areaExtra =
    area === 'jeju' ? deliveryFeesKrw.jeju : area === 'remote' ? deliveryFeesKrw.remote : 0;
  return base + areaExtra;
}

// ---------------------------------------------------------------------------------------------
// Specified-date delivery (rules §9 "extra charges may apply for specified-date delivery")

/** The extra charge for delivery on a date the buyer names, KRW, VAT included. */
export const SPECIFIED_DATE_FEE_KRW = deliveryFeesKrw.specifiedDate;
/** The furthest ahead a delivery date may be named. */
export const SPECIFIED_DATE_MAX_DAYS = 60;

const DAY = 24 * 60 * 60 * 1000;
/** Korea Standard Time is UTC+9 all year (no daylight saving). */
const KST_OFFSET = 9 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) in Korea at `at`, plus `days`. */
export function koreanDate(at: Date, days = 0): string {
  return new Date(at.getTime() + KST_OFFSET + days * DAY).toISOString().slice(0, 10);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Whether deliveries are made on `date` (YYYY-MM-DD): a weekday that is not a Korean public
 * holiday. Beyond the holiday table only weekends and the fixed-date holidays count; the server
 * warns when it offers such dates (a unit test fails well before that can happen).
 */
export function isDeliveryDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !isKoreanPublicHoliday(date);
}

/**
 * The dates a buyer may name on `now`: from the expected delivery (the work is ready to leave
 * then, rules §9: 14 days after the transaction) to SPECIFIED_DATE_MAX_DAYS ahead, in Korea's
 * calendar; the first and last delivery days in that range.
 */
export function specifiedDateRange(now: Date): { earliest: string; latest: string } {
  let earliest = koreanDate(now, EXPECTED_DELIVERY_DAYS);
  let latest = koreanDate(now, SPECIFIED_DATE_MAX_DAYS);
  // A run of holidays is never longer than ten days.
  for (let i = 0; i < 10 && !isDeliveryDay(earliest); i++) earliest = addDays(earliest, 1);
  for (let i = 0; i < 10 && !isDeliveryDay(latest); i++) latest = addDays(latest, -1);
  return { earliest, latest };
}

/** Why `date` cannot be named for a delivery on `now`; null when it can. */
export function specifiedDateProblem(date: string, now: Date): string | null {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) {
    return checkoutMessages.specifiedDateInvalid;
  }
  // 2026-02-30 parses as 2026-03-02: a date that is not in the calendar.
  if (parsed.toISOString().slice(0, 10) !== date) return checkoutMessages.specifiedDateInvalid;
  if (date < koreanDate(now, EXPECTED_DELIVERY_DAYS)) return checkoutMessages.specifiedDateTooEarly;
  if (date > koreanDate(now, SPECIFIED_DATE_MAX_DAYS)) return checkoutMessages.specifiedDateTooLate;
  if (!isDeliveryDay(date)) return checkoutMessages.specifiedDateNotWorkday;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Frame and installation services (fees in KRW, VAT included)

export const frameOptions = ['none', 'standard', 'premium'] as const;
export type FrameOption = (typeof frameOptions)[number];
export const frameFeesKrw: Record<FrameOption, number> = {
  none: 0,
  standard: 150_000,
  premium: 350_000,
};

export const installationOptions = ['none', 'standard', 'rail_wire'] as const;
/** standard: hung on the wall; rail_wire: on a picture rail and wire (extra charge, rules §9). */
export type InstallationOption = (typeof installationOptions)[number];
export const installationFeesKrw: Record<InstallationOption, number> = {
  none: 0,
  standard: 100_000,
  rail_wire: 150_000,
};
/** Each further work hung on the same visit (rules §9 "extra installs"). */
export const EXTRA_INSTALL_FEE_KRW = 50_000;
export const MAX_EXTRA_INSTALLS = 5;

export function installationFeeKrw(option: InstallationOption): number {
  return installationFeesKrw[option];
}

/** The extra works hung on the same visit: a charge of their own, only with an installation. */
export function extraWorksFeeKrw(option: InstallationOption, extraInstalls: number): number {
  if (option === 'none') return 0;
  return Math.max(0, extraInstalls) * EXTRA_INSTALL_FEE_KRW;
}

// ---------------------------------------------------------------------------------------------
// Shipping statuses (rules §4): three tracks, each a straight line.

export const shippingTracks = {
  storage: [
    'preparing_for_ship_to_storage',
    'ready_for_shipping_to_storage',
    'shipping_to_storage',
    'in_storage',
  ],
  delivery: [
    'preparing_for_ship',
    'ready_for_shipping',
    'shipped',
    'out_for_delivery',
    'delivered',
  ],
  // Abroad the work follows the same steps: the courier's door is the delivery (rules §9.27).
  international: [
    'preparing_for_ship',
    'ready_for_shipping',
    'shipped',
    'out_for_delivery',
    'delivered',
  ],
  pickup: ['preparing_for_pick_up', 'ready_for_pick_up', 'picked_up'],
} as const satisfies Record<ShippingMethod, readonly string[]>;

export type ShippingStatus = (typeof shippingTracks)[ShippingMethod][number];

export const shippingStatuses: readonly ShippingStatus[] = [
  ...shippingTracks.storage,
  ...shippingTracks.delivery,
  ...shippingTracks.pickup,
];

/** A method that brings the work to the buyer's door (Korea or abroad). */
export function isDelivered(method: ShippingMethod): boolean {
  return method === 'delivery' || method === 'international';
}

export function initialShippingStatus(method: ShippingMethod): ShippingStatus {
  return shippingTracks[method][0];
}

/** The next status of the track, or null at its end (or when `status` is not of the track). */
export function nextShippingStatus(
  method: ShippingMethod,
  status: ShippingStatus,
): ShippingStatus | null {
  const track: readonly ShippingStatus[] = shippingTracks[method];
  const index = track.indexOf(status);
  return index >= 0 && index < track.length - 1 ? track[index + 1]! : null;
}

/** Whether `to` may follow `from` on the track (one step forward only). */
export function canAdvanceShipping(
  method: ShippingMethod,
  from: ShippingStatus,
  to: ShippingStatus,
): boolean {
  return nextShippingStatus(method, from) === to;
}

/** Before shipment: still being prepared or ready, nothing has left the gallery. */
export function isBeforeShipment(method: ShippingMethod, status: ShippingStatus): boolean {
  const track: readonly ShippingStatus[] = shippingTracks[method];
  const index = track.indexOf(status);
  return index === 0 || index === 1;
}

// ---------------------------------------------------------------------------------------------
// Transactions (rules §4)

/** What an order can be: awaiting a deposit, paid, cancelled before payment, refunded after. */
export const orderStatuses = ['awaiting_deposit', 'paid', 'canceled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The history tabs (rules §4 transaction statuses). `purchased`: every purchase. */
export const historyFilters = [
  'purchased',
  'sold',
  'canceled',
  'awaiting_deposit',
  'paid',
  'refunded',
] as const;
export type HistoryFilter = (typeof historyFilters)[number];

/** Cancel (unpaid) or refund (paid) while the work has not been shipped. */
export function canCancelOrder(
  status: OrderStatus,
  method: ShippingMethod,
  shipping: ShippingStatus,
): boolean {
  if (status === 'awaiting_deposit') return true;
  return status === 'paid' && isBeforeShipment(method, shipping);
}

// ---------------------------------------------------------------------------------------------
// Payment methods (rules §9)

export const payMethods = [
  'card_kr',
  'card_intl',
  'transfer',
  'vbank',
  'paypal',
  'bitpay',
] as const;
export type PayMethod = (typeof payMethods)[number];

interface PayMethodRule {
  /** Korean methods are offered only with KRW. */
  korean: boolean;
  currencies: readonly CurrencyCode[];
  installments: boolean;
  /** Paid later (a deposit), not at once. */
  deferred: boolean;
  notice: string | null;
}

export const payMethodRules: Record<PayMethod, PayMethodRule> = {
  card_kr: { korean: true, currencies: ['krw'], installments: true, deferred: false, notice: null },
  card_intl: {
    korean: false,
    currencies: ['krw', 'usd', 'eur', 'thb'],
    installments: false,
    deferred: false,
    notice: checkoutMessages.nonKoreanCardNotice,
  },
  transfer: {
    korean: true,
    currencies: ['krw'],
    installments: false,
    deferred: false,
    notice: null,
  },
  vbank: { korean: true, currencies: ['krw'], installments: false, deferred: true, notice: null },
  paypal: {
    korean: false,
    currencies: ['usd', 'eur', 'thb'],
    installments: false,
    deferred: false,
    notice: null,
  },
  bitpay: {
    korean: false,
    currencies: ['usd', 'eur'],
    installments: false,
    deferred: false,
    notice: null,
  },
};

/** Whether the spec offers `method` in `currency` (Korean methods with KRW only). */
export function payMethodOffered(method: PayMethod, currency: CurrencyCode): boolean {
  const rule = payMethodRules[method];
  if (rule.korean && currency !== 'krw') return false;
  return rule.currencies.includes(currency);
}

/** The installment choices for a Korean card payment of `totalKrw` (0 = full payment). */
export function installmentChoices(method: PayMethod, totalKrw: number): number[] {
  if (!payMethodRules[method].installments) return [];
  return totalKrw >= INSTALLMENT_MIN_KRW ? [...installmentMonths] : [0];
}

/** The pink_rock membership plans (rules §6), priced in KRW. */
export const pinkRockPlans = {
  annual: {
    priceKrw: 300_000,
    months: 12,
    nameEn: 'Pink Rock annual membership',
    nameKo: '핑크 록 연간 멤버십',
  },
} as const;
export type PinkRockPlanId = keyof typeof pinkRockPlans;
