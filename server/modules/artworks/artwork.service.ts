// The artwork domain: marketplace list with filters, sorts and honest counts, the detail page,
// editions, provenance, certificates, category counts, groups, featured works and
// recommendations. Prices arrive converted through a Pricing given by the caller.
import type { AppContext } from '../../context';
import type { PublicReadChange } from '../../lib/public-reads';
import { logger } from '../../lib/logger';
import { RefreshingCache } from '../../lib/refreshing-cache';
import { localize } from '../../lib/localize';
import { parseInput } from '../../lib/validation';
import {
  ALL_ARTWORKS_GROUP,
  type ArtworkCountDto,
  type ArtworkDetailDto,
  type ArtworkEditionsSummaryDto,
  type ArtworkGroupListDto,
  type ArtworkListDto,
  type ArtworkSummaryDto,
  type ArtworkSummaryListDto,
  type CertificateCheckDto,
  type CertificateDto,
  type CertificateVerificationStateDto,
  type EditionListDto,
  type ProvenanceListDto,
} from '@/schemas/artwork-dto';
import {
  artworkCountQuerySchema,
  artworkFiltersSchema,
  artworkGroupQuerySchema,
  featuredArtworkQuerySchema,
  viewStatusPurchaseStatuses,
  type ArtworkFilters,
  type ArtworkViewStatus,
  type EditionListQuery,
  type PurchaseStatus,
} from '@/schemas/artwork-filters';
import type { Language } from '@/schemas/dto';
import { merchandisingTier } from '@/schemas/merchandising';
import { majorToKrw, type Pricing } from './artwork-pricing';
import { gatherKeywordMatches } from '../../lib/artwork-keyword';
import {
  countArtworksUpTo,
  countByCategoryAndStatus,
  countEditionsByStatus,
  findArtworkByHandle,
  findArtworkExhibitions,
  findArtworkImages,
  findArtworkCardRows,
  findArtworkIds,
  findArtworkRef,
  findCertificateEdition,
  findEditionByNumber,
  findEditionPage,
  findEditionWithArtwork,
  findFeaturedArtworks,
  findNextAvailableEdition,
  findPersonalRecommendedIds,
  findPopularIds,
  findProvenance,
  findRecommendationSeed,
  findRecommendedIds,
  releaseDueArtworks,
  listArtworkCategories,
  toEditionDto,
  toSummary,
  type ArtworkCardRow,
  type ArtworkRef,
  type ArtworkWhere,
  type CategoryRow,
} from './artwork.repository';
import {
  certificateVerificationCode,
  verificationToken,
  verifyProvenanceChain,
  type ProvenanceVerification,
} from './provenance-chain';
import { findProvenanceChain } from './provenance.repository';

/** The verification part of a certificate, from the chain as verified. */
function verificationState(
  certificateNumber: string,
  chain: ProvenanceVerification,
): CertificateVerificationStateDto {
  const code = certificateVerificationCode(certificateNumber, chain.headHash);
  return {
    code,
    path: code ? `/coa/verify/${verificationToken(certificateNumber, code)}` : null,
    status: chain.intact ? 'intact' : 'broken',
    entries: chain.length,
    head_hash: chain.headHash,
    broken_at: chain.brokenAt,
  };
}

/**
 * Counting stops here: a broad filter answers "at least 1,000" (count_is_estimate) instead of
 * scanning the table. Filters the per-category counts answer (tab, statuses, category) are exact.
 */
export const ARTWORK_COUNT_CAP = 1000;

type CountRow = { categoryId: string; status: PurchaseStatus; count: number };

function statusesOf(viewStatus: ArtworkViewStatus, only?: PurchaseStatus[]): PurchaseStatus[] {
  const tab = viewStatusPurchaseStatuses[viewStatus];
  return only?.length ? tab.filter((status) => only.includes(status)) : [...tab];
}

export type ArtworkService = ReturnType<typeof createArtworkService>;

export interface ArtworkServiceOptions {
  /** How long counts may lag behind the catalogue (refreshed behind the visitor). */
  cacheTtlMs?: number;
  /**
   * How long a public read (a list page, an artwork page, groups, featured, recommendations)
   * is answered from memory before it is read again, behind the visitor; 0 turns it off.
   */
  readTtlMs?: number;
  /** Counting stops after this many rows (ARTWORK_COUNT_CAP). */
  countCap?: number;
  /**
   * Brings the artworks' search documents up to date before a keyword is looked up in them
   * (the search domain's indexer, given by the workflow); answers at once when recently done.
   */
  indexKeywordDocuments?: () => Promise<unknown>;
}

