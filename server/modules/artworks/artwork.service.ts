// The artwork domain: marketplace list with filters, sorts and honest counts, the detail page,
// editions, provenance, certificates, category counts, groups, featured works and
// recommendations. Prices arrive converted through a Pricing given by the caller. This file
// composes the parts (the list, artwork-list.service.ts; the page and editions,
// artwork-detail.service.ts; provenance and certificates, artwork-certificate.service.ts;
// featured works and recommendations, artwork-recommendation.service.ts; the cards by id,
// artwork-card-cache.ts) and micro-caches the public reads.
import type { AppContext } from '../../context';
import type { PublicReadChange } from '../../lib/public-reads';
import { logger } from '../../lib/logger';
import { RefreshingCache } from '../../lib/refreshing-cache';
import { parseInput } from '../../lib/validation';
import {
  artworkFiltersSchema,
  artworkGroupQuerySchema,
  featuredArtworkQuerySchema,
  type ArtworkFilters,
} from '@/schemas/artwork-filters';
import type { Language } from '@/schemas/dto';
import { createArtworkCards } from './artwork-card-cache';
import { createArtworkCertificateReads } from './artwork-certificate.service';
import { createArtworkConditionReads } from './artwork-condition.service';
import { createArtworkDetailReads } from './artwork-detail.service';
import { createArtworkListReads } from './artwork-list.service';
import type { Pricing } from './artwork-pricing';
import { createArtworkPicks } from './artwork-recommendation.service';
import { moveReleaseDate, releaseDueArtworks } from './artwork-release.repository';

/**
 * Counting stops here: a broad filter answers "at least 1,000" (count_is_estimate) instead of
 * scanning the table. Filters the per-category counts answer (tab, statuses, category) are exact.
 */
export const ARTWORK_COUNT_CAP = 1000;

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
  // Cards by id, for the same time (artwork-card-cache.ts).
  const cards = createArtworkCards(db, readTtl);
  const listReads = createArtworkListReads(ctx, db, cards.cards, {
    ttl,
    countCap,
    indexKeywordDocuments: options.indexKeywordDocuments,
  });
  const detailReads = createArtworkDetailReads(ctx, db);
  const certificateReads = createArtworkCertificateReads(db);
  const conditionReads = createArtworkConditionReads(db);
  const picks = createArtworkPicks(ctx, db, cards.byIds);

  const rate = (pricing: Pricing) => [pricing.currency, pricing.krwPerUnit];
  const listParsed = (filters: ArtworkFilters, language: Language, pricing: Pricing) =>
    cachedRead(['list', filters, language, ...rate(pricing)], () =>
      listReads.list(filters, language, pricing),
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
        detailReads.detail(handle, language, pricing),
      ),
    editionSummary: detailReads.editionSummary,
    listEditions: detailReads.listEditions,
    provenance: certificateReads.provenance,
    certificate: certificateReads.certificate,
    checkCertificate: certificateReads.checkCertificate,
    /** The page's condition and history section (rules §4.74–4.76), micro-cached like the page. */
    conditionHistory: (artworkId: string, editionNumber: number | undefined, language: Language) =>
      cachedRead(['condition-history', artworkId, editionNumber ?? null, language], () =>
        conditionReads.conditionHistory(artworkId, editionNumber, language),
      ),
    countByCategory: listReads.countByCategory,
    groups: (input: unknown, language: Language, pricing: Pricing) => {
      const query = parseInput(artworkGroupQuerySchema, input);
      return cachedRead(['groups', query, language, ...rate(pricing)], () =>
        listReads.groups(query, language, pricing),
      );
    },
    featured: (input: unknown, language: Language, pricing: Pricing) => {
      const query = parseInput(featuredArtworkQuerySchema, input);
      return cachedRead(['featured', query, language, ...rate(pricing)], () =>
        picks.featured(query, language, pricing),
      );
    },
    recommend: (artworkId: string, limit: number, language: Language, pricing: Pricing) =>
      cachedRead(['recommend', artworkId, limit, language, ...rate(pricing)], () =>
        picks.recommend(artworkId, limit, language, pricing),
      ),
    /** For a signed-in customer, read afresh (their own); for anyone else, micro-cached. */
    recommendForVisitor: (
      customerId: string | null,
      limit: number,
      language: Language,
      pricing: Pricing,
    ) =>
      customerId
        ? picks.recommendForVisitor(customerId, limit, language, pricing)
        : cachedRead(['recommend-popular', limit, language, ...rate(pricing)], () =>
            picks.recommendForVisitor(null, limit, language, pricing),
          ),
    byIds: cards.byIds,
    /** Puts the release-soon works whose release date has come on sale (the buying sweep). */
    /** Development only: a release-soon work's release date becomes now (then releaseDue runs). */
    releaseNow: (artworkId: string) => moveReleaseDate(ctx.db, artworkId, ctx.now()),
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
      if ('all' in change) {
        readCache.clear();
        cards.invalidate();
      } else {
        const changed = new Set(change.artworkIds);
        readCache.deleteWhere(
          (key, value) =>
            !key.startsWith('["detail"') || !value || changed.has((value as { id: string }).id),
        );
        cards.invalidate(changed);
      }
      listReads.invalidate('all' in change);
    },
  };
}
