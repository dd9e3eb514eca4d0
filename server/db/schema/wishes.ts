// Wishes (rules §2 wish heart, §7 wish and wishlist calls): one row per customer per artwork,
// artist or institution. A wish on an artist or a gallery is what the product calls following
// (ADR 0018). The target's `wishes_count` (the "popular" sort) moves in the same transaction.
import { type AnyPgColumn, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
