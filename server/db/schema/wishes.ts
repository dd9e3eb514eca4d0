// Wishes (rules §2 wish heart, §7 wish and wishlist calls): one row per customer per artwork,
// artist or institution. A wish on an artist or a gallery is what the product calls following
// (ADR 0018). The target's `wishes_count` (the "popular" sort) moves in the same transaction.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { artists, artworks } from './catalogue';
import { customers } from './customers';
import { institutions } from './institutions';

const wishedColumn = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

/**
 * The one shape of the three wish tables: `<wished>_wishes` keyed by the customer and the wished
 * row (`<wished>_id`, gone with it), indexed for a customer's newest wishes and a row's wishers.
 */
function wishTable<TWished extends string>(wished: TWished, target: () => AnyPgColumn) {
  const wishedKey = `${wished}Id` as const;
  const columns = {
    customerId: wishedColumn('customer_id', () => customers.id),
    ...({ [wishedKey]: wishedColumn(`${wished}_id`, target) } as Record<
      `${TWished}Id`,
      ReturnType<typeof wishedColumn>
    >),
    createdAt: createdAt(),
  };
  return pgTable(`${wished}_wishes`, columns, (t) => [
    primaryKey({ columns: [t.customerId, t[wishedKey]] }),
    index(`${wished}_wishes_customer_created_idx`).on(t.customerId, t.createdAt),
    index(`${wished}_wishes_${wished}_idx`).on(t[wishedKey]),
  ]);
}

export const artworkWishes = wishTable('artwork', () => artworks.id);
export const artistWishes = wishTable('artist', () => artists.id);
export const institutionWishes = wishTable('institution', () => institutions.id);

/**
 * "Notify me" on a release-soon work (issue 32, ADR 0077, rules §4.63): one row per customer per
 * work, with the currency the customer saw the price in. The release sweep claims a due row by
 * setting `notified_at` (a single-winner update), so the notice goes once whichever instance runs
 * it; cancelling deletes the row.
 */
export const releaseAlerts = pgTable(
  'release_alerts',
  {
    customerId: wishedColumn('customer_id', () => customers.id),
    artworkId: wishedColumn('artwork_id', () => artworks.id),
    /** The currency of the notice's price: the visitor currency when they asked (rules §4.5). */
    currencyCode: text('currency_code').notNull().default('krw'),
    createdAt: createdAt(),
    /** When the release notice was claimed (sent, or closed unsent for a work that sold out). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.artworkId] }),
    index('release_alerts_customer_created_idx').on(t.customerId, t.createdAt),
    // The sweep's reads: the alerts still waiting, per work.
    index('release_alerts_due_idx')
      .on(t.artworkId)
      .where(sql`${t.notifiedAt} is null`),
    check('release_alerts_currency_valid', sql`${t.currencyCode} in ('eur','krw','thb','usd')`),
  ],
);
