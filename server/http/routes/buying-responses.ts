// The answers of the buying calls as yup schemas, for the OpenAPI document (schemas/checkout-dto.ts
// are their TypeScript types; the API tests validate real answers against these with
// `noUnknown`, so neither the document nor the types can drift from the code).
import { array, boolean, mixed, number, object, string } from 'yup';
import {
  frameOptions,
  historyFilters,
  installationOptions,
  orderStatuses,
  payMethods,
  shippingMethods,
  shippingStatuses,
} from '@/rules/checkout-rules';
import { currencyCodes } from '@/rules/money';
import { couponKinds, discountTypes } from '@/rules/order-pricing';
import { shippingAddressResponse } from './customer-responses';

const text = () => string().defined();
const nullableText = () => string().nullable().defined();
const flag = () => boolean().defined();
const whole = () => number().integer().defined();
const nullableWhole = () => number().integer().nullable().defined();
/** An integer amount in minor units of the currency_code beside it. */
const amount = () => whole().meta({ description: 'Minor units of currency_code' });
const won = () => whole();
const oneOf = <T extends string>(values: readonly T[]) =>
  mixed<T>()
    .oneOf([...values])
    .defined();
const isoDate = () => text().meta({ description: 'ISO 8601' });
const day = () => text().meta({ description: 'YYYY-MM-DD' });

const imageResponse = object({
  url: text(),
  width: whole(),
  height: whole(),
  color: text().meta({ description: 'Dominant colour #rrggbb' }),
}).noUnknown();

const listFields = { count: whole(), limit: whole(), offset: whole() };

export const orderAmountsFields = {
  art_price: amount(),
  delivery_fee: amount(),
  insurance_fee: amount().meta({ description: 'Transit insurance (rules §4.78), VAT-exempt' }),
  specified_date_fee: amount().meta({ description: 'Specified-date delivery (ADR 0020)' }),
  frame_fee: amount(),
  installation_fee: amount(),
  extra_works_fee: amount().meta({ description: 'Extra works hung on the same visit' }),
  artwork_discount: amount(),
  additional_discount: amount(),
  discount_amount: amount(),
  total: amount().meta({
    description: 'art + fees - discounts (the printed lines add up to it); = tax_free + taxable',
  }),
  supply_amount: amount().meta({ description: 'taxable_amount - vat' }),
  vat: amount(),
  tax_free_amount: amount(),
  taxable_amount: amount(),
};

const checkoutArtworkResponse = object({
  id: text(),
  handle: text(),
  title: text(),
  artist_name: text(),
  medium: text(),
  year: nullableWhole(),
  width_cm: number().defined(),
  height_cm: number().defined(),
  frame_size: nullableText(),
  image: imageResponse.nullable().defined(),
  edition_id: text(),
  edition_number: whole(),
  edition_type: oneOf(['unique', 'edition'] as const).meta({
    description: 'A unique work is named "Unique work", never by its edition number',
  }),
  edition_size: whole(),
  vat_taxable: flag().meta({ description: 'False for original works (VAT-exempt)' }),
}).noUnknown();

const choice = <T extends string>(values: readonly T[]) =>
  object({
    value: oneOf(values),
    fee: amount(),
    available: flag(),
    reason: nullableText().meta({ description: 'Why it cannot be chosen' }),
  }).noUnknown();

export const couponResponse = object({
  id: text().meta({ description: 'The customer’s coupon (what coupon-apply takes)' }),
  coupon_id: text(),
  code: text(),
  kind: oneOf(couponKinds),
  discount_type: oneOf(discountTypes),
  off_amount: whole().meta({ description: 'fixed: KRW off; percent: percent off' }),
  max_amount: nullableWhole().meta({ description: 'Cap in KRW; null for none' }),
  display: object({
    currency_code: oneOf(currencyCodes),
    off_amount: nullableWhole().meta({ description: 'Fixed coupons: minor units off' }),
    max_amount: nullableWhole().meta({ description: 'The cap in minor units; null for none' }),
  })
    .noUnknown()
    .nullable()
    .defined()
    .meta({
      description:
        'The KRW amounts in the request currency for reference (a cart: its locked rate); null in KRW',
    }),
  title: text(),
  starts_at: isoDate(),
  ends_at: isoDate(),
  all_artworks: flag(),
  status: oneOf(['available', 'used', 'expired', 'upcoming'] as const),
  used_at: nullableText(),
}).noUnknown();

