// The back office's artwork categories (issue 10): by rank as the menus show them, with how many
// artworks each holds.
import { asc, count, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artworkCategories, artworks } from '../../db/schema';
import { adminTable } from '../../lib/admin-table';

export type CategoryRow = typeof artworkCategories.$inferSelect;

export const categoryRows = adminTable(artworkCategories, {
  idPrefix: 'cat',
  search: [artworkCategories.titleEn, artworkCategories.titleKo, artworkCategories.handle],
  orderBy: [asc(artworkCategories.rank), asc(artworkCategories.titleEn)],
});

/** Artworks per category id (categories without any are left out). */
export async function countArtworksByCategory(
  db: Executor,
  categoryIds: string[],
): Promise<Map<string, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: artworks.categoryId, n: count() })
    .from(artworks)
    .where(inArray(artworks.categoryId, categoryIds))
    .groupBy(artworks.categoryId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}
