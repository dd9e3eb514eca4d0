// Artist reads: the filtered list, one artist by id or handle, cards by id, featured artists,
// and the artists behind a set of exhibitions or an institution (ids for the workflows).
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artists, artworks, exhibitionArtworks, images } from '../../db/schema';
import { countRows } from '../../lib/count-rows';
import { imageColumns } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import { columnsFor, containsAny, matchRank } from '../../lib/text-match';
import type { ArtistListItemDto } from '@/schemas/artist-dto';
import type { ArtistFilters } from '@/schemas/catalogue-filters';
import type { Language } from '@/schemas/dto';

const artworksCount = sql<number>`(select count(*)::int from artworks a where a.artist_id = ${artists.id})`;
const onSaleCount = sql<number>`(select count(*)::int from artworks a where a.artist_id = ${artists.id} and a.purchase_status = 'on_sale')`;

const listColumns = {
  id: artists.id,
  handle: artists.handle,
  nameEn: artists.nameEn,
  nameKo: artists.nameKo,
  nationalityEn: artists.nationalityEn,
  nationalityKo: artists.nationalityKo,
  birthYear: artists.birthYear,
  deathYear: artists.deathYear,
  wishesCount: artists.wishesCount,
  artworksCount,
  onSaleCount,
  image: imageColumns,
};

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function listQuery(db: Database) {
  return db
    .select(listColumns)
    .from(artists)
    .leftJoin(images, eq(images.id, artists.imageId))
    .$dynamic();
}

function toListItem(row: ListRow, language: Language): ArtistListItemDto {
  return {
    id: row.id,
    handle: row.handle,
    name: localize(language, row.nameEn, row.nameKo),
    image: toImageDto(row.image),
    nationality: localize(language, row.nationalityEn, row.nationalityKo),
    birth_year: row.birthYear,
    death_year: row.deathYear,
    artworks_count: Number(row.artworksCount),
    on_sale_count: Number(row.onSaleCount),
    wishes_count: row.wishesCount,
  };
}

export interface ArtistWhere {
  q?: string;
  nationality?: string;
  /** Resolved institution id. */
  institutionId?: string;
  onSale?: boolean;
}

function whereOf(where: ArtistWhere): SQL | undefined {
  const conditions: SQL[] = [];
  if (where.q)
    conditions.push(
      sql`(${containsAny(columnsFor(where.q, artists.nameEn, artists.nameKo), where.q)})`,
    );
  if (where.nationality) {
    conditions.push(
      sql`(lower(${artists.nationalityEn}) = lower(${where.nationality}) or ${artists.nationalityKo} = ${where.nationality})`,
    );
  }
  if (where.institutionId) {
    conditions.push(
      sql`exists (select 1 from artworks a where a.artist_id = ${artists.id} and a.institution_id = ${where.institutionId})`,
    );
  }
  if (where.onSale !== undefined) {
    const onSale = sql`exists (select 1 from artworks a where a.artist_id = ${artists.id} and a.purchase_status = 'on_sale')`;
    conditions.push(where.onSale ? onSale : sql`not ${onSale}`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function nameOrder(language: Language) {
  return language === 'ko'
    ? [asc(artists.nameKo), asc(artists.id)]
    : [asc(sql`lower(${artists.nameEn})`), asc(artists.id)];
}

export async function findArtistPage(
  db: Database,
  where: ArtistWhere,
  order: ArtistFilters['order'],
  page: { limit: number; offset: number },
  language: Language,
): Promise<{ artists: ArtistListItemDto[]; count: number }> {
  const condition = whereOf(where);
  const orderBy =
    order === 'newest'
      ? [desc(artists.createdAt), desc(artists.id)]
      : order === 'popular'
        ? [desc(artists.wishesCount), ...nameOrder(language)]
        : nameOrder(language);
  // A free-text query puts exact and prefix matches first.
  const ranked = where.q
    ? [asc(matchRank(columnsFor(where.q, artists.nameEn, artists.nameKo), where.q))]
    : [];
  const [rows, count] = await Promise.all([
    listQuery(db)
      .where(condition)
      .orderBy(...ranked, ...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, artists, condition),
  ]);
  return {
    artists: rows.map((row) => toListItem(row, language)),
    count,
  };
}

export interface ArtistDetailRow {
  item: ArtistListItemDto;
  bio: string;
}

/** One artist by id or handle, with the bio; null when neither matches. */
export async function findArtist(
  db: Database,
  idOrHandle: string,
  language: Language,
): Promise<ArtistDetailRow | null> {
  const [row] = await db
    .select({ ...listColumns, bioEn: artists.bioEn, bioKo: artists.bioKo })
    .from(artists)
    .leftJoin(images, eq(images.id, artists.imageId))
    .where(or(eq(artists.id, idOrHandle), eq(artists.handle, idOrHandle)))
    .orderBy(sql`(${artists.id} = ${idOrHandle}) desc`)
    .limit(1);
  if (!row) return null;
  return { item: toListItem(row, language), bio: localize(language, row.bioEn, row.bioKo) };
}

/** Cards for these ids, in the order asked; unknown ids are left out. */
export async function findArtistsByIds(
  db: Database,
  ids: string[],
  language: Language,
): Promise<ArtistListItemDto[]> {
  if (ids.length === 0) return [];
  const rows = await listQuery(db).where(inArray(artists.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toListItem(row, language)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Featured artists in rank order. */
export async function findFeaturedArtistPage(
  db: Database,
  page: { limit: number; offset: number },
  language: Language,
): Promise<{ artists: ArtistListItemDto[]; count: number }> {
  const featured = isNotNull(artists.featuredRank);
  const [rows, count] = await Promise.all([
    listQuery(db)
      .where(featured)
      .orderBy(asc(artists.featuredRank), asc(artists.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, artists, featured),
  ]);
  return {
    artists: rows.map((row) => toListItem(row, language)),
    count,
  };
}

/** Artists with works in these exhibitions, by the works' order in the shows; with the total. */
export async function findArtistIdsInExhibitions(
  db: Database,
  exhibitionIds: string[],
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; count: number }> {
  if (exhibitionIds.length === 0) return { ids: [], count: 0 };
  const inShows = inArray(exhibitionArtworks.exhibitionId, exhibitionIds);
  const [rows, [total]] = await Promise.all([
    db
      .select({ artistId: artworks.artistId })
      .from(exhibitionArtworks)
      .innerJoin(artworks, eq(artworks.id, exhibitionArtworks.artworkId))
      .where(inShows)
      .groupBy(artworks.artistId)
      .orderBy(sql`min(${exhibitionArtworks.rank})`, artworks.artistId)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(distinct ${artworks.artistId})::int` })
      .from(exhibitionArtworks)
      .innerJoin(artworks, eq(artworks.id, exhibitionArtworks.artworkId))
      .where(inShows),
  ]);
  return { ids: rows.map((row) => row.artistId), count: Number(total?.count ?? 0) };
}

/** Artists whose works an institution holds, most works first. */
export async function findArtistIdsAtInstitution(
  db: Database,
  institutionId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ artistId: artworks.artistId })
    .from(artworks)
    .where(eq(artworks.institutionId, institutionId))
    .groupBy(artworks.artistId)
    .orderBy(desc(sql`count(*)`), artworks.artistId)
    .limit(limit);
  return rows.map((row) => row.artistId);
}