export const cartResponse = object({
  cart_id: text(),
  status: oneOf(['open', 'ordered'] as const),
  currency_code: oneOf(currencyCodes),
  exchange_rate: object({
    krw_per_unit: number().defined(),
    locked_at: isoDate(),
    expires_at: isoDate().nullable().defined(),
  })
    .noUnknown()
    .defined(),
  art_price_krw: number().defined(),
  artwork: checkoutArtworkResponse.defined(),
  shipping_address_id: nullableText(),
  shipping_address: shippingAddressResponse.nullable().defined(),
  shipping_method: oneOf(shippingMethods),
  specified_date: nullableText().meta({ description: 'YYYY-MM-DD' }),
  specified_date_fee: amount(),
  specified_date_range: object({ earliest: day(), latest: day() }).noUnknown().defined(),
  pickup_contact: nullableText(),
  shipping_options: array(choice(shippingMethods)).defined(),
  insurance: flag(),
  insurance_included: flag().meta({ description: 'Abroad, insurance is always included' }),
  insurance_fee: amount().meta({ description: 'The insurance for the current delivery' }),
  duties_estimate: object({
    destination: text(),
    duty: amount(),
    import_tax: amount(),
    total: amount(),
    total_krw: won(),
  })
    .noUnknown()
    .nullable()
    .defined()
    .meta({ description: 'Paid by the buyer on import; an estimate, not charged at checkout' }),
  frame: oneOf(frameOptions),
  frame_options: array(choice(frameOptions)).defined(),
  installation: oneOf(installationOptions),
  installation_options: array(choice(installationOptions)).defined(),
  extra_installs: whole(),
  extra_install_fee: amount(),
  coupons: object({
    artwork: couponResponse.nullable().defined(),
    additional: couponResponse.nullable().defined(),
  })
    .noUnknown()
    .defined(),
  amounts: object(orderAmountsFields).noUnknown().defined(),
  expected_delivery_days: whole(),
  order_id: nullableText(),
  version: whole(),
  bid: object({ id: text(), amount: amount(), payment_deadline: isoDate() })
    .noUnknown()
    .nullable()
    .optional()
    .meta({ description: 'The accepted bid this cart pays for (a bid order), if any' }),
}).noUnknown();

export const payMethodListResponse = object({
  currency_code: oneOf(currencyCodes),
  total: amount(),
  pay_methods: array(
    object({
      code: oneOf(payMethods),
      name: text(),
      korean: flag(),
      installments: array(whole()).defined(),
      deferred: flag(),
      notice: nullableText(),
    }).noUnknown(),
  ).defined(),
}).noUnknown();

export const paymentSessionResponse = object({
  payment_session: object({
    id: text(),
    cart_id: text(),
    pay_method: oneOf(payMethods),
    amount: amount(),
    currency_code: oneOf(currencyCodes),
    installment_months: whole(),
    provider: text().meta({ description: 'test or toss' }),
    expires_at: isoDate().meta({ description: 'The edition is held until then' }),
  })
    .noUnknown()
    .defined(),
  cart: cartResponse.defined(),
}).noUnknown();

const refundInfoResponse = object({
  amount: amount(),
  refunded_at: isoDate(),
  method: oneOf(payMethods),
  bank: nullableText(),
  account_number: nullableText(),
  holder: nullableText(),
}).noUnknown();

