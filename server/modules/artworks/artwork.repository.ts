// Artwork reads: the marketplace list, the detail page, editions, provenance and certificates.
// Only this file touches the ORM for artworks; it returns DTOs (Cal.com's rule).
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  artists,
  artworkCategories,
  artworkImages,
  artworkWishes,
  artworks,
  editions,
  exhibitionArtworks,
  exhibitions,
  images,
  institutions,
  provenanceEvents,
  resaleRequests,
} from '../../db/schema';
import { countRows, countRowsUpTo } from '../../lib/count-rows';
import { imageColumns, imageColumnsOf } from '../../lib/image-columns';
import {
  gatherKeywordMatches,
  keywordConditions,
  type KeywordMatches,
} from '../../lib/artwork-keyword';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import type {
  ArtworkArtistDetailDto,
  ArtworkExhibitionDto,
  ArtworkSummaryDto,
  EditionDto,
  EditionStatus,
  ProvenanceEventDto,
} from '@/schemas/artwork-dto';
import type { ArtworkOrder, PurchaseStatus } from '@/schemas/artwork-filters';
import type { ImageDto, Language } from '@/schemas/dto';
import { exhibitionPeriod } from '@/schemas/exhibition-period';
import { tiersOf } from '@/schemas/merchandising';
import { toPriceDto, type Pricing } from './artwork-pricing';
import { formatArtworkSize } from './artwork-size';

/** Resolved filters, in KRW and database terms (the service turns the wire query into this). */
export interface ArtworkWhere {
  statuses: readonly PurchaseStatus[];
  categoryIds?: string[];
  categoryHandle?: string;
  q?: string;
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
  minSizeTotal?: number;
  maxSizeTotal?: number;
  minPriceKrw?: number;
  maxPriceKrw?: number;
  artistId?: string;
  institutionId?: string;
  excludeId?: string;
  /** ending_soon keeps works whose bid runs past this instant. */
  bidRunningAt?: Date;
}