export function createArtworkService(ctx: AppContext, options: ArtworkServiceOptions = {}) {
  // Public reads only: the read replica when there is one (ADR 0050).
  const db = ctx.readDb;
  const ttl = options.cacheTtlMs ?? 30_000;
  const readTtl = options.readTtlMs ?? 5_000;
  const countCap = options.countCap ?? ARTWORK_COUNT_CAP;
  // Public catalogue reads are micro-cached per query, language and currency: a popular page is
  // read from the database at most once per `readTtl`, whatever the traffic (ADR 0006).
  const readCache = new RefreshingCache<unknown>(readTtl, 1000);
  function cachedRead<V>(key: unknown[], load: () => Promise<V>): Promise<V> {
    if (readTtl <= 0) return load();
    return readCache.get(JSON.stringify(key), load) as Promise<V>;
  }
  // Cards by id, for the same time: pages of different filters share most of their works, so
  // a list that misses the read cache costs one index scan for its ids, not the joins.
  const cardCache = new Map<string, { row: ArtworkCardRow; loadedAt: number }>();
  const maxCards = 20_000;
  // Counts the invalidations: cards read before one are answered but not kept.
  let cardEpoch = 0;
  async function cards(ids: string[], language: Language, pricing: Pricing) {
    const now = Date.now();
    const missing = ids.filter((id) => {
      const hit = cardCache.get(id);
      return !hit || readTtl <= 0 || now - hit.loadedAt >= readTtl;
    });
    const loaded = new Map<string, ArtworkCardRow>();
    if (missing.length) {
      const epoch = cardEpoch;
      for (const row of await findArtworkCardRows(db, missing)) {
        loaded.set(row.id, row);
        if (epoch !== cardEpoch) continue;
        cardCache.delete(row.id); // re-inserted last: the map stays ordered oldest first
        cardCache.set(row.id, { row, loadedAt: now });
      }
      for (const id of cardCache.keys()) {
        if (cardCache.size <= maxCards) break;
        cardCache.delete(id);
      }
    }
    return ids.flatMap((id) => {
      const row = loaded.get(id) ?? cardCache.get(id)?.row;
      return row ? [toSummary(row, language, pricing)] : [];
    });
  }

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

  async function editionsSummary(
    artwork: ArtworkRef,
    pricing: Pricing,
  ): Promise<ArtworkEditionsSummaryDto> {
    const [byStatus, next] = await Promise.all([
      countEditionsByStatus(db, artwork.id),
      findNextAvailableEdition(db, artwork.id),
    ]);
    return {
      artwork_id: artwork.id,
      edition_type: artwork.editionType,
      edition_size: artwork.editionSize,
      total: byStatus.available + byStatus.reserved + byStatus.sold + byStatus.not_for_sale,
      ...byStatus,
      next_edition: next ? toEditionDto(next, artwork.price, pricing) : null,
      resale: next?.resale === true,
    };
  }

  async function detail(
    handle: string,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkDetailDto | null> {
    const row = await findArtworkByHandle(db, handle, language, pricing);
    if (!row) return null;
    const { summary } = row;
    const [images, editions, exhibitions] = await Promise.all([
      findArtworkImages(db, summary.id),
      editionsSummary(
        {
          id: summary.id,
          handle: summary.handle,
          price: row.artworkPriceKrw,
          editionType: summary.edition_type,
          editionSize: summary.edition_size,
        },
        pricing,
      ),
      findArtworkExhibitions(db, summary.id, language, ctx.now()),
    ]);
    return {
      ...summary,
      // A resale is the owner's offer: the gallery's offer round (its deadline) is not its own.
      bid_expires_at: editions.resale ? null : summary.bid_expires_at,
      artist: row.artist,
      description: row.description,
      images: images.length ? images : summary.image ? [summary.image] : [],
      frame_size: row.frameSize,
      signature: row.signature,
      editions,
      exhibitions,
    };
  }

  async function editionSummaryOf(
    artworkId: string,
    pricing: Pricing,
  ): Promise<ArtworkEditionsSummaryDto | null> {
    const artwork = await findArtworkRef(db, artworkId);
    return artwork ? editionsSummary(artwork, pricing) : null;
  }

  async function listEditions(
    artworkId: string,
    query: EditionListQuery,
    pricing: Pricing,
  ): Promise<EditionListDto | null> {
    const artwork = await findArtworkRef(db, artworkId);
    if (!artwork) return null;
    const { rows, count } = await findEditionPage(db, artworkId, query);
    return {
      editions: rows.map((row) => toEditionDto(row, artwork.price, pricing)),
      count,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async function provenance(
    editionId: string,
    page: { limit: number; offset: number },
    language: Language,
  ): Promise<ProvenanceListDto | null> {
    const found = await findEditionWithArtwork(db, editionId);
    if (!found) return null;
    const { events, count } = await findProvenance(db, editionId, page, language);
    return {
      edition: {
        edition_id: found.edition.id,
        edition_number: found.edition.editionNumber,
        artwork_id: found.edition.artworkId,
        artwork_handle: found.artworkHandle,
      },
      provenances: events,
      count,
      limit: page.limit,
      offset: page.offset,
    };
  }

  async function certificateWithChain(
    handle: string,
    editionNumber: number,
    language: Language,
    pricing: Pricing,
  ): Promise<{ dto: CertificateDto; hashes: string[] } | null> {
    const row = await findArtworkByHandle(db, handle, language, pricing);
    if (!row) return null;
    const edition = await findEditionByNumber(db, row.summary.id, editionNumber);
    if (!edition?.certificateNumber || !edition.certificateIssuedAt) return null;
    const [{ events }, chain] = await Promise.all([
      findProvenance(db, edition.id, { limit: 500, offset: 0 }, language),
      findProvenanceChain(db, edition.id),
    ]);
    const verified = verifyProvenanceChain(chain);
    const { summary, artist } = row;
    const dto: CertificateDto = {
      certificate_number: edition.certificateNumber,
      issued_at: edition.certificateIssuedAt.toISOString(),
      artwork: {
        id: summary.id,
        handle: summary.handle,
        title: summary.title,
        year: summary.year,
        medium: summary.medium,
        size: summary.size,
        frame_size: row.frameSize,
        signature: row.signature,
        edition_type: summary.edition_type,
        edition_size: summary.edition_size,
        image: summary.image,
      },
      artist: {
        id: artist.id,
        handle: artist.handle,
        name: artist.name,
        birth_year: artist.birth_year,
        death_year: artist.death_year,
        nationality: artist.nationality,
      },
      institution: summary.institution,
      edition: toEditionDto(edition, row.artworkPriceKrw, pricing),
      provenance: events,
      verification: verificationState(edition.certificateNumber, verified),
    };
    return { dto, hashes: verified.hashes };
  }

  async function certificate(
    handle: string,
    editionNumber: number,
    language: Language,
    pricing: Pricing,
  ): Promise<CertificateDto | null> {
    return (await certificateWithChain(handle, editionNumber, language, pricing))?.dto ?? null;
  }

  /**
   * The public check of a printed or scanned certificate: the code is compared with the one of
   * the current chain head and, failing that, with the code of every earlier state of the chain.
   */
  async function checkCertificate(
    certificateNumber: string,
    code: string,
    language: Language,
    pricing: Pricing,
  ): Promise<CertificateCheckDto | null> {
    const ref = await findCertificateEdition(db, certificateNumber);
    if (!ref) return null;
    const found = await certificateWithChain(ref.handle, ref.editionNumber, language, pricing);
    if (!found) return null;
    const { dto, hashes } = found;
    const { verification } = dto;
    let result: CertificateCheckDto['result'] = 'mismatch';
    let laterEntries = 0;
    if (verification.status === 'broken') result = 'broken';
    else if (verification.code === code) result = 'intact';
    else {
      const state = hashes.findIndex(
        (hash) => certificateVerificationCode(certificateNumber, hash) === code,
      );
      if (state >= 0) {
        result = 'superseded';
        laterEntries = hashes.length - 1 - state;
      }
    }
    return {
      certificate_number: certificateNumber,
      code,
      result,
      later_entries: laterEntries,
      issued_at: dto.issued_at,
      artwork: {
        handle: dto.artwork.handle,
        title: dto.artwork.title,
        year: dto.artwork.year,
        image: dto.artwork.image,
      },
      artist: { name: dto.artist.name },
      edition: {
        edition_number: dto.edition.edition_number,
        edition_type: dto.artwork.edition_type,
        edition_size: dto.artwork.edition_size,
      },
      certificate_path: `/coa/${dto.artwork.handle}?edition=${dto.edition.edition_number}`,
      verification,
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

  async function featured(
    input: unknown,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkSummaryListDto> {
    const query = parseInput(featuredArtworkQuerySchema, input);
    const { artworks, count } = await findFeaturedArtworks(db, query, language, pricing);
    return { artworks, count, limit: query.limit, offset: query.offset };
  }

  async function recommend(
    artworkId: string,
    limit: number,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkSummaryListDto | null> {
    const seed = await findRecommendationSeed(db, artworkId);
    if (!seed) return null;
    const ids = await findRecommendedIds(db, seed, limit);
    const artworks = await byIds(ids, language, pricing);
    return { artworks, count: artworks.length, limit, offset: 0 };
  }

  /**
   * Visitor-level recommendations (no artwork): popular works for anyone; for a signed-in
   * customer, works related to what they wished and follow first, topped up with popular ones
   * they have not wished. Buyable works lead either way (the merchandising tier).
   */
  async function recommendForVisitor(
    customerId: string | null,
    limit: number,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkSummaryListDto> {
    const now = ctx.now();
    let ids: string[];
    if (customerId) {
      const personal = await findPersonalRecommendedIds(ctx.db, customerId, limit);
      const skip = new Set([...personal.ids, ...personal.wished]);
      const popular =
        personal.ids.length < limit ? await findPopularIds(ctx.db, limit + skip.size, now) : [];
      ids = [...personal.ids, ...popular.filter((id) => !skip.has(id))].slice(0, limit);
    } else {
      ids = await findPopularIds(ctx.db, limit, now);
    }
    const found = await byIds(ids, language, pricing);
    // Related works before popular ones, but a buyable work before any that is not (stable).
    const artworks = found
      .map((artwork, index) => ({ artwork, index }))
      .sort(
        (a, b) =>
          merchandisingTier(a.artwork.purchase_status) -
            merchandisingTier(b.artwork.purchase_status) || a.index - b.index,
      )
      .map(({ artwork }) => artwork);
    return { artworks, count: artworks.length, limit, offset: 0 };
  }

  /** Summaries in the order asked for; unknown ids are left out, repeats answered once. */
  async function byIds(
    ids: string[],
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkSummaryDto[]> {
    return cards([...new Set(ids)], language, pricing);
  }

  const rate = (pricing: Pricing) => [pricing.currency, pricing.krwPerUnit];
  const listParsed = (filters: ArtworkFilters, language: Language, pricing: Pricing) =>
    cachedRead(['list', filters, language, ...rate(pricing)], () =>
      list(filters, language, pricing),
    );
  // Pages ask for the same few filter sets over and over (an artwork page's more-from-the-artist
  // row): validated once each, not on every render. Bounded; a full table starts afresh.
  const parsedFilters = new Map<string, ArtworkFilters>();
  function parseFilters(input: Partial<ArtworkFilters>): ArtworkFilters {
    const key = JSON.stringify(input);
    let filters = parsedFilters.get(key);
    if (!filters) {
      filters = parseInput(artworkFiltersSchema, input);
      if (parsedFilters.size >= 1000) parsedFilters.clear();
      parsedFilters.set(key, filters);
    }
    return filters;
  }
  return {
    list: (input: Partial<ArtworkFilters>, language: Language, pricing: Pricing) =>
      listParsed(parseFilters(input), language, pricing),
    /** The same, for filters already validated with artworkFiltersSchema (the route's). */
    listParsed,
    detail: (handle: string, language: Language, pricing: Pricing) =>
      cachedRead(['detail', handle, language, ...rate(pricing)], () =>
        detail(handle, language, pricing),
      ),
    editionSummary: editionSummaryOf,
    listEditions,
    provenance,
    certificate,
    checkCertificate,
    countByCategory,
    groups: (input: unknown, language: Language, pricing: Pricing) => {
      const query = parseInput(artworkGroupQuerySchema, input);
      return cachedRead(['groups', query, language, ...rate(pricing)], () =>
        groups(query, language, pricing),
      );
    },
    featured: (input: unknown, language: Language, pricing: Pricing) => {
      const query = parseInput(featuredArtworkQuerySchema, input);
      return cachedRead(['featured', query, language, ...rate(pricing)], () =>
        featured(query, language, pricing),
      );
    },
    recommend: (artworkId: string, limit: number, language: Language, pricing: Pricing) =>
      cachedRead(['recommend', artworkId, limit, language, ...rate(pricing)], () =>
        recommend(artworkId, limit, language, pricing),
      ),
    /** For a signed-in customer, read afresh (their own); for anyone else, micro-cached. */
    recommendForVisitor: (
      customerId: string | null,
      limit: number,
      language: Language,
      pricing: Pricing,
    ) =>
      customerId
        ? recommendForVisitor(customerId, limit, language, pricing)
        : cachedRead(['recommend-popular', limit, language, ...rate(pricing)], () =>
            recommendForVisitor(null, limit, language, pricing),
          ),
    byIds,
    /** Puts the release-soon works whose release date has come on sale (the buying sweep). */
    async releaseDue(): Promise<number> {
      const released = await releaseDueArtworks(ctx.db, ctx.now());
      if (released.length) logger.info('artworks released', { count: released.length });
      return released.length;
    },
    /**
     * What changed artworks make stale (ADR 0039): their pages and cards, and every list, group,
     * featured row, recommendation and count, since any of them may gain, lose or reorder them.
     */
    invalidate(change: PublicReadChange) {
      cardEpoch += 1;
      if ('all' in change) {
        readCache.clear();
        cardCache.clear();
        categoryCache.clear();
      } else {
        const changed = new Set(change.artworkIds);
        readCache.deleteWhere(
          (key, value) =>
            !key.startsWith('["detail"') || !value || changed.has((value as { id: string }).id),
        );
        for (const id of changed) cardCache.delete(id);
      }
      countCache.clear();
      filterCountCache.clear();
    },
  };
}
