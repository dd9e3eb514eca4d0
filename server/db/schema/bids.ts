// Bids (issue 6): price offers on an edition, and the sellers who answer them. A bid's amount is
// an integer in minor units of the bidder's currency at the rate locked when it was placed, and
// in KRW. One active (pending or accepted) bid per bidder per edition, one accepted bid per
// edition: both enforced here, whatever the concurrency.
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, moneyColumn } from './columns';
import { carts } from './buying';
import { artworks, editions } from './catalogue';
import { customers } from './customers';
import { institutions } from './institutions';

export const bidStatuses = [
  'pending',
  'accepted',
  'ordered',
  'declined',
  'canceled',
  'expired',
  'lapsed',
] as const;

export const bids = pgTable(
  'bids',
  {
    id: text('id').primaryKey(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    bidderId: text('bidder_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who answers: the gallery for a primary edition, the owning customer for a resold one. */
    sellerInstitutionId: text('seller_institution_id').references(() => institutions.id),
    sellerCustomerId: text('seller_customer_id').references(() => customers.id),
    currencyCode: text('currency_code').notNull(),
    /** Minor units of currency_code. */
    amount: moneyColumn('amount').notNull(),
    /** KRW per unit of currency_code, locked when the bid was placed (1 for KRW). */
    krwPerUnit: numeric('krw_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    amountKrw: moneyColumn('amount_krw').notNull(),
    /** The edition's KRW price when the offer was placed (null for offers placed before it was kept). */
    listPriceKrw: moneyColumn('list_price_krw'),
    /** pending | accepted | ordered | declined | canceled | expired | lapsed (accepted, unpaid) */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Accepted: the bidder pays by then, or the edition goes back on sale. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    /** Accepted: the bid order's cart (priced at the bid) and, once paid, its order. */
    cartId: text('cart_id').references(() => carts.id),
    orderId: text('order_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Why a bid closed without a sale to its bidder (issue 31, rules/negotiation.ts): bought (the
     * bidder bought the work another way), sold (to someone else), accepted_other, withdrawn
     * (from sale), relisted, consigned, declined (by whoever answers), canceled (by the bidder),
     * expired, lapsed. Null while open.
     */
    closeReason: text('close_reason'),
    /** Who answered (accepted or declined): gallery | owner | operator; null otherwise. */
    answeredBy: text('answered_by'),
    /** The customer id of the person who answered (a partner member, the owner, a staff member). */
    answeredById: text('answered_by_id'),
    /** The conversation (inquiry) it was made from, if any. */
    inquiryId: text('inquiry_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bids_one_active_per_bidder_uq')
      .on(t.editionId, t.bidderId)
      .where(sql`${t.status} in ('pending','accepted')`),
    uniqueIndex('bids_one_accepted_per_edition_uq')
      .on(t.editionId)
      .where(sql`${t.status} = 'accepted'`),
    uniqueIndex('bids_cart_uq')
      .on(t.cartId)
      .where(sql`${t.cartId} is not null`),
    index('bids_edition_idx').on(t.editionId, t.status),
    index('bids_artwork_idx').on(t.artworkId, t.createdAt),
    index('bids_bidder_idx').on(t.bidderId, t.createdAt),
    index('bids_seller_institution_idx').on(t.sellerInstitutionId, t.createdAt),
    index('bids_seller_customer_idx').on(t.sellerCustomerId, t.createdAt),
    index('bids_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('bids_accepted_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'accepted'`),
    check(
      'bids_status_valid',
      sql`${t.status} in ('pending','accepted','ordered','declined','canceled','expired','lapsed')`,
    ),
    check('bids_amount_positive', sql`${t.amount} > 0 and ${t.amountKrw} > 0`),
    check(
      'bids_close_reason_valid',
      sql`${t.closeReason} is null or ${t.closeReason} in ('bought','sold','accepted_other','withdrawn','relisted','consigned','declined','canceled','expired','lapsed')`,
    ),
    check(
      'bids_answered_by_valid',
      sql`${t.answeredBy} is null or ${t.answeredBy} in ('gallery','owner','operator')`,
    ),
    index('bids_inquiry_idx')
      .on(t.inquiryId)
      .where(sql`${t.inquiryId} is not null`),
    check(
      'bids_one_seller',
      sql`(${t.sellerInstitutionId} is null) <> (${t.sellerCustomerId} is null)`,
    ),
    check(
      'bids_accepted_has_order',
      sql`${t.status} not in ('accepted','ordered','lapsed') or (${t.cartId} is not null and ${t.paymentDeadline} is not null)`,
    ),
  ],
);
