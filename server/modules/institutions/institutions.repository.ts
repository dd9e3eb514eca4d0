// Institution (gallery, museum, foundation, art space) reads: the filtered list, one by id or
// handle, cards by id, and the institutions behind an artist or a fair (ids for the workflows).
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { artworks, exhibitionArtworks, exhibitions, images, institutions } from '../../db/schema';
import { countRows } from '../../lib/count-rows';
import { imageColumns } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import { columnsFor, containsAny, matchRank } from '../../lib/text-match';
import type { CatalogueOrder, InstitutionFilters } from '@/schemas/catalogue-filters';
import type { InstitutionSummaryDto, Language } from '@/schemas/dto';
import type { InstitutionListItemDto } from '@/schemas/institution-dto';

const covers = alias(images, 'institution_covers');

/**
 * Works and artists per institution. Counting a large gallery's holdings row by row would read
 * most of the artworks table for one list page, so the workflow loads this once (one grouped
 * scan) and keeps it in a refresh-behind cache.
 */
export type InstitutionHoldings = Map<string, { artworks: number; artists: number }>;

export async function countInstitutionHoldings(db: Database): Promise<InstitutionHoldings> {
  const rows = await db
    .select({
      id: artworks.institutionId,
      artworks: sql<number>`count(*)::int`,
      artists: sql<number>`count(distinct ${artworks.artistId})::int`,
    })
    .from(artworks)
    .where(isNotNull(artworks.institutionId))
    .groupBy(artworks.institutionId);
  return new Map(
    rows.map((row) => [
      row.id ?? '',
      { artworks: Number(row.artworks), artists: Number(row.artists) },
    ]),
  );
}

const listColumns = {
  id: institutions.id,
  handle: institutions.handle,
  type: institutions.type,
  nameEn: institutions.nameEn,
  nameKo: institutions.nameKo,
  cityEn: institutions.cityEn,
  cityKo: institutions.cityKo,
  countryCode: institutions.countryCode,
  isPartner: institutions.isPartner,
  wishesCount: institutions.wishesCount,
  logo: imageColumns,
  cover: {
    key: covers.key,
    originalExt: covers.originalExt,
    width: covers.width,
    height: covers.height,
    dominantColor: covers.dominantColor,
  },
};

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function listQuery(db: Database) {
  return db
    .select(listColumns)
    .from(institutions)
    .leftJoin(images, eq(images.id, institutions.logoImageId))
    .leftJoin(covers, eq(covers.id, institutions.coverImageId))
    .$dynamic();
}

export function toInstitutionSummary(item: InstitutionListItemDto): InstitutionSummaryDto {
  return {
    id: item.id,
    handle: item.handle,
    name: item.name,
    type: item.type,
    city: item.city,
    logo: item.logo,
  };
}

function toListItem(
  row: ListRow,
  language: Language,
  holdings: InstitutionHoldings,
): InstitutionListItemDto {
  const held = holdings.get(row.id);
  return {
    id: row.id,
    handle: row.handle,
    name: localize(language, row.nameEn, row.nameKo),
    type: row.type,
    city: localize(language, row.cityEn, row.cityKo),
    logo: toImageDto(row.logo),
    cover: toImageDto(row.cover),
    country_code: row.countryCode,
    is_partner: row.isPartner,
    artists_count: held?.artists ?? 0,
    artworks_count: held?.artworks ?? 0,
    wishes_count: row.wishesCount,
  };
}

export interface InstitutionWhere {
  q?: string;
  type?: InstitutionFilters['type'];
  city?: string;
}

