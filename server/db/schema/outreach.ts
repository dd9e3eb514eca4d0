// Contact requests and the newsletter (issue 9, ADR 0028). A contact request is kept as sent
// (the operators' mail is a copy); a newsletter address is pending until its confirmation link
// is used (double opt-in), and the unsubscribe link works at any time.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { artworks } from './catalogue';
import { customers } from './customers';

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: text('id').primaryKey(),
    /** enroll_artist | enroll_gallery | common_contact | vip_contact | request_for_sale */
    type: text('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    organization: text('organization'),
    website: text('website'),
    message: text('message').notNull(),
    /** request_for_sale: the artwork asked about. */
    artworkId: text('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    /** The signed-in customer who sent it, if any. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    language: text('language').$type<'en' | 'ko'>().notNull().default('en'),
    /** The operators' inbox (issue 10): new | in_progress | closed, with their note. */
    status: text('status').notNull().default('new'),
    operatorNote: text('operator_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_requests_created_idx').on(t.createdAt),
    index('contact_requests_status_idx').on(t.status, t.createdAt),
    check('contact_requests_status_valid', sql`${t.status} in ('new','in_progress','closed')`),
    check(
      'contact_requests_type_valid',
      sql`${t.type} in ('enroll_artist','enroll_gallery','common_contact','vip_contact','request_for_sale')`,
    ),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').$type<'en' | 'ko'>().notNull().default('en'),
    /** pending (confirmation sent) | confirmed | unsubscribed */
    status: text('status').notNull().default('pending'),
    /** SHA-256 of the newest confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscriptions_token_uq')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    check(
      'newsletter_subscriptions_status_valid',
      sql`${t.status} in ('pending','confirmed','unsubscribed')`,
    ),
  ],
);
