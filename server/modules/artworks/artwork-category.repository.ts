// The categories the marketplace groups works in, and the works per category and purchase
// status: the source of the category tabs' counts and of the groups (cached by the service).
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworkCategories, artworks } from '../../db/schema';
import type { PurchaseStatus } from '@/schemas/artwork-filters';

/** Works per category and purchase status: the source of the category counts (cached). */
export async function countByCategoryAndStatus(
  db: Database,
): Promise<{ categoryId: string; status: PurchaseStatus; count: number }[]> {
  const rows = await db
    .select({
      categoryId: artworks.categoryId,
      status: artworks.purchaseStatus,
      count: sql<number>`count(*)::int`,
    })
    .from(artworks)
    .groupBy(artworks.categoryId, artworks.purchaseStatus);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export interface CategoryRow {
  id: string;
  handle: string;
  titleEn: string;
  titleKo: string;
}

export async function listArtworkCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select({
      id: artworkCategories.id,
      handle: artworkCategories.handle,
      titleEn: artworkCategories.titleEn,
      titleKo: artworkCategories.titleKo,
    })
    .from(artworkCategories)
    .orderBy(asc(artworkCategories.rank), asc(artworkCategories.handle));
}
