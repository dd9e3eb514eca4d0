// The marketplace list's reads: the filters in database terms (ArtworkWhere), the one
// marketplace order, a page of matching ids (tier by tier, a keyword's best matches first) and
// the capped count. The cards of those ids are artwork-card.repository.ts's; the other artwork
// reads sit beside it by read model (detail, editions, categories, recommendations, releases).
// Only the artwork repositories touch the ORM for artworks; they return DTOs (Cal.com's rule).
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworks } from '../../db/schema';
import { countRowsUpTo } from '../../lib/count-rows';
import {
  gatherKeywordMatches,
  keywordConditions,
  type KeywordMatches,
} from '../../lib/artwork-keyword';
import type { ArtworkOrder, PurchaseStatus } from '@/schemas/artwork-filters';
import { tiersOf } from '@/rules/merchandising';

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
 * The one marketplace order (rules/merchandising.ts, ADR 0051): the merchandising tier first
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

/** The ids of a raw query's rows, whether the driver answers `{ rows }` or the rows. */
export function idsOf(result: unknown): string[] {
  const rows = (result as { rows?: { id: string }[] }).rows ?? result;
  return (rows as { id: string }[]).map((row) => row.id);
}
