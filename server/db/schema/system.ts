// The system's own tables: facts about this database, and the abuse limits' counters.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

// ---------------------------------------------------------------------------------------------
// Bookkeeping

/** Key-value facts about this database (seed version, demo flag). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Abuse limits: hits per key in fixed buckets; a window sums the buckets it covers.

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.bucketStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);
