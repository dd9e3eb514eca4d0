// Site search (store/opensearch/all) and the public handles list (static paths, sitemap).
// Search answers ids per group, best match first, and a count that stops at a cap; the
// workflow turns ids into each domain's cards. Matching is by substring in English and Korean
// (pg_trgm GIN indexes on names and titles); artworks also by what they are (ADR 0055).
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { artists, artworks, exhibitions, fairs, institutions } from '../../db/schema';
import { countRowsUpTo } from '../../lib/count-rows';
import { gatherKeywordMatches, keywordConditions } from '../../lib/artwork-keyword';
import { columnsFor, containsAny, matchRank } from '../../lib/text-match';
import type { HandleRefDto, InternalHandlesDto } from '@/schemas/editorial-dto';

export const SEARCH_COUNT_CAP = 1000;

export interface SearchHits {
  ids: string[];
  count: number;
}

async function searchTable(
  db: Database,
  table: PgTable,
  id: AnyColumn,
  columns: AnyColumn[],
  keyword: string,
  tieBreak: SQL[],
  limit: number,
): Promise<SearchHits> {
  const matches = containsAny(columns, keyword);
  const rank = [asc(matchRank(columns, keyword))];
  const [rows, counted] = await Promise.all([
    db
      .select({ id: sql<string>`${id}` })
      .from(table)
      .where(matches)
      .orderBy(...rank, ...tieBreak)
      .limit(limit),
    countRowsUpTo(db, table, matches, SEARCH_COUNT_CAP),
  ]);
  return { ids: rows.map((row) => row.id), count: counted };
}

/**
 * Artworks (the big table) in a bounded way: the works matching the keyword by title, artist,
 * gallery, medium, subject, style or description (server/lib/artwork-keyword.ts). The hits are
 * the works whose title, artist or gallery name contains it, then those whose search document
 * has it, newest first within each (each a scan that stops after `limit`); the count stops at
 * the cap.
 */
export async function searchArtworks(
  db: Database,
  keyword: string,
  limit: number,
): Promise<SearchHits> {
  const { named, documentOnly, any } = keywordConditions(
    keyword,
    await gatherKeywordMatches(db, keyword),
  );
  const newest = [desc(artworks.publishedAt), desc(artworks.id)];
  const ids = (where: SQL, count: number) =>
    db
      .select({ id: artworks.id })
      .from(artworks)
      .where(where)
      .orderBy(...newest)
      .limit(count);
  const [first, counted] = await Promise.all([
    ids(named, limit),
    countRowsUpTo(db, artworks, any, SEARCH_COUNT_CAP),
  ]);
  const rest = first.length < limit ? await ids(documentOnly, limit - first.length) : [];
  return { ids: [...first, ...rest].map((row) => row.id), count: counted };
}

export function searchArtists(db: Database, keyword: string, limit: number) {
  return searchTable(
    db,
    artists,
    artists.id,
    columnsFor(keyword, artists.nameEn, artists.nameKo),
    keyword,
    [desc(artists.wishesCount), asc(artists.nameEn), asc(artists.id)],
    limit,
  );
}

export function searchInstitutions(db: Database, keyword: string, limit: number) {
  return searchTable(
    db,
    institutions,
    institutions.id,
    columnsFor(keyword, institutions.nameEn, institutions.nameKo),
    keyword,
    [desc(institutions.wishesCount), asc(institutions.nameEn), asc(institutions.id)],
    limit,
  );
}

export function searchExhibitions(db: Database, keyword: string, limit: number) {
  return searchTable(
    db,
    exhibitions,
    exhibitions.id,
    columnsFor(keyword, exhibitions.titleEn, exhibitions.titleKo),
    keyword,
    [desc(exhibitions.startsAt), asc(exhibitions.id)],
    limit,
  );
}

/** Per kind, newest first. */
export const HANDLES_CAP = 50_000;

export async function findHandles(db: Database): Promise<InternalHandlesDto> {
  const ref = (row: { id: string; handle: string; updatedAt: Date }): HandleRefDto => ({
    id: row.id,
    handle: row.handle,
    updated_at: row.updatedAt.toISOString(),
  });
  const [artworkRows, artistRows, exhibitionRows, institutionRows, fairRows] = await Promise.all([
    db
      .select({ id: artworks.id, handle: artworks.handle, updatedAt: artworks.updatedAt })
      .from(artworks)
      .orderBy(desc(artworks.publishedAt), desc(artworks.id))
      .limit(HANDLES_CAP),
    db
      .select({ id: artists.id, handle: artists.handle, updatedAt: artists.updatedAt })
      .from(artists)
      .orderBy(desc(artists.createdAt), desc(artists.id))
      .limit(HANDLES_CAP),
    db
      .select({
        id: exhibitions.id,
        handle: exhibitions.handle,
        type: exhibitions.type,
        hasOnView: exhibitions.hasOnView,
        updatedAt: exhibitions.createdAt,
      })
      .from(exhibitions)
      .orderBy(desc(exhibitions.startsAt), desc(exhibitions.id))
      .limit(HANDLES_CAP),
    db
      .select({
        id: institutions.id,
        handle: institutions.handle,
        updatedAt: institutions.updatedAt,
      })
      .from(institutions)
      .orderBy(desc(institutions.createdAt), desc(institutions.id))
      .limit(HANDLES_CAP),
    db
      .select({
        id: fairs.id,
        handle: fairs.handle,
        token: fairs.token,
        updatedAt: fairs.createdAt,
      })
      .from(fairs)
      .orderBy(desc(fairs.startsAt), desc(fairs.id))
      .limit(HANDLES_CAP),
  ]);
  return {
    artworks: artworkRows.map(ref),
    artists: artistRows.map(ref),
    exhibitions: exhibitionRows.map((row) => ({
      ...ref(row),
      type: row.type,
      has_on_view: row.hasOnView,
    })),
    institutions: institutionRows.map(ref),
    fairs: fairRows.map((row) => ({ ...ref(row), token: row.token })),
  };
}
