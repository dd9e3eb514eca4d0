// Notifications: the outbox is the source of truth; a dispatcher claims pending rows and hands
// them to the configured transport (console, SMTP, SMS).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    /** A template of server/modules/notifications/templates (e.g. verification-code). */
    template: text('template').notNull(),
    locale: text('locale').$type<'en' | 'ko'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | sending | sent | failed */
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Next attempt of a pending row; end of the lease of a row being sent. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.status, t.availableAt),
    index('notification_outbox_created_idx').on(t.createdAt),
    check('notification_outbox_channel_valid', sql`${t.channel} in ('email','sms')`),
    check(
      'notification_outbox_status_valid',
      sql`${t.status} in ('pending','sending','sent','failed')`,
    ),
  ],
);

/**
 * Notices sent once per event key (`deposit-reminder:<orderId>`): the scheduled notices claim
 * their key in the transaction that enqueues the mail, so any number of sweeps send it once.
 */
export const customerNotices = pgTable('customer_notices', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});
