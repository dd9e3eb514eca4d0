// Buying: exchange rates and payment providers, then carts, orders, payments and coupons.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, moneyColumn } from './columns';
import { artworks, editions } from './catalogue';
import { customers, shippingAddresses } from './customers';

// ---------------------------------------------------------------------------------------------
// Money and payments

/** How many KRW one unit of the currency buys: price_in_currency = price_krw / krw_per_unit. */
export const exchangeRates = pgTable('exchange_rates', {
  currencyCode: text('currency_code').primaryKey(),
  krwPerUnit: numeric('krw_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  source: text('source').notNull().default('manual'),
  updatedAt: updatedAt(),
});

export const paymentProviders = pgTable('payment_providers', {
  id: text('id').primaryKey(),
  /** card_kr | card_intl | transfer | vbank | paypal | bitpay */
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameKo: text('name_ko').notNull(),
  /** Payable in these currencies (lower-case codes). */
  currencies: jsonb('currencies').$type<string[]>().notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  rank: integer('rank').notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// Buying (issue 5): carts, orders, payments, coupons, edition holds, idempotency keys. Every
// amount of an order is an integer in minor units of its currency, priced at the rate the cart
// locked (`krw_per_unit`).

const money = (name: string) => moneyColumn(name).notNull().default(0);

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id),
    currencyCode: text('currency_code').notNull(),
    /** The exchange rate locked when the cart was priced (KRW per unit; 1 for KRW). */
    krwPerUnit: numeric('krw_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    rateLockedAt: timestamp('rate_locked_at', { withTimezone: true }).notNull(),
    shippingAddressId: text('shipping_address_id').references(() => shippingAddresses.id, {
      onDelete: 'set null',
    }),
    /** delivery | international | storage | pickup */
    shippingMethod: text('shipping_method').notNull().default('storage'),
    /** Specified-date delivery (YYYY-MM-DD), extra charge. */
    specifiedDate: text('specified_date'),
    /** Pick-up: the buyer's contact request. */
    pickupContact: text('pickup_contact'),
    /** Transit insurance chosen with normal delivery (rules §9.28); abroad it is always on. */
    insurance: boolean('insurance').notNull().default(false),
    frame: text('frame').notNull().default('none'),
    installation: text('installation').notNull().default('none'),
    extraInstalls: integer('extra_installs').notNull().default(0),
    /** customer_coupons ids, one per kind. */
    artworkCouponId: text('artwork_coupon_id'),
    additionalCouponId: text('additional_coupon_id'),
    /** open | ordered */
    status: text('status').notNull().default('open'),
    /** Bumped by every change, so a payment started on an older cart is refused. */
    version: integer('version').notNull().default(1),
    orderId: text('order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carts_customer_idx').on(t.customerId, t.createdAt),
    check('carts_status_valid', sql`${t.status} in ('open','ordered')`),
    check(
      'carts_shipping_method_valid',
      sql`${t.shippingMethod} in ('delivery','international','storage','pickup')`,
    ),
  ],
);

/** One hold per edition: a payment in progress or a deposit awaited (rules §9: 1 hour). */
export const editionReservations = pgTable(
  'edition_reservations',
  {
    editionId: text('edition_id')
      .primaryKey()
      .references(() => editions.id, { onDelete: 'cascade' }),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('edition_reservations_expires_idx').on(t.expiresAt)],
);

/** The sale slips' and receipts' running number (ADR 0037). */
export const orderDocumentNumberSeq = pgSequence('order_document_number_seq');

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id),
    itemNameEn: text('item_name_en').notNull(),
    itemNameKo: text('item_name_ko').notNull(),
    buyerName: text('buyer_name').notNull(),
    currencyCode: text('currency_code').notNull(),
    krwPerUnit: numeric('krw_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    artPrice: money('art_price'),
    deliveryFee: money('delivery_fee'),
    /** Transit insurance (rules §4.78, ADR 0081): a pass-through like delivery, VAT-exempt. */
    insuranceFee: money('insurance_fee'),
    /** Specified-date delivery's extra charge (ADR 0020); part of the fees, like delivery. */
    specifiedDateFee: money('specified_date_fee'),
    frameFee: money('frame_fee'),
    installationFee: money('installation_fee'),
    /** Extra works hung on the same visit (ADR 0037): a charge of its own. */
    extraWorksFee: money('extra_works_fee'),
    artworkDiscount: money('artwork_discount'),
    additionalDiscount: money('additional_discount'),
    discountAmount: money('discount_amount'),
    total: money('total'),
    supplyAmount: money('supply_amount'),
    vat: money('vat'),
    taxFreeAmount: money('tax_free_amount'),
    taxableAmount: money('taxable_amount'),
    artworkCouponId: text('artwork_coupon_id'),
    additionalCouponId: text('additional_coupon_id'),
    shippingMethod: text('shipping_method').notNull(),
    shippingStatus: text('shipping_status').notNull(),
    /** The address as it was when ordered. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown> | null>(),
    specifiedDate: text('specified_date'),
    pickupContact: text('pickup_contact'),
    frame: text('frame').notNull().default('none'),
    installation: text('installation').notNull().default('none'),
    extraInstalls: integer('extra_installs').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    /** awaiting_deposit | paid | canceled | refunded */
    status: text('status').notNull(),
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The sale slip and receipt (ADR 0037): numbered from order_document_number_seq and dated
     * once, at payment; reopening or reprinting shows the same.
     */
    documentNumber: text('document_number').unique(),
    documentIssuedAt: timestamp('document_issued_at', { withTimezone: true }),
    expectedDeliveryAt: timestamp('expected_delivery_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelAmount: moneyColumn('cancel_amount'),
    cancelReason: text('cancel_reason'),
    refundInfo: jsonb('refund_info').$type<Record<string, unknown> | null>(),
    /**
     * Resale (ADR 0025): the resale request this order sells, its seller, and the seller's
     * settlement in minor units of the order's currency (null for a primary sale).
     */
    resaleId: text('resale_id'),
    sellerCustomerId: text('seller_customer_id').references(() => customers.id),
    platformCommission: moneyColumn('platform_commission'),
    artistRoyalty: moneyColumn('artist_royalty'),
    sellerProceeds: moneyColumn('seller_proceeds'),
    /**
     * The seller's settlement in won (issue 31): the listing's KRW price, the commission, the
     * royalty and the proceeds, computed in KRW (null for a primary sale). The *_minor columns
     * above are the same in the buyer's currency, a reference only.
     */
    salePriceKrw: moneyColumn('sale_price_krw'),
    platformCommissionKrw: moneyColumn('platform_commission_krw'),
    artistRoyaltyKrw: moneyColumn('artist_royalty_krw'),
    sellerProceedsKrw: moneyColumn('seller_proceeds_krw'),
    /**
     * The shipment (issue 31): the carrier's code (rules/carriers.ts) and its tracking number,
     * set on the shipped step.
     */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_cart_uq').on(t.cartId),
    index('orders_seller_idx')
      .on(t.sellerCustomerId, t.createdAt)
      .where(sql`${t.sellerCustomerId} is not null`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_deposit_due_idx')
      .on(t.depositDeadline)
      .where(sql`${t.status} = 'awaiting_deposit'`),
    // An edition is sold at most once per sale: one live order per edition and resale round.
    uniqueIndex('orders_live_edition_uq')
      .on(t.editionId, sql`coalesce(${t.resaleId}, '')`)
      .where(sql`${t.status} in ('awaiting_deposit','paid')`),
    check(
      'orders_status_valid',
      sql`${t.status} in ('awaiting_deposit','paid','canceled','refunded')`,
    ),
    check(
      'orders_amounts_add_up',
      sql`${t.total} >= 0 and ${t.total} = ${t.taxFreeAmount} + ${t.taxableAmount} and ${t.taxableAmount} = ${t.supplyAmount} + ${t.vat} and ${t.total} = ${t.artPrice} + ${t.deliveryFee} + ${t.insuranceFee} + ${t.specifiedDateFee} + ${t.frameFee} + ${t.installationFee} + ${t.extraWorksFee} - ${t.discountAmount}`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** order | membership */
    purpose: text('purpose').notNull(),
    cartId: text('cart_id').references(() => carts.id),
    cartVersion: integer('cart_version'),
    orderId: text('order_id').references(() => orders.id),
    /** The adapter that handled it (PAYMENT_GATEWAY), e.g. test. */
    provider: text('provider').notNull(),
    /** The gateway's id of the payment. */
    providerReference: text('provider_reference'),
    method: text('method').notNull(),
    currencyCode: text('currency_code').notNull(),
    amount: moneyColumn('amount').notNull(),
    /** Priced amounts the session was started with (checked again on completion). */
    breakdown: jsonb('breakdown').$type<Record<string, number>>(),
    /** pending | approved | awaiting_deposit | paid | declined | canceled | refunded | expired */
    status: text('status').notNull(),
    installmentMonths: integer('installment_months'),
    cardName: text('card_name'),
    cardNumber: text('card_number'),
    approvalNumber: text('approval_number'),
    bank: text('bank'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    /** Only for the test gateway: the card or outcome the simulated payment window received. */
    testInput: jsonb('test_input').$type<Record<string, unknown> | null>(),
    declineReason: text('decline_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    refundedAmount: moneyColumn('refunded_amount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_cart_idx').on(t.cartId),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_reference_uq')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    uniqueIndex('payments_account_number_uq')
      .on(t.accountNumber)
      .where(sql`${t.accountNumber} is not null`),
    check('payments_amount_nonnegative', sql`${t.amount} >= 0`),
    // The reconciliation's claim (ADR 0020): payments left processing, oldest first.
    index('payments_processing_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/** Gateway notifications already applied (a replay is answered but changes nothing). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** artwork | additional */
    kind: text('kind').notNull(),
    /** fixed (KRW off) | percent */
    discountType: text('discount_type').notNull(),
    offAmount: moneyColumn('off_amount').notNull(),
    /** Cap of what it takes off, KRW; null for none. */
    maxAmount: moneyColumn('max_amount'),
    titleEn: text('title_en').notNull(),
    titleKo: text('title_ko').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** True: every artwork; false: only those in coupon_artworks. */
    allArtworks: boolean('all_artworks').notNull().default(true),
    /** Given to every customer (a welcome coupon) the first time their coupons are read. */
    autoIssue: boolean('auto_issue').notNull().default(false),
    /** False once an operator deactivated it: not issued, not usable, gone from my-coupons. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_kind_valid', sql`${t.kind} in ('artwork','additional')`),
    check('coupons_discount_type_valid', sql`${t.discountType} in ('fixed','percent')`),
    check(
      'coupons_off_amount_valid',
      sql`${t.offAmount} > 0 and (${t.discountType} = 'fixed' or ${t.offAmount} <= 100)`,
    ),
  ],
);

export const couponArtworks = pgTable(
  'coupon_artworks',
  {
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.artworkId] }),
    index('coupon_artworks_artwork_idx').on(t.artworkId),
  ],
);

/** A coupon a customer holds; single use (used_at) and once per customer. */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: text('order_id'),
  },
  (t) => [
    uniqueIndex('customer_coupons_customer_coupon_uq').on(t.customerId, t.couponId),
    index('customer_coupons_customer_idx').on(t.customerId, t.issuedAt),
  ],
);

/** `Idempotency-Key` of complete and payment-session: one result per key, kept 24 h or more. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: text('customer_id').notNull(),
    /** The call, e.g. cart.complete */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (path, query and body); the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** in_progress | done */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** An in-progress claim older than this is taken over (its process died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.scope, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
