// The artwork calls as the store serves them: the artwork domain priced in the visitor's
// currency through the money domain's exchange rates (two domains, hence a workflow).
import type { AppContext } from '../context';
import type { PublicReadChange } from '../lib/public-reads';
import { RefreshingCache } from '../lib/refreshing-cache';
import { TtlCache } from '../lib/ttl-cache';
import { krwPricing, type Pricing } from '../modules/artworks/artwork-pricing';
import { createArtworkService } from '../modules/artworks/artwork.service';
import { loadExchangeRates } from '../modules/money/money.repository';
import { indexStaleArtworks } from '../modules/search/search-index.repository';
import type { CurrencyCode } from '@/rules/money';

export type ArtworkCatalogue = ReturnType<typeof createArtworkCatalogue>;

export function createArtworkCatalogue(ctx: AppContext, options: { cacheTtlMs?: number } = {}) {
  // A keyword is looked up in the artworks' search documents (ADR 0055): stale ones (new or
  // changed works) are indexed first; the first keyword waits for it, later ones answer at once
  // while it runs behind, at most every few seconds.
  const indexSweep = new RefreshingCache<number>(5_000, 1);
  const indexKeywordDocuments = () => indexSweep.get('sweep', () => indexStaleArtworks(ctx.db));
  const artworks = createArtworkService(ctx, { ...options, indexKeywordDocuments });
  const rates = new TtlCache<Record<CurrencyCode, number>>(options.cacheTtlMs ?? 60_000);

  /** KRW-per-unit of the visitor's currency; without a rate, prices stay in KRW (honestly so). */
  async function pricing(currency: CurrencyCode): Promise<Pricing> {
    const table = await rates.get('rates', () => loadExchangeRates(ctx.db));
    if (currency === 'krw') return { ...krwPricing, rates: table };
    const krwPerUnit = table[currency];
    return krwPerUnit && krwPerUnit > 0
      ? { currency, krwPerUnit, rates: table }
      : { ...krwPricing, rates: table };
  }

  return {
    artworks,
    pricing,
    indexKeywordDocuments,
    /** Drops what a change makes stale; exchange rates only go with everything. */
    invalidate(change: PublicReadChange) {
      artworks.invalidate(change);
      if ('all' in change) rates.clear();
    },
  };
}
