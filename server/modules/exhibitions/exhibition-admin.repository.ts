// The back office's exhibitions, their highlights and works, and fairs (issue 10), both
// languages as stored. An exhibition joins a fair by its fair_id; its works are
// exhibition_artworks in order.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artworks,
  exhibitionArtworks,
  exhibitionHighlights,
  exhibitions,
  fairs,
} from '../../db/schema';
import { adminTable } from '../../lib/admin-table';
import type { ExhibitionPeriod } from '@/schemas/exhibition-dto';
import { periodCondition } from './exhibition-catalogue.repository';

export type ExhibitionRow = typeof exhibitions.$inferSelect;
export type HighlightRow = typeof exhibitionHighlights.$inferSelect;
export type FairRow = typeof fairs.$inferSelect;

export const exhibitionRows = adminTable(exhibitions, {
  idPrefix: 'exh',
  search: [exhibitions.titleEn, exhibitions.titleKo, exhibitions.handle],
  orderBy: [desc(exhibitions.startsAt)],
});

export const highlightRows = adminTable(exhibitionHighlights, {
  idPrefix: 'exl',
  search: [exhibitionHighlights.titleEn, exhibitionHighlights.titleKo],
  orderBy: [asc(exhibitionHighlights.rank)],
});

export const fairRows = adminTable(fairs, {
  idPrefix: 'fair',
  search: [fairs.titleEn, fairs.titleKo, fairs.handle, fairs.token],
  orderBy: [desc(fairs.startsAt)],
});

export async function listExhibitionArtworkIds(db: Executor, exhibitionId: string) {
  const rows = await db
    .select({ id: exhibitionArtworks.artworkId })
    .from(exhibitionArtworks)
    .where(eq(exhibitionArtworks.exhibitionId, exhibitionId))
    .orderBy(asc(exhibitionArtworks.rank), asc(exhibitionArtworks.artworkId));
  return rows.map((row) => row.id);
}

/** The works an exhibition shows become `artworkIds`, in that order. */
export async function replaceExhibitionArtworks(
  db: Executor,
  exhibitionId: string,
  artworkIds: string[],
): Promise<void> {
  await db.delete(exhibitionArtworks).where(eq(exhibitionArtworks.exhibitionId, exhibitionId));
  if (artworkIds.length === 0) return;
  await db
    .insert(exhibitionArtworks)
    .values(artworkIds.map((artworkId, rank) => ({ exhibitionId, artworkId, rank })));
}

/** Which of these artwork ids exist. */
export async function existingArtworkIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: artworks.id }).from(artworks).where(inArray(artworks.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function listHighlightsOf(db: Executor, exhibitionId: string) {
  return db
    .select()
    .from(exhibitionHighlights)
    .where(eq(exhibitionHighlights.exhibitionId, exhibitionId))
    .orderBy(asc(exhibitionHighlights.rank), asc(exhibitionHighlights.id));
}

/** Each fair's exhibition ids (by opening). */
export async function exhibitionIdsByFair(
  db: Executor,
  fairIds: string[],
): Promise<Map<string, string[]>> {
  const byFair = new Map<string, string[]>(fairIds.map((id) => [id, []]));
  if (fairIds.length === 0) return byFair;
  const rows = await db
    .select({ id: exhibitions.id, fairId: exhibitions.fairId })
    .from(exhibitions)
    .where(inArray(exhibitions.fairId, fairIds))
    .orderBy(asc(exhibitions.startsAt), asc(exhibitions.id));
  for (const row of rows) byFair.get(row.fairId!)?.push(row.id);
  return byFair;
}

/** Exhibitions by part of a title or handle, period (by `now`) and gallery; newest first. */
export function listExhibitionsForAdmin(
  db: Executor,
  where: { q?: string; period?: ExhibitionPeriod; institutionId?: string },
  page: { limit: number; offset: number },
  now: Date,
) {
  return exhibitionRows.list(
    db,
    {
      q: where.q,
      condition: and(
        where.period ? periodCondition(where.period, now) : undefined,
        where.institutionId ? eq(exhibitions.institutionId, where.institutionId) : undefined,
      ),
    },
    page,
  );
}
