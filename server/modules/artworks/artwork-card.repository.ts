// An artwork card, the read model every list shows: the columns of a card in both languages and
// in KRW (cacheable as is, then localised and priced per visitor by toSummary), the cards of
// some ids, and the featured works.
import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  artists,
  artworkCategories,
  artworks,
  editions,
  images,
  institutions,
} from '../../db/schema';
import { countRows } from '../../lib/count-rows';
import { imageColumns } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import { toPriceDto, type Pricing } from './artwork-pricing';
import { formatArtworkSize } from './artwork-size';

export const summaryColumns = {
  id: artworks.id,
  handle: artworks.handle,
  titleEn: artworks.titleEn,
  titleKo: artworks.titleKo,
  artistId: artworks.artistId,
  artistHandle: artists.handle,
  artistNameEn: artists.nameEn,
  artistNameKo: artists.nameKo,
  institutionId: artworks.institutionId,
  institutionHandle: institutions.handle,
  institutionType: institutions.type,
  institutionNameEn: institutions.nameEn,
  institutionNameKo: institutions.nameKo,
  institutionCityEn: institutions.cityEn,
  institutionCityKo: institutions.cityKo,
  categoryId: artworks.categoryId,
  categoryHandle: artworkCategories.handle,
  categoryTitleEn: artworkCategories.titleEn,
  categoryTitleKo: artworkCategories.titleKo,
  image: imageColumns,
  widthCm: artworks.widthCm,
  heightCm: artworks.heightCm,
  depthCm: artworks.depthCm,
  sizeTotal: artworks.sizeTotal,
  year: artworks.year,
  mediumEn: artworks.mediumEn,
  mediumKo: artworks.mediumKo,
  price: artworks.price,
  /** The own price of the edition a buyer gets next (a resale's), if it has one. */
  // A bigint read in raw SQL: node-postgres gives it as a string unless mapped (ADR 0044).
  nextEditionPrice: sql<number | null>`(select e.price from ${editions} e
    where e.artwork_id = ${artworks.id} and e.status = 'available'
    order by e.edition_number limit 1)`.mapWith(editions.price),
  purchaseStatus: artworks.purchaseStatus,
  releaseAt: artworks.releaseAt,
  editionType: artworks.editionType,
  editionSize: artworks.editionSize,
  bidEnabled: artworks.bidEnabled,
  lastBidPrice: artworks.lastBidPrice,
  bidExpiresAt: artworks.bidExpiresAt,
  wishesCount: artworks.wishesCount,
  publishedAt: artworks.publishedAt,
};

export function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(artworks)
    .innerJoin(artists, eq(artists.id, artworks.artistId))
    .innerJoin(artworkCategories, eq(artworkCategories.id, artworks.categoryId))
    .leftJoin(institutions, eq(institutions.id, artworks.institutionId))
    .leftJoin(images, eq(images.id, artworks.imageId));
}

/** The columns of an artwork card, in both languages and in KRW (cacheable as is). */
export type ArtworkCardRow = Awaited<ReturnType<typeof summaryQuery>>[number];
type SummaryRow = ArtworkCardRow;

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSummary(
  row: SummaryRow,
  language: Language,
  pricing: Pricing,
): ArtworkSummaryDto {
  const widthCm = Number(row.widthCm);
  const heightCm = Number(row.heightCm);
  const depthCm = row.depthCm === null ? null : Number(row.depthCm);
  return {
    id: row.id,
    handle: row.handle,
    title: localize(language, row.titleEn, row.titleKo),
    artist: {
      id: row.artistId,
      handle: row.artistHandle,
      name: localize(language, row.artistNameEn, row.artistNameKo),
    },
    institution:
      row.institutionId && row.institutionHandle
        ? {
            id: row.institutionId,
            handle: row.institutionHandle,
            name: localize(language, row.institutionNameEn ?? '', row.institutionNameKo ?? ''),
            type: row.institutionType ?? 'gallery',
            city: localize(language, row.institutionCityEn, row.institutionCityKo),
          }
        : null,
    category: {
      id: row.categoryId,
      handle: row.categoryHandle,
      title: localize(language, row.categoryTitleEn, row.categoryTitleKo),
    },
    image: toImageDto(row.image),
    width_cm: widthCm,
    height_cm: heightCm,
    depth_cm: depthCm,
    size_total: Number(row.sizeTotal),
    size: formatArtworkSize(widthCm, heightCm, depthCm),
    year: row.year,
    medium: localize(language, row.mediumEn, row.mediumKo),
    // One price everywhere: the edition on offer's (a resale's own), else the artwork's.
    price: toPriceDto(row.nextEditionPrice ?? row.price, pricing),
    purchase_status: row.purchaseStatus,
    release_at: iso(row.releaseAt),
    edition_type: row.editionType,
    edition_size: row.editionSize,
    bid_enabled: row.bidEnabled,
    last_bid_price: toPriceDto(row.lastBidPrice, pricing),
    bid_expires_at: iso(row.bidExpiresAt),
    wishes_count: row.wishesCount,
    published_at: row.publishedAt.toISOString(),
  };
}

/** The cards of some artworks (any order; unknown ids are left out). */
export async function findArtworkCardRows(db: Database, ids: string[]): Promise<ArtworkCardRow[]> {
  if (ids.length === 0) return [];
  return summaryQuery(db).where(inArray(artworks.id, ids));
}

export async function findFeaturedArtworks(
  db: Database,
  page: { limit: number; offset: number },
  language: Language,
  pricing: Pricing,
): Promise<{ artworks: ArtworkSummaryDto[]; count: number }> {
  const [rows, count] = await Promise.all([
    summaryQuery(db)
      .where(isNotNull(artworks.featuredRank))
      .orderBy(asc(artworks.merchTier), asc(artworks.featuredRank), asc(artworks.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, artworks, isNotNull(artworks.featuredRank)),
  ]);
  return {
    artworks: rows.map((row) => toSummary(row, language, pricing)),
    count,
  };
}
