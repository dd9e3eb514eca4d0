// Exhibition, highlight and fair reads for app initialisation and the header menu.
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { exhibitionHighlights, exhibitions, fairs, images, institutions } from '../../db/schema';
import { imageColumns, imageColumnsOf } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import type {
  ExhibitionHighlightDto,
  ExhibitionSummaryDto,
  FairSummaryDto,
  Language,
} from '@/schemas/dto';
import { exhibitionPeriod } from '@/rules/exhibition-period';

const summaryColumns = {
  id: exhibitions.id,
  handle: exhibitions.handle,
  type: exhibitions.type,
  titleEn: exhibitions.titleEn,
  titleKo: exhibitions.titleKo,
  shortTitleEn: exhibitions.shortTitleEn,
  shortTitleKo: exhibitions.shortTitleKo,
  startsAt: exhibitions.startsAt,
  endsAt: exhibitions.endsAt,
  locationEn: exhibitions.locationEn,
  locationKo: exhibitions.locationKo,
  hasOnView: exhibitions.hasOnView,
  institutionNameEn: institutions.nameEn,
  institutionNameKo: institutions.nameKo,
  cover: imageColumns,
};

export type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

export function toSummary(row: SummaryRow, language: Language, now: Date): ExhibitionSummaryDto {
  return {
    id: row.id,
    handle: row.handle,
    type: row.type,
    title: localize(language, row.titleEn, row.titleKo),
    short_title: localize(language, row.shortTitleEn, row.shortTitleKo),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    institution_name: localize(language, row.institutionNameEn, row.institutionNameKo),
    location: localize(language, row.locationEn, row.locationKo),
    cover: toImageDto(row.cover),
    has_on_view: row.hasOnView,
    period: exhibitionPeriod(row.startsAt, row.endsAt, now),
  };
}

/** The summary of exhibitions, with `extra` columns beside it when a read needs more. */
export function summaryQueryWith<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(exhibitions)
    .leftJoin(institutions, eq(institutions.id, exhibitions.institutionId))
    .leftJoin(images, eq(images.id, exhibitions.coverImageId));
}

export const summaryQuery = (db: Database) => summaryQueryWith(db, {});

/**
 * Exhibitions that have not ended, current before upcoming (by opening date). In `menu` order
 * those with a menu rank come first: the header's list (the client applies rules §2's 5/8 rule).
 */
export async function listOpenExhibitions(
  db: Database,
  language: Language,
  now: Date,
  { limit, order }: { limit: number; order: 'opening' | 'menu' },
): Promise<ExhibitionSummaryDto[]> {
  const byOpening = [asc(exhibitions.startsAt), asc(exhibitions.endsAt), asc(exhibitions.id)];
  const rows = await summaryQuery(db)
    .where(gte(exhibitions.endsAt, now))
    .orderBy(
      ...(order === 'menu'
        ? [sql`${exhibitions.menuRank} asc nulls last`, ...byOpening]
        : byOpening),
    )
    .limit(limit);
  return rows.map((row) => toSummary(row, language, now));
}

/** Highlights of open exhibitions, in exhibition menu order then rank. */
const highlightImages = alias(images, 'highlight_images');

const highlightColumns = {
  id: exhibitionHighlights.id,
  exhibitionId: exhibitionHighlights.exhibitionId,
  exhibitionHandle: exhibitions.handle,
  titleEn: exhibitionHighlights.titleEn,
  titleKo: exhibitionHighlights.titleKo,
  subtitleEn: exhibitionHighlights.subtitleEn,
  subtitleKo: exhibitionHighlights.subtitleKo,
  bodyEn: exhibitionHighlights.bodyEn,
  bodyKo: exhibitionHighlights.bodyKo,
  artworkIds: exhibitionHighlights.artworkIds,
  image: imageColumnsOf(highlightImages),
};

/** Highlights with their exhibition's handle and their image: the header's and the pages'. */
export function highlightQuery(db: Database) {
  return db
    .select(highlightColumns)
    .from(exhibitionHighlights)
    .innerJoin(exhibitions, eq(exhibitions.id, exhibitionHighlights.exhibitionId))
    .leftJoin(highlightImages, eq(highlightImages.id, exhibitionHighlights.imageId))
    .$dynamic();
}

export async function listHeaderHighlights(
  db: Database,
  language: Language,
  now: Date,
  limit: number,
): Promise<ExhibitionHighlightDto[]> {
  const rows = await highlightQuery(db)
    .where(and(gte(exhibitions.endsAt, now), sql`${exhibitions.startsAt} <= ${now}`))
    .orderBy(
      sql`${exhibitions.menuRank} asc nulls last`,
      asc(exhibitions.startsAt),
      asc(exhibitionHighlights.rank),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    exhibition_id: row.exhibitionId,
    exhibition_handle: row.exhibitionHandle,
    title: localize(language, row.titleEn, row.titleKo),
    subtitle: localize(language, row.subtitleEn, row.subtitleKo),
    image: toImageDto(row.image),
  }));
}

/** Fairs that have not ended, soonest first, then the most recent past ones. */
export async function listFairs(
  db: Database,
  language: Language,
  now: Date,
  limit: number,
): Promise<FairSummaryDto[]> {
  const rows = await db
    .select({
      id: fairs.id,
      handle: fairs.handle,
      token: fairs.token,
      titleEn: fairs.titleEn,
      titleKo: fairs.titleKo,
      venueEn: fairs.venueEn,
      venueKo: fairs.venueKo,
      startsAt: fairs.startsAt,
      endsAt: fairs.endsAt,
      cover: imageColumns,
    })
    .from(fairs)
    .leftJoin(images, eq(images.id, fairs.coverImageId))
    .orderBy(sql`(${fairs.endsAt} < ${now}) asc`, desc(fairs.startsAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    handle: row.handle,
    token: row.token,
    title: localize(language, row.titleEn, row.titleKo),
    venue: localize(language, row.venueEn, row.venueKo),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    cover: toImageDto(row.cover),
  }));
}
