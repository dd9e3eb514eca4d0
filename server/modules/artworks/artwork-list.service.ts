// The marketplace list of the artwork service: the wire filters resolved into database terms,
// a page of cards, and an honest count (exact from the per-category counts when it can be, the
// end of a short last page, else counted up to a cap); the category tabs' counts and the groups
// of the newest works per category. Counts are aggregates answered from memory and refreshed
// behind the visitor, so the list never counts the whole table on a request.
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { gatherKeywordMatches } from '../../lib/artwork-keyword';
import { localize } from '../../lib/localize';
import { RefreshingCache } from '../../lib/refreshing-cache';
import { parseInput } from '../../lib/validation';
import {
  ALL_ARTWORKS_GROUP,
  type ArtworkCountDto,
  type ArtworkGroupListDto,
  type ArtworkListDto,
} from '@/schemas/artwork-dto';
import {
  artworkCountQuerySchema,
  artworkGroupQuerySchema,
  viewStatusPurchaseStatuses,
  type ArtworkFilters,
  type ArtworkViewStatus,
  type PurchaseStatus,
} from '@/schemas/artwork-filters';
import type { Language } from '@/schemas/dto';
import type { ArtworkCards } from './artwork-card-cache';
import {
  countByCategoryAndStatus,
  listArtworkCategories,
  type CategoryRow,
} from './artwork-category.repository';
import { majorToKrw, type Pricing } from './artwork-pricing';
import { countArtworksUpTo, findArtworkIds, type ArtworkWhere } from './artwork.repository';

type CountRow = { categoryId: string; status: PurchaseStatus; count: number };

function statusesOf(viewStatus: ArtworkViewStatus, only?: PurchaseStatus[]): PurchaseStatus[] {
  const tab = viewStatusPurchaseStatuses[viewStatus];
  return only?.length ? tab.filter((status) => only.includes(status)) : [...tab];
}

