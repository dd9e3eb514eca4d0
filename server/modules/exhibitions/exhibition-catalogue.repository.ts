// Exhibition, highlight and fair reads for the store's exhibition calls: the filtered list
// (periods by the server clock), one exhibition, its works, highlights, fairs and the
// exhibitions of an artist, an institution or a fair.
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  inArray,
  lt,
  lte,
  gte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  artworks,
  exhibitionArtworks,
  exhibitionHighlights,
  exhibitions,
  fairs,
  images,
} from '../../db/schema';
import { countRows } from '../../lib/count-rows';
import { imageColumns } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import { columnsFor, containsAny, hasHangul, matchRank } from '../../lib/text-match';
import type { ExhibitionFilters } from '@/schemas/catalogue-filters';
import type { ExhibitionSummaryDto, FairSummaryDto, Language } from '@/schemas/dto';
import type { ExhibitionHighlightDetailDto, ExhibitionPeriod } from '@/schemas/exhibition-dto';
import { exhibitionPeriod } from '@/rules/exhibition-period';
import {
  highlightQuery,
  summaryQuery,
  summaryQueryWith,
  toSummary,
} from './exhibitions.repository';

type Page = { limit: number; offset: number };

export function periodCondition(period: ExhibitionPeriod, now: Date): SQL {
  if (period === 'upcoming') return gt(exhibitions.startsAt, now);
  if (period === 'past') return lt(exhibitions.endsAt, now);
  return and(lte(exhibitions.startsAt, now), gte(exhibitions.endsAt, now)) as SQL;
}

function periodOrder(period: ExhibitionPeriod | undefined) {
  if (period === 'current') return [asc(exhibitions.endsAt), asc(exhibitions.startsAt)];
  if (period === 'upcoming') return [asc(exhibitions.startsAt), asc(exhibitions.endsAt)];
  if (period === 'past') return [desc(exhibitions.endsAt), desc(exhibitions.startsAt)];
  return [desc(exhibitions.startsAt), desc(exhibitions.endsAt)];
}

export interface ExhibitionWhere {
  status?: ExhibitionPeriod;
  type?: ExhibitionFilters['type'];
  institutionId?: string;
  q?: string;
  ids?: SQL;
  /** Only shows with (true) or without (false) a 3D on-view room. */
  onView?: boolean;
}

function whereOf(where: ExhibitionWhere, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (where.status) conditions.push(periodCondition(where.status, now));
  if (where.type) conditions.push(eq(exhibitions.type, where.type));
  if (where.institutionId) conditions.push(eq(exhibitions.institutionId, where.institutionId));
  if (where.q) {
    conditions.push(
      sql`(${containsAny(
        hasHangul(where.q)
          ? [exhibitions.titleKo, exhibitions.shortTitleKo]
          : [
              exhibitions.titleEn,
              exhibitions.titleKo,
              exhibitions.shortTitleEn,
              exhibitions.shortTitleKo,
            ],
        where.q,
      )})`,
    );
  }
  if (where.ids) conditions.push(where.ids);
  if (where.onView !== undefined) conditions.push(eq(exhibitions.hasOnView, where.onView));
  return conditions.length ? and(...conditions) : undefined;
}