function whereOf(where: InstitutionWhere): SQL | undefined {
  const conditions: SQL[] = [];
  if (where.q) {
    conditions.push(
      sql`(${containsAny(columnsFor(where.q, institutions.nameEn, institutions.nameKo), where.q)})`,
    );
  }
  if (where.type) conditions.push(eq(institutions.type, where.type));
  if (where.city) {
    conditions.push(
      sql`(lower(${institutions.cityEn}) = lower(${where.city}) or ${institutions.cityKo} = ${where.city})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf(order: CatalogueOrder, language: Language) {
  const byName =
    language === 'ko'
      ? [asc(institutions.nameKo), asc(institutions.id)]
      : [asc(sql`lower(${institutions.nameEn})`), asc(institutions.id)];
  if (order === 'newest') return [desc(institutions.createdAt), desc(institutions.id)];
  if (order === 'popular') return [desc(institutions.wishesCount), ...byName];
  return byName;
}

export async function findInstitutionPage(
  db: Database,
  where: InstitutionWhere,
  order: CatalogueOrder,
  page: { limit: number; offset: number },
  language: Language,
  holdings: InstitutionHoldings,
): Promise<{ institutions: InstitutionListItemDto[]; count: number }> {
  const condition = whereOf(where);
  const ranked = where.q
    ? [asc(matchRank(columnsFor(where.q, institutions.nameEn, institutions.nameKo), where.q))]
    : [];
  const [rows, count] = await Promise.all([
    listQuery(db)
      .where(condition)
      .orderBy(...ranked, ...orderOf(order, language))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, institutions, condition),
  ]);
  return {
    institutions: rows.map((row) => toListItem(row, language, holdings)),
    count,
  };
}

export interface InstitutionDetailRow {
  item: InstitutionListItemDto;
  description: string;
  address: string | null;
  website: string | null;
  instagram: string | null;
  foundedYear: number | null;
}

/** One institution by id or handle; null when neither matches. */
export async function findInstitution(
  db: Database,
  idOrHandle: string,
  language: Language,
  holdings: InstitutionHoldings,
): Promise<InstitutionDetailRow | null> {
  const [row] = await db
    .select({
      ...listColumns,
      descriptionEn: institutions.descriptionEn,
      descriptionKo: institutions.descriptionKo,
      addressEn: institutions.addressEn,
      addressKo: institutions.addressKo,
      website: institutions.website,
      instagram: institutions.instagram,
      foundedYear: institutions.foundedYear,
    })
    .from(institutions)
    .leftJoin(images, eq(images.id, institutions.logoImageId))
    .leftJoin(covers, eq(covers.id, institutions.coverImageId))
    .where(or(eq(institutions.id, idOrHandle), eq(institutions.handle, idOrHandle)))
    .orderBy(sql`(${institutions.id} = ${idOrHandle}) desc`)
    .limit(1);
  if (!row) return null;
  return {
    item: toListItem(row, language, holdings),
    description: localize(language, row.descriptionEn, row.descriptionKo),
    address: localize(language, row.addressEn, row.addressKo),
    website: row.website,
    instagram: row.instagram,
    foundedYear: row.foundedYear,
  };
}

/** The id of the institution with this id or handle; null when none. */
export async function resolveInstitutionId(
  db: Database,
  idOrHandle: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(or(eq(institutions.id, idOrHandle), eq(institutions.handle, idOrHandle)))
    .orderBy(sql`(${institutions.id} = ${idOrHandle}) desc`)
    .limit(1);
  return row?.id ?? null;
}

/** Cards for these ids, in the order asked; unknown ids are left out. */
export async function findInstitutionsByIds(
  db: Database,
  ids: string[],
  language: Language,
  holdings: InstitutionHoldings,
): Promise<InstitutionListItemDto[]> {
  if (ids.length === 0) return [];
  const rows = await listQuery(db).where(inArray(institutions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toListItem(row, language, holdings)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Institutions that hold an artist's works or held an exhibition showing them, most works
 * first; with the total.
 */
export async function findInstitutionIdsForArtist(
  db: Database,
  artistId: string,
  limit: number,
): Promise<{ ids: string[]; count: number }> {
  const rows = await db.execute<{ id: string; works: number }>(sql`
    select institution_id as id, sum(works)::int as works from (
      select ${artworks.institutionId} as institution_id, count(*) as works
        from ${artworks}
        where ${artworks.artistId} = ${artistId} and ${artworks.institutionId} is not null
        group by 1
      union all
      select ${exhibitions.institutionId}, 0
        from ${exhibitions}
        where ${exhibitions.institutionId} is not null and (
          ${exhibitions.artistId} = ${artistId} or exists (
            select 1 from ${exhibitionArtworks} ea join ${artworks} aw on aw.id = ea.artwork_id
            where ea.exhibition_id = ${exhibitions.id} and aw.artist_id = ${artistId}))
    ) t group by institution_id order by works desc, institution_id`);
  const ids = rows.rows.map((row) => row.id);
  return { ids: ids.slice(0, limit), count: ids.length };
}

/** Institutions with an exhibition (a booth) at a fair, by name; with the total. */
export async function findInstitutionIdsAtFair(
  db: Database,
  fairId: string,
  page: { limit: number; offset: number },
  language: Language,
): Promise<{ ids: string[]; count: number }> {
  const atFair = and(eq(exhibitions.fairId, fairId), isNotNull(exhibitions.institutionId));
  const name = language === 'ko' ? institutions.nameKo : institutions.nameEn;
  const [rows, [total]] = await Promise.all([
    db
      .selectDistinct({ id: institutions.id, name })
      .from(exhibitions)
      .innerJoin(institutions, eq(institutions.id, exhibitions.institutionId))
      .where(atFair)
      .orderBy(asc(name), asc(institutions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(distinct ${exhibitions.institutionId})::int` })
      .from(exhibitions)
      .where(atFair),
  ]);
  return { ids: rows.map((row) => row.id), count: Number(total?.count ?? 0) };
}