const summaryColumns = {
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

function summaryQuery(db: Database) {
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

const iso = (date: Date | null) => (date ? date.toISOString() : null);

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

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `keyword`: the condition of where.q (gathered, see keywordConditions). */
function whereClause(where: ArtworkWhere, keyword?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  conditions.push(inArray(artworks.purchaseStatus, [...where.statuses]));
  // Implied by the statuses; said so the planner reads only their tiers of the ordered index.
  const tiers = tiersOf(where.statuses);
  if (tiers.length < 3) conditions.push(inArray(artworks.merchTier, tiers));
  if (where.categoryIds) conditions.push(inArray(artworks.categoryId, where.categoryIds));
  if (where.q && keyword) conditions.push(keyword);
  if (where.minWidth !== undefined) conditions.push(gte(artworks.widthCm, where.minWidth));
  if (where.maxWidth !== undefined) conditions.push(lte(artworks.widthCm, where.maxWidth));
  if (where.minHeight !== undefined) conditions.push(gte(artworks.heightCm, where.minHeight));
  if (where.maxHeight !== undefined) conditions.push(lte(artworks.heightCm, where.maxHeight));
  if (where.minSizeTotal !== undefined) {
    conditions.push(gte(artworks.sizeTotal, where.minSizeTotal));
  }
  if (where.maxSizeTotal !== undefined) {
    conditions.push(lte(artworks.sizeTotal, where.maxSizeTotal));
  }
  if (where.minPriceKrw !== undefined) conditions.push(gte(artworks.price, where.minPriceKrw));
  if (where.maxPriceKrw !== undefined) conditions.push(lte(artworks.price, where.maxPriceKrw));
  if (where.artistId) conditions.push(eq(artworks.artistId, where.artistId));
  if (where.institutionId) conditions.push(eq(artworks.institutionId, where.institutionId));
  if (where.excludeId) conditions.push(ne(artworks.id, where.excludeId));
  if (where.bidRunningAt) conditions.push(gt(artworks.bidExpiresAt, where.bidRunningAt));
  return and(...conditions);
}

/**
 * The one marketplace order (schemas/merchandising.ts, ADR 0051): the merchandising tier first
 * (on sale, then release soon, then sold or not for sale), then the order asked for, then the id
 * so pages never overlap. Each is read in the order of an index led by merch_tier.
 */
export function orderClause(order: ArtworkOrder): SQL[] {
  const tier = asc(artworks.merchTier);
  switch (order) {
    case 'price_asc':
      return [tier, sql`${artworks.price} asc nulls last`, asc(artworks.id)];
    case 'price_desc':
      return [tier, sql`${artworks.price} desc nulls last`, desc(artworks.id)];
    case 'popular':
      return [tier, desc(artworks.wishesCount), desc(artworks.publishedAt), desc(artworks.id)];
    case 'ending_soon':
      return [tier, asc(artworks.bidExpiresAt), asc(artworks.id)];
    case 'newest':
    default:
      return [tier, desc(artworks.publishedAt), desc(artworks.id)];
  }
}

/** The same order over the columns a union of tiers gives (no table name outside it). */
const outerOrder: Record<ArtworkOrder, string> = {
  price_asc: 'merch_tier asc, price asc nulls last, id asc',
  price_desc: 'merch_tier asc, price desc nulls last, id desc',
  popular: 'merch_tier asc, wishes_count desc, published_at desc, id desc',
  ending_soon: 'merch_tier asc, bid_expires_at asc, id asc',
  newest: 'merch_tier asc, published_at desc, id desc',
};

async function pageOfIds(
  db: Database,
  where: SQL | undefined,
  order: ArtworkOrder,
  page: { limit: number; offset: number },
): Promise<string[]> {
  if (page.limit <= 0) return [];
  const rows = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(where)
    .orderBy(...orderClause(order))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

/**
 * One page of matching ids in order: an index scan of artworks alone that stops after it. A
 * page over several tiers reads each tier by its own index range (tier = n, then the filters)
 * and merges them: one scan over `tier in (...)` would walk a filtered range tier by tier
 * (20–40 ms for a price range in a category at 100k works, against 0.5 ms so).
 *
 * A keyword with the default order (newest) reads, within each tier, the best matches first
 * (ADR 0055): the works whose title, artist or gallery name contains it, then those whose search
 * document has it (subject, style, medium, description…), newest first within each.
 */
export async function findArtworkIds(
  db: Database,
  where: ArtworkWhere,
  order: ArtworkOrder,
  page: { limit: number; offset: number },
  gathered?: KeywordMatches,
): Promise<string[]> {
  const tiers = tiersOf(where.statuses);
  const keyword = where.q;
  const conditions = keyword
    ? keywordConditions(keyword, gathered ?? (await gatherKeywordMatches(db, keyword)))
    : null;
  if (keyword && conditions && order === 'newest') {
    const others = whereClause({ ...where, q: undefined });
    const end = page.offset + page.limit;
    const ids: string[] = [];
    for (const tier of tiers) {
      for (const part of [conditions.named, conditions.documentOnly]) {
        if (ids.length >= end) break;
        const inTier = and(others, eq(artworks.merchTier, tier), part);
        ids.push(...(await pageOfIds(db, inTier, order, { limit: end - ids.length, offset: 0 })));
      }
    }
    return ids.slice(page.offset, end);
  }
  const matching = whereClause(where, conditions?.any);
  if (tiers.length <= 1) {
    return pageOfIds(db, matching, order, page);
  }
  const branches = tiers.map(
    (tier) =>
      sql`(${db
        .select({
          id: artworks.id,
          merch_tier: artworks.merchTier,
          price: artworks.price,
          published_at: artworks.publishedAt,
          wishes_count: artworks.wishesCount,
          bid_expires_at: artworks.bidExpiresAt,
        })
        .from(artworks)
        .where(and(matching, eq(artworks.merchTier, tier)))
        .orderBy(...orderClause(order))
        .limit(page.limit + page.offset)})`,
  );
  const result = await db.execute<{ id: string }>(
    sql`select id from (${sql.join(branches, sql` union all `)}) as tiers order by ${sql.raw(outerOrder[order])} limit ${page.limit} offset ${page.offset}`,
  );
  return idsOf(result);
}

/** The cards of some artworks (any order; unknown ids are left out). */
export async function findArtworkCardRows(db: Database, ids: string[]): Promise<ArtworkCardRow[]> {
  if (ids.length === 0) return [];
  return summaryQuery(db).where(inArray(artworks.id, ids));
}

/**
 * How many works match, counting at most `cap + 1` rows (never a scan of the whole table):
 * `{ count: cap, capped: true }` means "at least cap".
 */
export async function countArtworksUpTo(
  db: Database,
  where: ArtworkWhere,
  cap: number,
  gathered?: KeywordMatches,
): Promise<{ count: number; capped: boolean }> {
  const keyword = where.q
    ? keywordConditions(where.q, gathered ?? (await gatherKeywordMatches(db, where.q))).any
    : undefined;
  const count = await countRowsUpTo(db, artworks, whereClause(where, keyword), cap + 1);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

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

// ---------------------------------------------------------------------------------------------
// Detail

export interface ArtworkDetailRow {
  summary: ArtworkSummaryDto;
  /** The artwork's own price (KRW): what an edition without a price of its own costs. */
  artworkPriceKrw: number | null;
  artist: ArtworkArtistDetailDto;
  description: string;
  frameSize: string | null;
  signature: string | null;
}

export async function findArtworkByHandle(
  db: Database,
  handle: string,
  language: Language,
  pricing: Pricing,
): Promise<ArtworkDetailRow | null> {
  const artistImages = alias(images, 'artist_images');
  const [row] = await db
    .select({
      ...summaryColumns,
      descriptionEn: artworks.descriptionEn,
      descriptionKo: artworks.descriptionKo,
      frameSizeEn: artworks.frameSizeEn,
      frameSizeKo: artworks.frameSizeKo,
      signatureEn: artworks.signatureEn,
      signatureKo: artworks.signatureKo,
      artistBioEn: artists.bioEn,
      artistBioKo: artists.bioKo,
      artistBirthYear: artists.birthYear,
      artistDeathYear: artists.deathYear,
      artistNationalityEn: artists.nationalityEn,
      artistNationalityKo: artists.nationalityKo,
      artistImage: imageColumnsOf(artistImages),
    })
    .from(artworks)
    .innerJoin(artists, eq(artists.id, artworks.artistId))
    .innerJoin(artworkCategories, eq(artworkCategories.id, artworks.categoryId))
    .leftJoin(institutions, eq(institutions.id, artworks.institutionId))
    .leftJoin(images, eq(images.id, artworks.imageId))
    .leftJoin(artistImages, eq(artistImages.id, artists.imageId))
    .where(eq(artworks.handle, handle))
    .limit(1);
  if (!row) return null;
  const summary = toSummary(row, language, pricing);
  return {
    summary,
    artworkPriceKrw: row.price,
    artist: {
      ...summary.artist,
      image: toImageDto(row.artistImage),
      birth_year: row.artistBirthYear,
      death_year: row.artistDeathYear,
      nationality: localize(language, row.artistNationalityEn, row.artistNationalityKo),
      bio: localize(language, row.artistBioEn, row.artistBioKo),
    },
    description: localize(language, row.descriptionEn, row.descriptionKo),
    frameSize: localize(language, row.frameSizeEn, row.frameSizeKo),
    signature: localize(language, row.signatureEn, row.signatureKo),
  };
}

export async function findArtworkImages(db: Database, artworkId: string): Promise<ImageDto[]> {
  const rows = await db
    .select({ image: imageColumns })
    .from(artworkImages)
    .innerJoin(images, eq(images.id, artworkImages.imageId))
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.rank), asc(images.id));
  return rows.map((row) => toImageDto(row.image)).filter((image): image is ImageDto => !!image);
}

/** Exhibitions that showed the work, newest first (period relative to `now`). */
export async function findArtworkExhibitions(
  db: Database,
  artworkId: string,
  language: Language,
  now: Date,
): Promise<ArtworkExhibitionDto[]> {
  const rows = await db
    .select({
      id: exhibitions.id,
      handle: exhibitions.handle,
      type: exhibitions.type,
      titleEn: exhibitions.titleEn,
      titleKo: exhibitions.titleKo,
      startsAt: exhibitions.startsAt,
      endsAt: exhibitions.endsAt,
      institutionNameEn: institutions.nameEn,
      institutionNameKo: institutions.nameKo,
    })
    .from(exhibitionArtworks)
    .innerJoin(exhibitions, eq(exhibitions.id, exhibitionArtworks.exhibitionId))
    .leftJoin(institutions, eq(institutions.id, exhibitions.institutionId))
    .where(eq(exhibitionArtworks.artworkId, artworkId))
    .orderBy(desc(exhibitions.startsAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    handle: row.handle,
    type: row.type,
    title: localize(language, row.titleEn, row.titleKo),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    institution_name: localize(language, row.institutionNameEn, row.institutionNameKo),
    period: exhibitionPeriod(row.startsAt, row.endsAt, now),
  }));
}

// ---------------------------------------------------------------------------------------------
// Editions

const editionColumns = {
  id: editions.id,
  artworkId: editions.artworkId,
  editionNumber: editions.editionNumber,
  status: editions.status,
  price: editions.price,
  soldAt: editions.soldAt,
  certificateNumber: editions.certificateNumber,
  certificateIssuedAt: editions.certificateIssuedAt,
};

type EditionRow = {
  id: string;
  editionNumber: number;
  status: EditionStatus;
  price: number | null;
  soldAt: Date | null;
  certificateNumber: string | null;
  certificateIssuedAt: Date | null;
};

export function toEditionDto(
  row: EditionRow,
  artworkPrice: number | null,
  pricing: Pricing,
): EditionDto {
  return {
    edition_id: row.id,
    edition_number: row.editionNumber,
    status: row.status,
    price: toPriceDto(row.price ?? artworkPrice, pricing),
    certificate_number: row.certificateNumber,
    certificate_issued_at: iso(row.certificateIssuedAt),
    sold_at: iso(row.soldAt),
  };
}

export interface ArtworkRef {
  id: string;
  handle: string;
  price: number | null;
  editionType: 'unique' | 'edition';
  editionSize: number;
}

export async function findArtworkRef(db: Database, artworkId: string): Promise<ArtworkRef | null> {
  const [row] = await db
    .select({
      id: artworks.id,
      handle: artworks.handle,
      price: artworks.price,
      editionType: artworks.editionType,
      editionSize: artworks.editionSize,
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .limit(1);
  return row ?? null;
}

export async function countEditionsByStatus(
  db: Database,
  artworkId: string,
): Promise<Record<EditionStatus, number>> {
  const rows = await db
    .select({ status: editions.status, count: sql<number>`count(*)::int` })
    .from(editions)
    .where(eq(editions.artworkId, artworkId))
    .groupBy(editions.status);
  const counts: Record<EditionStatus, number> = {
    available: 0,
    reserved: 0,
    sold: 0,
    not_for_sale: 0,
  };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * The edition a buyer gets next: the lowest-numbered available one; `resale` when its owner
 * offers it (a resale request on sale), not the gallery.
 */
export async function findNextAvailableEdition(
  db: Database,
  artworkId: string,
): Promise<(EditionRow & { resale: boolean }) | null> {
  const [row] = await db
    .select({ ...editionColumns, resale: sql<boolean>`${resaleRequests.id} is not null` })
    .from(editions)
    .leftJoin(
      resaleRequests,
      and(eq(resaleRequests.editionId, editions.id), eq(resaleRequests.status, 'on_sale')),
    )
    .where(and(eq(editions.artworkId, artworkId), eq(editions.status, 'available')))
    .orderBy(asc(editions.editionNumber))
    .limit(1);
  return row ?? null;
}

export async function findEditionPage(
  db: Database,
  artworkId: string,
  query: { q?: string; limit: number; offset: number },
): Promise<{ rows: EditionRow[]; count: number }> {
  const conditions = [eq(editions.artworkId, artworkId)];
  if (query.q) {
    const number = /^\d+$/.test(query.q) ? Number(query.q) : undefined;
    const byCertificate = ilike(editions.certificateNumber, containsPattern(query.q));
    conditions.push(
      number !== undefined && number <= 2_147_483_647
        ? (or(eq(editions.editionNumber, number), byCertificate) as SQL)
        : byCertificate,
    );
  }
  const where = and(...conditions);
  const [rows, count] = await Promise.all([
    db
      .select(editionColumns)
      .from(editions)
      .where(where)
      .orderBy(asc(editions.editionNumber))
      .limit(query.limit)
      .offset(query.offset),
    countRows(db, editions, where),
  ]);
  return { rows, count };
}

export async function findEditionWithArtwork(db: Database, editionId: string) {
  const [row] = await db
    .select({
      edition: editionColumns,
      artworkHandle: artworks.handle,
    })
    .from(editions)
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .where(eq(editions.id, editionId))
    .limit(1);
  return row ?? null;
}

/** The artwork handle and edition number a certificate number belongs to. */
export async function findCertificateEdition(db: Database, certificateNumber: string) {
  const [row] = await db
    .select({ handle: artworks.handle, editionNumber: editions.editionNumber })
    .from(editions)
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .where(eq(editions.certificateNumber, certificateNumber))
    .limit(1);
  return row ?? null;
}

export async function findEditionByNumber(
  db: Database,
  artworkId: string,
  editionNumber: number,
): Promise<EditionRow | null> {
  const [row] = await db
    .select(editionColumns)
    .from(editions)
    .where(and(eq(editions.artworkId, artworkId), eq(editions.editionNumber, editionNumber)))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Provenance

export async function findProvenance(
  db: Database,
  editionId: string,
  page: { limit: number; offset: number },
  language: Language,
): Promise<{ events: ProvenanceEventDto[]; count: number }> {
  const where = eq(provenanceEvents.editionId, editionId);
  const [rows, count] = await Promise.all([
    db
      .select({
        id: provenanceEvents.id,
        kind: provenanceEvents.kind,
        occurredAt: provenanceEvents.occurredAt,
        partyEn: provenanceEvents.partyEn,
        partyKo: provenanceEvents.partyKo,
        noteEn: provenanceEvents.noteEn,
        noteKo: provenanceEvents.noteKo,
        seq: provenanceEvents.seq,
        prevHash: provenanceEvents.prevHash,
        hash: provenanceEvents.hash,
        institutionId: institutions.id,
        institutionHandle: institutions.handle,
        institutionNameEn: institutions.nameEn,
        institutionNameKo: institutions.nameKo,
        exhibitionId: exhibitions.id,
        exhibitionHandle: exhibitions.handle,
        exhibitionTitleEn: exhibitions.titleEn,
        exhibitionTitleKo: exhibitions.titleKo,
      })
      .from(provenanceEvents)
      .leftJoin(institutions, eq(institutions.id, provenanceEvents.institutionId))
      .leftJoin(exhibitions, eq(exhibitions.id, provenanceEvents.exhibitionId))
      .where(where)
      .orderBy(asc(provenanceEvents.seq))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, provenanceEvents, where),
  ]);
  return {
    count,
    events: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      occurred_at: row.occurredAt.toISOString(),
      party: localize(language, row.partyEn, row.partyKo),
      institution:
        row.institutionId && row.institutionHandle
          ? {
              id: row.institutionId,
              handle: row.institutionHandle,
              name: localize(language, row.institutionNameEn ?? '', row.institutionNameKo ?? ''),
            }
          : null,
      exhibition:
        row.exhibitionId && row.exhibitionHandle
          ? {
              id: row.exhibitionId,
              handle: row.exhibitionHandle,
              title: localize(language, row.exhibitionTitleEn ?? '', row.exhibitionTitleKo ?? ''),
            }
          : null,
      note: localize(language, row.noteEn, row.noteKo),
      seq: row.seq,
      prev_hash: row.prevHash,
      hash: row.hash,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Releases

/**
 * Release-soon works whose release date has come go on sale (sold if every edition went
 * meanwhile); the price and editions they kept are then shown (schemas/merchandising.ts). The
 * public reads hear of it at commit (ADR 0039). Idempotent: any instance may run it.
 */
export async function releaseDueArtworks(db: Database, now: Date): Promise<string[]> {
  const open = sql`(not exists (select 1 from ${editions} where ${editions.artworkId} = ${artworks.id})
    or exists (select 1 from ${editions} where ${editions.artworkId} = ${artworks.id} and ${editions.status} in ('available','reserved')))`;
  const rows = await db
    .update(artworks)
    .set({
      purchaseStatus: sql`case when ${open} then 'on_sale' else 'sold' end`,
      updatedAt: now,
    })
    .where(and(eq(artworks.purchaseStatus, 'release_soon'), lte(artworks.releaseAt, now)))
    .returning({ id: artworks.id });
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Recommendations

export interface RecommendationSeed {
  id: string;
  artistId: string;
  categoryId: string;
  price: number | null;
  hue: number | null;
}

export async function findRecommendationSeed(
  db: Database,
  artworkId: string,
): Promise<RecommendationSeed | null> {
  const [row] = await db
    .select({
      id: artworks.id,
      artistId: artworks.artistId,
      categoryId: artworks.categoryId,
      price: artworks.price,
      hue: images.hue,
    })
    .from(artworks)
    .leftJoin(images, eq(images.id, artworks.imageId))
    .where(eq(artworks.id, artworkId))
    .limit(1);
  return row ?? null;
}

/**
 * Related works, best first, scored (not random): same artist 4, same category 2, colour up
 * to 1.5 (hue distance on the colour wheel), price up to 1.5 (ratio within 4×), on sale 0.5.
 * Candidates come from bounded index scans (the artist's works; the nearest prices in the same
 * category and in any category, each side of the price), so the score never runs over the
 * whole table. Ties break on id.
 */
export async function findRecommendedIds(
  db: Database,
  seed: RecommendationSeed,
  limit: number,
): Promise<string[]> {
  const price = seed.price;
  // Priced works: the nearest prices each side, in the category and anywhere. Unpriced ones:
  // the category's newest works.
  const nearby =
    price !== null && price > 0
      ? sql`
      union (select a.id from artworks a where a.category_id = ${seed.categoryId} and a.price >= ${price} and a.id <> ${seed.id} order by a.price asc limit 100)
      union (select a.id from artworks a where a.category_id = ${seed.categoryId} and a.price < ${price} order by a.price desc limit 100)
      union (select a.id from artworks a where a.price >= ${price} and a.id <> ${seed.id} order by a.price asc limit 50)
      union (select a.id from artworks a where a.price < ${price} order by a.price desc limit 50)`
      : sql`
      union (select a.id from artworks a where a.category_id = ${seed.categoryId} and a.id <> ${seed.id} order by a.published_at desc limit 100)`;
  const hueScore =
    seed.hue === null
      ? sql`0`
      : sql`case when i.hue is null then 0 else 1.5 * (1 - least(abs(i.hue - ${seed.hue}), 360 - abs(i.hue - ${seed.hue}))::float / 180) end`;
  const priceScore =
    price !== null && price > 0
      ? sql`case when c.price is null or c.price <= 0 then 0 else 1.5 * greatest(0, 1 - abs(ln(c.price::float / ${price}::float)) / ln(4)) end`
      : sql`0`;
  const result = await db.execute<{ id: string }>(sql`
    with candidate_ids as (
      (select a.id from artworks a where a.artist_id = ${seed.artistId} and a.id <> ${seed.id} order by a.published_at desc limit 100)
      ${nearby}
    )
    select c.id,
      (case when c.artist_id = ${seed.artistId} then 4 else 0 end)
      + (case when c.category_id = ${seed.categoryId} then 2 else 0 end)
      + ${hueScore}
      + ${priceScore}
      + (case when c.purchase_status = 'on_sale' then 0.5 else 0 end) as score
    from candidate_ids ci
    join artworks c on c.id = ci.id
    left join images i on i.id = c.image_id
    order by c.merch_tier asc, score desc, c.id asc
    limit ${limit}
  `);
  return idsOf(result);
}

function idsOf(result: unknown): string[] {
  const rows = (result as { rows?: { id: string }[] }).rows ?? result;
  return (rows as { id: string }[]).map((row) => row.id);
}

/**
 * A work's popularity for the home page's recommendations: wishes weigh most, views less, and
 * a recent work gets up to 1.5 that halves every six weeks.
 */
const popularity = (now: Date) =>
  sql`(2 * ln(1 + c.wishes_count::float) + 0.5 * ln(1 + c.views_count::float)
      + 1.5 * exp(-greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - c.published_at)) / 86400) / 60))`;

/**
 * Popular works a visitor can buy or will soon, for anyone (ADR 0051): candidates from the
 * popular and newest index orders of each tier (never a scan of the whole table), ordered by
 * tier, then popularity, then id.
 */
export async function findPopularIds(db: Database, limit: number, now: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with candidate_ids as (
      (select a.id from artworks a where a.merch_tier = 0 order by a.merch_tier, a.wishes_count desc, a.published_at desc, a.id desc limit 200)
      union (select a.id from artworks a where a.merch_tier = 0 order by a.merch_tier, a.published_at desc, a.id desc limit 100)
      union (select a.id from artworks a where a.merch_tier = 1 order by a.merch_tier, a.wishes_count desc, a.published_at desc, a.id desc limit 50)
    )
    select c.id, ${popularity(now)} as score
    from candidate_ids ci
    join artworks c on c.id = ci.id
    order by c.merch_tier asc, score desc, c.id asc
    limit ${limit}
  `);
  return idsOf(result);
}

/**
 * Works for a signed-in customer, from what they wished and follow (ADR 0018: a wish on an
 * artist or gallery is a follow): a followed artist's works score 4, works by the artist of a
 * wished work 3, a followed gallery's 2, works in a wished work's category 1, plus a little
 * popularity. Only works on sale or soon; never a work already wished. `wished` lists those.
 */
export async function findPersonalRecommendedIds(
  db: Database,
  customerId: string,
  limit: number,
): Promise<{ ids: string[]; wished: string[] }> {
  const wishedRows = await db
    .select({ id: artworkWishes.artworkId })
    .from(artworkWishes)
    .where(eq(artworkWishes.customerId, customerId));
  const result = await db.execute<{ id: string }>(sql`
    with followed_artists as (select artist_id from artist_wishes where customer_id = ${customerId}),
    followed_institutions as (select institution_id from institution_wishes where customer_id = ${customerId}),
    wished as (select a.id, a.artist_id, a.category_id from artwork_wishes w join artworks a on a.id = w.artwork_id where w.customer_id = ${customerId}),
    candidate_ids as (
      (select a.id from artworks a where a.artist_id in (select artist_id from followed_artists) and a.merch_tier < 2 order by a.published_at desc limit 200)
      union (select a.id from artworks a where a.artist_id in (select artist_id from wished) and a.merch_tier < 2 order by a.published_at desc limit 200)
      union (select a.id from artworks a where a.institution_id in (select institution_id from followed_institutions) and a.merch_tier < 2 order by a.published_at desc limit 200)
      union (select a.id from artworks a where a.category_id in (select category_id from wished) and a.merch_tier < 2 order by a.wishes_count desc limit 100)
    )
    select c.id,
      (case when c.artist_id in (select artist_id from followed_artists) then 4 else 0 end)
      + (case when c.artist_id in (select artist_id from wished) then 3 else 0 end)
      + (case when c.institution_id in (select institution_id from followed_institutions) then 2 else 0 end)
      + (case when c.category_id in (select category_id from wished) then 1 else 0 end)
      + 0.1 * ln(1 + c.wishes_count::float) as score
    from candidate_ids ci
    join artworks c on c.id = ci.id
    where c.id not in (select id from wished)
    order by c.merch_tier asc, score desc, c.id asc
    limit ${limit}
  `);
  return { ids: idsOf(result), wished: wishedRows.map((row) => row.id) };
}