export async function findExhibitionPage(
  db: Database,
  where: ExhibitionWhere,
  page: Page,
  language: Language,
  now: Date,
): Promise<{ exhibitions: ExhibitionSummaryDto[]; count: number }> {
  const condition = whereOf(where, now);
  const ranked = where.q
    ? [asc(matchRank(columnsFor(where.q, exhibitions.titleEn, exhibitions.titleKo), where.q))]
    : [];
  const [rows, count] = await Promise.all([
    summaryQuery(db)
      .where(condition)
      .orderBy(...ranked, ...periodOrder(where.status), asc(exhibitions.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, exhibitions, condition),
  ]);
  return {
    exhibitions: rows.map((row) => toSummary(row, language, now)),
    count,
  };
}

/** Exhibitions showing an artist: solo shows naming them, or shows hanging their works. */
export function showsArtist(artistId: string): SQL {
  return or(
    eq(exhibitions.artistId, artistId),
    exists(
      sql`(select 1 from ${exhibitionArtworks} ea join ${artworks} aw on aw.id = ea.artwork_id where ea.exhibition_id = ${exhibitions.id} and aw.artist_id = ${artistId})`,
    ),
  ) as SQL;
}

export function atFair(fairId: string): SQL {
  return eq(exhibitions.fairId, fairId);
}

export interface ExhibitionDetailRow {
  summary: ExhibitionSummaryDto;
  description: string;
  institutionId: string | null;
  artistId: string | null;
  fairId: string | null;
}

/** One exhibition by handle (or id); null when neither matches. */
export async function findExhibition(
  db: Database,
  handleOrId: string,
  language: Language,
  now: Date,
): Promise<ExhibitionDetailRow | null> {
  const [row] = await summaryQueryWith(db, {
    descriptionEn: exhibitions.descriptionEn,
    descriptionKo: exhibitions.descriptionKo,
    institutionId: exhibitions.institutionId,
    artistId: exhibitions.artistId,
    fairId: exhibitions.fairId,
  })
    .where(or(eq(exhibitions.handle, handleOrId), eq(exhibitions.id, handleOrId)))
    .orderBy(sql`(${exhibitions.handle} = ${handleOrId}) desc`)
    .limit(1);
  if (!row) return null;
  return {
    summary: toSummary(row, language, now),
    description: localize(language, row.descriptionEn, row.descriptionKo),
    institutionId: row.institutionId,
    artistId: row.artistId,
    fairId: row.fairId,
  };
}

/** Works of these exhibitions in show order (exhibition opening, then rank); with the total. */
export async function findExhibitionArtworkIds(
  db: Database,
  exhibitionIds: string[],
  page: Page,
): Promise<{ ids: string[]; count: number }> {
  if (exhibitionIds.length === 0) return { ids: [], count: 0 };
  const inShows = inArray(exhibitionArtworks.exhibitionId, exhibitionIds);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: exhibitionArtworks.artworkId })
      .from(exhibitionArtworks)
      .innerJoin(exhibitions, eq(exhibitions.id, exhibitionArtworks.exhibitionId))
      .where(inShows)
      .groupBy(exhibitionArtworks.artworkId)
      .orderBy(
        sql`min(${exhibitions.startsAt})`,
        sql`min(${exhibitionArtworks.rank})`,
        exhibitionArtworks.artworkId,
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(distinct ${exhibitionArtworks.artworkId})::int` })
      .from(exhibitionArtworks)
      .where(inShows),
  ]);
  return { ids: rows.map((row) => row.id), count: Number(total?.count ?? 0) };
}

type HighlightRow = Awaited<ReturnType<typeof highlightQuery>>[number];

function toHighlight(row: HighlightRow, language: Language): ExhibitionHighlightDetailDto {
  return {
    id: row.id,
    exhibition_id: row.exhibitionId,
    exhibition_handle: row.exhibitionHandle,
    title: localize(language, row.titleEn, row.titleKo),
    subtitle: localize(language, row.subtitleEn, row.subtitleKo),
    body: localize(language, row.bodyEn, row.bodyKo),
    image: toImageDto(row.image),
    artwork_ids: row.artworkIds ?? [],
  };
}

export async function findHighlightsOfExhibition(
  db: Database,
  exhibitionId: string,
  language: Language,
): Promise<ExhibitionHighlightDetailDto[]> {
  const rows = await highlightQuery(db)
    .where(eq(exhibitionHighlights.exhibitionId, exhibitionId))
    .orderBy(asc(exhibitionHighlights.rank), asc(exhibitionHighlights.id));
  return rows.map((row) => toHighlight(row, language));
}

export async function findHighlight(
  db: Database,
  id: string,
  language: Language,
): Promise<ExhibitionHighlightDetailDto | null> {
  const [row] = await highlightQuery(db).where(eq(exhibitionHighlights.id, id)).limit(1);
  return row ? toHighlight(row, language) : null;
}

/** Highlights of current exhibitions in header order (menu rank, opening, rank); with the total. */
export async function findCurrentHighlightPage(
  db: Database,
  page: Page,
  language: Language,
  now: Date,
): Promise<{ highlights: ExhibitionHighlightDetailDto[]; count: number }> {
  const current = periodCondition('current', now);
  const [rows, [total]] = await Promise.all([
    highlightQuery(db)
      .where(current)
      .orderBy(
        sql`${exhibitions.menuRank} asc nulls last`,
        asc(exhibitions.startsAt),
        asc(exhibitionHighlights.rank),
        asc(exhibitionHighlights.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(exhibitionHighlights)
      .innerJoin(exhibitions, eq(exhibitions.id, exhibitionHighlights.exhibitionId))
      .where(current),
  ]);
  return {
    highlights: rows.map((row) => toHighlight(row, language)),
    count: Number(total?.count ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Fairs

const fairColumns = {
  id: fairs.id,
  handle: fairs.handle,
  token: fairs.token,
  titleEn: fairs.titleEn,
  titleKo: fairs.titleKo,
  descriptionEn: fairs.descriptionEn,
  descriptionKo: fairs.descriptionKo,
  venueEn: fairs.venueEn,
  venueKo: fairs.venueKo,
  startsAt: fairs.startsAt,
  endsAt: fairs.endsAt,
  cover: imageColumns,
};

function fairQuery(db: Database) {
  return db
    .select(fairColumns)
    .from(fairs)
    .leftJoin(images, eq(images.id, fairs.coverImageId))
    .$dynamic();
}

type FairRow = Awaited<ReturnType<typeof fairQuery>>[number];

export interface FairDetailRow {
  summary: FairSummaryDto;
  description: string;
  period: ExhibitionPeriod;
}

function toFair(row: FairRow, language: Language, now: Date): FairDetailRow {
  return {
    summary: {
      id: row.id,
      handle: row.handle,
      token: row.token,
      title: localize(language, row.titleEn, row.titleKo),
      venue: localize(language, row.venueEn, row.venueKo),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      cover: toImageDto(row.cover),
    },
    description: localize(language, row.descriptionEn, row.descriptionKo),
    period: exhibitionPeriod(row.startsAt, row.endsAt, now),
  };
}

/** A fair by id, handle or token; null when none matches. */
export async function findFair(
  db: Database,
  key: string,
  language: Language,
  now: Date,
): Promise<FairDetailRow | null> {
  const [row] = await fairQuery(db)
    .where(or(eq(fairs.id, key), eq(fairs.handle, key), eq(fairs.token, key)))
    .orderBy(sql`(${fairs.id} = ${key}) desc`, sql`(${fairs.handle} = ${key}) desc`)
    .limit(1);
  return row ? toFair(row, language, now) : null;
}

/**
 * The art fair the temporary lists show: the one on now (earliest opened), else the next to
 * open, else the one that ended last; null when there are no fairs.
 */
export async function findFeatureFair(
  db: Database,
  language: Language,
  now: Date,
): Promise<FairDetailRow | null> {
  const [row] = await fairQuery(db)
    .orderBy(
      sql`case when ${fairs.startsAt} <= ${now} and ${fairs.endsAt} >= ${now} then 0 when ${fairs.startsAt} > ${now} then 1 else 2 end`,
      sql`case when ${fairs.endsAt} >= ${now} then ${fairs.startsAt} end asc nulls last`,
      desc(fairs.endsAt),
      asc(fairs.id),
    )
    .limit(1);
  return row ? toFair(row, language, now) : null;
}

/** Ids of a fair's exhibitions. */
export async function findFairExhibitionIds(db: Database, fairId: string): Promise<string[]> {
  const rows = await db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(eq(exhibitions.fairId, fairId));
  return rows.map((row) => row.id);
}

/** Summaries for these ids, in the order asked; unknown ids are left out. */
export async function findExhibitionsByIds(
  db: Database,
  ids: string[],
  language: Language,
  now: Date,
): Promise<ExhibitionSummaryDto[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db).where(inArray(exhibitions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row, language, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
