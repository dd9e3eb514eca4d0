// The back office's writes to artworks and editions (issue 10): both languages as stored, prices
// in KRW. Editions held, sold or ordered belong to the buying workflows and are not touched here.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artworks, editions, type PurchaseStatus } from '../../db/schema';
import { newId } from '../../lib/ids';

export type ArtworkRow = typeof artworks.$inferSelect;
export type EditionAdminRow = typeof editions.$inferSelect;
export type ArtworkChanges = Partial<
  Omit<
    ArtworkRow,
    | 'id'
    | 'createdAt'
    | 'updatedAt'
    | 'wishesCount'
    | 'viewsCount'
    | 'lastBidPrice'
    | 'editionType'
    | 'editionSize'
    | 'featuredRank'
    | 'publishedAt'
  >
>;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Narrows the back office's artwork list: a partner's galleries, a purchase status. */
export interface ArtworkListScope {
  institutionIds?: readonly string[];
  status?: PurchaseStatus;
}

export async function listArtworksForAdmin(
  db: Executor,
  q: string | undefined,
  page: { limit: number; offset: number },
  scope: ArtworkListScope = {},
) {
  const where: SQL | undefined = and(
    q
      ? or(
          ilike(artworks.titleEn, like(q)),
          ilike(artworks.titleKo, like(q)),
          ilike(artworks.handle, like(q)),
        )
      : undefined,
    scope.institutionIds ? inArray(artworks.institutionId, [...scope.institutionIds]) : undefined,
    scope.status ? eq(artworks.purchaseStatus, scope.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(artworks)
      .where(where)
      .orderBy(desc(artworks.createdAt), desc(artworks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(artworks).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findArtworkRow(db: Executor, id: string): Promise<ArtworkRow | null> {
  const [row] = await db.select().from(artworks).where(eq(artworks.id, id)).limit(1);
  return row ?? null;
}

/** A new artwork and its editions 1..size (available, or not for sale). */
export async function insertArtworkWithEditions(
  db: Executor,
  values: ArtworkChanges &
    Pick<
      ArtworkRow,
      | 'handle'
      | 'titleEn'
      | 'titleKo'
      | 'artistId'
      | 'categoryId'
      | 'widthCm'
      | 'heightCm'
      | 'sizeTotal'
      | 'purchaseStatus'
      | 'editionType'
      | 'editionSize'
    >,
  now: Date,
): Promise<ArtworkRow> {
  const id = newId('aw', now.getTime());
  const [row] = await db
    .insert(artworks)
    .values({ ...values, id, publishedAt: now, createdAt: now, updatedAt: now })
    .returning();
  const status = values.purchaseStatus === 'not_for_sale' ? 'not_for_sale' : 'available';
  await db.insert(editions).values(
    Array.from({ length: values.editionSize }, (_, i) => ({
      id: `${id}_ed${i + 1}`,
      artworkId: id,
      editionNumber: i + 1,
      status: status as 'available' | 'not_for_sale',
      createdAt: now,
      updatedAt: now,
    })),
  );
  return row!;
}

export async function updateArtworkRow(
  db: Executor,
  id: string,
  changes: ArtworkChanges,
  now: Date,
): Promise<ArtworkRow | null> {
  const [row] = await db
    .update(artworks)
    .set({ ...changes, updatedAt: now })
    .where(eq(artworks.id, id))
    .returning();
  return row ?? null;
}

export async function listEditionsForAdmin(db: Executor, artworkId: string) {
  return db
    .select()
    .from(editions)
    .where(eq(editions.artworkId, artworkId))
    .orderBy(asc(editions.editionNumber));
}

export async function lockEditionRow(db: Executor, id: string): Promise<EditionAdminRow | null> {
  const [row] = await db.select().from(editions).where(eq(editions.id, id)).for('update');
  return row ?? null;
}

/** Changes an available or not-for-sale edition; null when it is held or sold meanwhile. */
export async function updateOpenEdition(
  db: Executor,
  id: string,
  changes: Partial<Pick<EditionAdminRow, 'status' | 'price'>>,
  now: Date,
): Promise<EditionAdminRow | null> {
  const [row] = await db
    .update(editions)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(editions.id, id), inArray(editions.status, ['available', 'not_for_sale'])))
    .returning();
  return row ?? null;
}

/** One edition by id (a list of at most one). */
export async function listEditionRows(db: Executor, id: string) {
  return db.select().from(editions).where(eq(editions.id, id)).limit(1);
}

/** A not-for-sale artwork goes on sale (one of its editions was put on sale). */
export async function putArtworkOnSale(db: Executor, artworkId: string, now: Date): Promise<void> {
  await db
    .update(artworks)
    .set({ purchaseStatus: 'on_sale', updatedAt: now })
    .where(and(eq(artworks.id, artworkId), eq(artworks.purchaseStatus, 'not_for_sale')));
}
