// Questions about a work (issue 31): a collector's conversation with whoever answers for the work
// — the gallery through the partner portal, or the operators in /admin, who may hand it to the
// gallery. Each message may carry photos uploaded through the upload pipeline; each side's last
// read time gives its unread count.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { artworks, editions } from './catalogue';
import { customers } from './customers';
import { institutions } from './institutions';

export const inquiryTopics = [
  'condition',
  'photos',
  'shipping',
  'framing',
  'price',
  'other',
] as const;

export const inquiries = pgTable(
  'inquiries',
  {
    id: text('id').primaryKey(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    /** The edition asked about, when the work has several. */
    editionId: text('edition_id').references(() => editions.id, { onDelete: 'set null' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The work's gallery, when it has one (null: the store sells it, e.g. a resale). */
    institutionId: text('institution_id').references(() => institutions.id),
    /** Who answers now: gallery (its partner portal) | operator (/admin). */
    handler: text('handler').notNull().default('operator'),
    /** The questions ticked on the form (inquiryTopics). */
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    /** open | closed */
    status: text('status').notNull().default('open'),
    /** The collector's language when it was opened: the answering side's mails are in theirs. */
    language: text('language').$type<'en' | 'ko'>().notNull().default('en'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** Each side's last read; messages after it from the other side are unread. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_customer_idx').on(t.customerId, t.lastMessageAt),
    index('inquiries_institution_idx')
      .on(t.institutionId, t.lastMessageAt)
      .where(sql`${t.handler} = 'gallery'`),
    index('inquiries_handler_idx').on(t.handler, t.status, t.lastMessageAt),
    index('inquiries_artwork_idx').on(t.artworkId),
    check('inquiries_handler_valid', sql`${t.handler} in ('gallery','operator')`),
    check('inquiries_status_valid', sql`${t.status} in ('open','closed')`),
    check(
      'inquiries_gallery_has_institution',
      sql`${t.handler} <> 'gallery' or ${t.institutionId} is not null`,
    ),
  ],
);

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: text('id').primaryKey(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** customer | gallery | operator */
    authorKind: text('author_kind').notNull(),
    /** The person who wrote it (the collector, a partner member or a staff member). */
    authorId: text('author_id').references(() => customers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Uploaded photos' stored paths (the upload call's answer), at most a few per message. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** An offer made from the conversation (bids.id), shown in the thread. */
    bidId: text('bid_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.createdAt),
    check(
      'inquiry_messages_author_valid',
      sql`${t.authorKind} in ('customer','gallery','operator')`,
    ),
  ],
);
