// Resale and consignment (issue 6, ADR 0025): an owner's request to sell an edition again, at a
// desired price (and, for a consignment, its condition, photos and handover). One state machine
// for both (schemas/resale.ts); one request in play per edition.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, moneyColumn } from './columns';
import { orders } from './buying';
import { artworks, editions } from './catalogue';
import { customers } from './customers';

export const resaleRequests = pgTable(
  'resale_requests',
  {
    id: text('id').primaryKey(),
    /** resale | consignment */
    kind: text('kind').notNull(),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The paid order through which the seller owns the edition. */
    ownershipOrderId: text('ownership_order_id')
      .notNull()
      .references(() => orders.id),
    /** reviewing | waiting_for_confirmation | on_sale | sold | withdrawn | rejected */
    status: text('status').notNull().default('reviewing'),
    /** KRW. */
    desiredPrice: moneyColumn('desired_price').notNull(),
    /** KRW, proposed by an operator; the edition's price while on sale. */
    listingPrice: moneyColumn('listing_price'),
    operatorNote: text('operator_note'),
    rejectionReason: text('rejection_reason'),
    /** Consignment only: condition grade and note, photo URLs, storage | delivery. */
    condition: text('condition'),
    conditionNote: text('condition_note'),
    photos: jsonb('photos').$type<string[]>(),
    handover: text('handover'),
    /** Sold: the order that sold it. */
    orderId: text('order_id'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resale_requests_one_active_per_edition_uq')
      .on(t.editionId)
      .where(sql`${t.status} in ('reviewing','waiting_for_confirmation','on_sale')`),
    index('resale_requests_seller_idx').on(t.sellerId, t.createdAt),
    index('resale_requests_status_idx').on(t.status, t.createdAt),
    check('resale_requests_kind_valid', sql`${t.kind} in ('resale','consignment')`),
    check(
      'resale_requests_status_valid',
      sql`${t.status} in ('reviewing','waiting_for_confirmation','on_sale','sold','withdrawn','rejected')`,
    ),
    check(
      'resale_requests_prices_positive',
      sql`${t.desiredPrice} > 0 and (${t.listingPrice} is null or ${t.listingPrice} > 0)`,
    ),
    check(
      'resale_requests_listed_has_price',
      sql`${t.status} not in ('waiting_for_confirmation','on_sale','sold') or ${t.listingPrice} is not null`,
    ),
    check(
      'resale_requests_consignment_complete',
      sql`${t.kind} = 'resale' or (${t.condition} is not null and ${t.handover} in ('storage','delivery'))`,
    ),
  ],
);