export const orderResponse = object({
  id: text(),
  order_number: text(),
  item_name: text(),
  buyer_name: text(),
  currency_code: oneOf(currencyCodes),
  krw_per_unit: number().defined(),
  rate_locked_at: isoDate().nullable().defined(),
  status: oneOf(orderStatuses),
  artwork: checkoutArtworkResponse.nullable().defined(),
  ...orderAmountsFields,
  shipping_method: oneOf(shippingMethods),
  shipping_status: oneOf(shippingStatuses),
  shipping_track: array(oneOf(shippingStatuses)).defined(),
  shipping_address: object({
    id: text(),
    postal_code: text(),
    street_address: text(),
    detail_address: text(),
    phone_number: text(),
    nickname: nullableText(),
    country: text(),
  })
    .noUnknown()
    .nullable()
    .defined(),
  specified_date: nullableText().meta({ description: 'YYYY-MM-DD' }),
  pickup_contact: nullableText(),
  frame: oneOf(frameOptions),
  installation: oneOf(installationOptions),
  extra_installs: whole(),
  payment_method: oneOf(payMethods),
  deposit_deadline: nullableText(),
  bank: nullableText(),
  account_number: nullableText(),
  account_name: nullableText(),
  card_name: nullableText(),
  card_number: nullableText().meta({ description: 'Masked' }),
  installment_months: nullableWhole(),
  approval_number: nullableText(),
  paid_at: nullableText(),
  document_number: nullableText().meta({
    description: 'The sale slip and receipt number (AM-YYYY-NNNNNN), fixed at payment',
  }),
  document_issued_at: nullableText().meta({
    description: 'When the sale slip and receipt were issued (ISO 8601), fixed at payment',
  }),
  expected_delivery_date: nullableText().meta({ description: 'YYYY-MM-DD' }),
  cancel_date: nullableText(),
  cancel_amount: nullableWhole(),
  refund_info: refundInfoResponse.nullable().defined(),
  shipment: object({
    carrier: text().meta({
      description: 'cj, hanjin, lotte, epost, logen, dhl, fedex, ups or ems',
    }),
    tracking_number: text(),
    tracking_url: nullableText().meta({ description: "The carrier's tracking page" }),
  })
    .noUnknown()
    .nullable()
    .defined()
    .meta({ description: 'From the shipped step on (rules §4.46-4.47)' }),
  can_cancel: flag(),
  created_at: isoDate(),
  viewer: oneOf(['buyer', 'seller'] as const).meta({
    description: "Whose view: a resale's seller sees the settlement, not the buyer's details",
  }),
  resale_settlement: object({
    currency_code: oneOf(['krw'] as const),
    sale_price: won().meta({ description: "KRW: the sale's KRW price (rules §4.35)" }),
    platform_commission: won().meta({
      description: 'KRW: RESALE_COMMISSION_BPS of the price, rounded half up to the won',
    }),
    artist_royalty: won().meta({
      description: 'KRW: RESALE_ROYALTY_BPS of the price, rounded half up to the won',
    }),
    seller_proceeds: won().meta({
      description: 'KRW: sale_price − platform_commission − artist_royalty, exactly',
    }),
    paid_by_buyer: object({
      amount: amount(),
      currency_code: oneOf(currencyCodes),
      krw_per_unit: number().defined(),
      rate_locked_at: nullableText(),
    })
      .noUnknown()
      .defined()
      .meta({
        description:
          "What the buyer paid for the work in their currency: a reference, not the seller's",
      }),
  })
    .noUnknown()
    .nullable()
    .defined()
    .meta({
      description:
        "The seller's settlement of a resale in won (rules §4.36, ADR 0072): to the seller and the operator; null to the buyer",
    }),
}).noUnknown();

export const receiptResponse = object({
  store: object({
    store_name: text(),
    address: text(),
    representative: text(),
    business_number: text(),
  })
    .noUnknown()
    .defined(),
  order: orderResponse.defined(),
  issued_at: isoDate().meta({
    description: "The document's fixed issue time (document_issued_at)",
  }),
}).noUnknown();

export const orderHistoryResponse = object({
  status: oneOf(historyFilters),
  orders: array(orderResponse).defined(),
  counts: object(Object.fromEntries(historyFilters.map((filter) => [filter, whole()])))
    .noUnknown()
    .defined(),
  ...listFields,
}).noUnknown();

export const couponListResponse = object({
  coupons: array(couponResponse).defined(),
  message: nullableText().meta({ description: '"No coupons available." when empty' }),
  ...listFields,
}).noUnknown();

export const couponArtworkListResponse = object({
  coupon: couponResponse.defined(),
  all_artworks: flag(),
  artworks: array(
    object({
      id: text(),
      handle: text(),
      title: text(),
      artist_name: text(),
      image: imageResponse.nullable().defined(),
    }).noUnknown(),
  ).defined(),
  ...listFields,
}).noUnknown();

export const pinkRockPlanListResponse = object({
  plans: array(
    object({
      id: text(),
      name: text(),
      months: whole(),
      price_krw: amount(),
      price: amount().meta({
        description: 'The KRW price at today’s rate: what paying now charges',
      }),
      currency_code: oneOf(currencyCodes),
      pay_methods: payMethodListResponse.fields.pay_methods,
    }).noUnknown(),
  ).defined(),
}).noUnknown();

export const pinkRockPaymentResponse = object({
  payment: object({
    id: text(),
    amount: amount(),
    currency_code: oneOf(currencyCodes),
    pay_method: oneOf(payMethods),
    approval_number: nullableText(),
    card_name: nullableText(),
    card_number: nullableText(),
    paid_at: nullableText(),
  })
    .noUnknown()
    .defined(),
  membership: object({
    badge_type: oneOf(['pink_rock'] as const),
    granted_at: isoDate(),
    expires_at: nullableText(),
  })
    .noUnknown()
    .defined(),
}).noUnknown();

export const depositResultResponse = object({
  applied: flag(),
  outcome: oneOf(['paid', 'replay', 'already_paid', 'order_closed', 'ignored'] as const),
  order_id: nullableText(),
}).noUnknown();
