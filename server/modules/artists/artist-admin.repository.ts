// The back office's writes to artists (issue 10): both languages as stored.
import { asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artists } from '../../db/schema';
import { newId } from '../../lib/ids';

export type ArtistRow = typeof artists.$inferSelect;
export type ArtistChanges = Partial<
  Pick<
    ArtistRow,
    | 'handle'
    | 'nameEn'
    | 'nameKo'
    | 'bioEn'
    | 'bioKo'
    | 'birthYear'
    | 'nationalityEn'
    | 'nationalityKo'
    | 'imageId'
  >
>;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listArtistsForAdmin(
  db: Executor,
  q: string | undefined,
  page: { limit: number; offset: number },
) {
  const where: SQL | undefined = q
    ? or(
        ilike(artists.nameEn, like(q)),
        ilike(artists.nameKo, like(q)),
        ilike(artists.handle, like(q)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(artists)
      .where(where)
      .orderBy(asc(artists.nameEn), asc(artists.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(artists).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findArtistRow(db: Executor, id: string): Promise<ArtistRow | null> {
  const [row] = await db.select().from(artists).where(eq(artists.id, id)).limit(1);
  return row ?? null;
}

export async function insertArtist(
  db: Executor,
  values: ArtistChanges & Pick<ArtistRow, 'handle' | 'nameEn' | 'nameKo'>,
  now: Date,
): Promise<ArtistRow> {
  const [row] = await db
    .insert(artists)
    .values({ id: newId('ar', now.getTime()), ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateArtistRow(
  db: Executor,
  id: string,
  changes: ArtistChanges,
  now: Date,
): Promise<ArtistRow | null> {
  const [row] = await db
    .update(artists)
    .set({ ...changes, updatedAt: now })
    .where(eq(artists.id, id))
    .returning();
  return row ?? null;
}