export function createArtworkListReads(
  ctx: AppContext,
  db: Database,
  cards: ArtworkCards['cards'],
  options: {
    /** How long counts may lag behind the catalogue. */
    ttl: number;
    /** Counting stops after this many rows. */
    countCap: number;
    indexKeywordDocuments?: () => Promise<unknown>;
  },
) {
  const { ttl, countCap } = options;
  // Counts are aggregates: answered from memory and refreshed behind the visitor, so the list
  // never counts the whole table on a request (stale by at most `ttl`, plus one reload).
  const categoryCache = new RefreshingCache<CategoryRow[]>(ttl, 1);
  const countCache = new RefreshingCache<CountRow[]>(ttl, 1);
  const filterCountCache = new RefreshingCache<{ count: number; capped: boolean }>(ttl, 2000);
  const categories = () => categoryCache.get('all', () => listArtworkCategories(db));
  const counts = () => countCache.get('all', () => countByCategoryAndStatus(db));

  /** The wire filters in database terms; null when they cannot match anything. */
  async function resolveWhere(
    filters: ArtworkFilters,
    pricing: Pricing,
  ): Promise<ArtworkWhere | null> {
    const statuses = statusesOf(filters.view_status, filters.purchase_statuses);
    if (statuses.length === 0) return null;
    let categoryIds: string[] | undefined;
    if (filters.group_handle && filters.group_handle !== ALL_ARTWORKS_GROUP.handle) {
      const category = (await categories()).find((c) => c.handle === filters.group_handle);
      if (!category) return null;
      categoryIds = [category.id];
    }
    if (filters.category_id) {
      if (categoryIds && !categoryIds.includes(filters.category_id)) return null;
      categoryIds = [filters.category_id];
    }
    return {
      statuses,
      categoryIds,
      q: filters.q,
      minWidth: filters.min_width,
      maxWidth: filters.max_width,
      minHeight: filters.min_height,
      maxHeight: filters.max_height,
      minSizeTotal: filters.min_size_total,
      maxSizeTotal: filters.max_size_total,
      minPriceKrw:
        filters.min_price === undefined ? undefined : majorToKrw(filters.min_price, pricing),
      maxPriceKrw:
        filters.max_price === undefined ? undefined : majorToKrw(filters.max_price, pricing),
      artistId: filters.artist_id,
      institutionId: filters.institution_id,
      excludeId: filters.exclude_id,
      bidRunningAt: filters.order === 'ending_soon' ? ctx.now() : undefined,
    };
  }

  /** Exact count from the per-category counts when the filters are only tab and category. */
  async function countFromCategoryCounts(where: ArtworkWhere): Promise<number | null> {
    const { statuses, categoryIds, ...rest } = where;
    if (Object.values(rest).some((value) => value !== undefined)) return null;
    let total = 0;
    for (const row of await counts()) {
      if (!statuses.includes(row.status)) continue;
      if (categoryIds && !categoryIds.includes(row.categoryId)) continue;
      total += row.count;
    }
    return total;
  }

  async function list(
    filters: ArtworkFilters,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkListDto> {
    const { limit, offset } = filters;
    const where = await resolveWhere(filters, pricing);
    if (!where) return { artworks: [], count: 0, limit, offset, count_is_estimate: false };
    if (where.q) await options.indexKeywordDocuments?.();
    // The keyword's matches, gathered once for the page and the count (ADR 0055).
    const gathered = where.q ? await gatherKeywordMatches(db, where.q) : undefined;
    const ids = await findArtworkIds(db, where, filters.order, { limit, offset }, gathered);
    const artworks = await cards(ids, language, pricing);
    const exact = await countFromCategoryCounts(where);
    if (exact !== null) return { artworks, count: exact, limit, offset, count_is_estimate: false };
    // A short page is the last one: its end is the count, no counting query needed.
    if (artworks.length < limit && (artworks.length > 0 || offset === 0)) {
      return {
        artworks,
        count: offset + artworks.length,
        limit,
        offset,
        count_is_estimate: false,
      };
    }
    const { bidRunningAt, ...countable } = where;
    // ending_soon counts running bids as of the minute, so the key changes once a minute.
    const key = JSON.stringify({
      ...countable,
      bidRunningAt: bidRunningAt ? Math.floor(bidRunningAt.getTime() / 60_000) : undefined,
    });
    const { count, capped } = await filterCountCache.get(key, () =>
      countArtworksUpTo(db, where, countCap, gathered),
    );
    return {
      artworks,
      // A cached count may lag behind the page it goes with; it is never below what was seen.
      count: Math.max(count, offset + artworks.length),
      limit,
      offset,
      count_is_estimate: capped,
    };
  }

  async function countByCategory(input: unknown, language: Language): Promise<ArtworkCountDto> {
    const query = parseInput(artworkCountQuerySchema, input);
    const statuses = statusesOf(query.view_status);
    const [categoryRows, countRows] = await Promise.all([categories(), counts()]);
    const perCategory = new Map<string, number>();
    let total = 0;
    for (const row of countRows) {
      if (!statuses.includes(row.status)) continue;
      perCategory.set(row.categoryId, (perCategory.get(row.categoryId) ?? 0) + row.count);
      total += row.count;
    }
    return {
      categories: [
        ALL_ARTWORKS_GROUP,
        ...categoryRows.map((category) => ({
          title: localize(language, category.titleEn, category.titleKo),
          handle: category.handle,
          count: perCategory.get(category.id) ?? 0,
        })),
      ],
      total,
    };
  }

  async function groups(
    input: unknown,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkGroupListDto> {
    const query = parseInput(artworkGroupQuerySchema, input);
    const [categoryRows, countRows] = await Promise.all([categories(), counts()]);
    const statuses = statusesOf(query.view_status);
    const page = categoryRows.slice(query.offset, query.offset + query.limit);
    const artworkGroups = await Promise.all(
      page.map(async (category) => {
        const ids = await findArtworkIds(db, { statuses, categoryIds: [category.id] }, 'newest', {
          limit: query.per_group,
          offset: 0,
        });
        const artworks = await cards(ids, language, pricing);
        const count = countRows
          .filter((row) => row.categoryId === category.id && statuses.includes(row.status))
          .reduce((sum, row) => sum + row.count, 0);
        return {
          id: category.id,
          handle: category.handle,
          title: localize(language, category.titleEn, category.titleKo),
          count,
          artworks,
        };
      }),
    );
    return {
      artwork_groups: artworkGroups,
      count: categoryRows.length,
      limit: query.limit,
      offset: query.offset,
    };
  }

  return {
    list,
    countByCategory,
    groups,
    /** Drops the counts (and, on a change of everything, the categories). */
    invalidate(all: boolean) {
      if (all) categoryCache.clear();
      countCache.clear();
      filterCountCache.clear();
    },
  };
}
