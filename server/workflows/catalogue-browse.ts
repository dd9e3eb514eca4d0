// The catalogue calls beyond artworks, as the store serves them: artists, institutions,
// exhibitions, fairs, editorial lists, site search and the handles list. Each call reads its
// own domain and asks the others for cards by id (artwork cards come from the artwork domain,
// priced in the visitor's currency), so the domain modules never import each other. Each part
// is a file of catalogue-browse/ (artists, institutions, exhibitions, fairs, editorial, the site
// search); this file composes them once per process and micro-caches their public reads
// (ADR 0006).
import type { AppContext } from '../context';
import type { PublicReadChange } from '../lib/public-reads';
import { RefreshingCache } from '../lib/refreshing-cache';
import { findArtistsByIds } from '../modules/artists/artists.repository';
import {
  countInstitutionHoldings,
  findInstitutionsByIds,
  type InstitutionHoldings,
} from '../modules/institutions/institutions.repository';
import { findHandles } from '../modules/search/search.repository';
import type { ArtworkCatalogue } from './artwork-catalogue';
import { createArtistReads } from './catalogue-browse/artist-reads';
import { createBrowseContext } from './catalogue-browse/browse-context';
import { createEditorialReads } from './catalogue-browse/editorial-reads';
import { createExhibitionReads } from './catalogue-browse/exhibition-reads';
import { createFairReads } from './catalogue-browse/fair-reads';
import { createInstitutionReads } from './catalogue-browse/institution-reads';
import { createOpenSearch } from './catalogue-browse/open-search';
import type { Language } from '@/schemas/dto';
import type { InternalHandlesDto } from '@/schemas/editorial-dto';

export type CatalogueBrowse = ReturnType<typeof createCatalogueBrowse>;

/** The cached reads that show no artwork (their keys' start): kept when artworks change. */
const readsWithoutArtworks = ['["banners"', '["faqs"', '["contents"'];

export function createCatalogueBrowse(
  ctx: AppContext,
  artworkCatalogue: ArtworkCatalogue,
  options: {
    /** How long aggregates (holdings, the handles list) may lag, refreshed behind. */
    cacheTtlMs?: number;
    /** How long a public read is answered from memory (ADR 0006); 0 turns it off. */
    readTtlMs?: number;
  } = {},
) {
  // Public reads only: the read replica when there is one (ADR 0050).
  const db = ctx.readDb;
  const ttl = options.cacheTtlMs ?? 60_000;
  // The handles list feeds the sitemap and static paths; it may lag a minute behind.
  const handlesCache = new RefreshingCache<InternalHandlesDto>(ttl, 1);
  // Works and artists per institution: one grouped scan, refreshed behind the visitor.
  const holdingsCache = new RefreshingCache<InstitutionHoldings>(ttl, 1);
  const holdings = () => holdingsCache.get('all', () => countInstitutionHoldings(db));
  // Public reads are micro-cached per call, input, language and currency like the artwork
  // reads (ADR 0006): a popular page reads the database at most once per `readTtl`.
  const readTtl = options.readTtlMs ?? 5_000;
  const readCache = new RefreshingCache<unknown>(readTtl, 2000);
  function cached<A extends unknown[], R>(name: string, load: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      if (readTtl <= 0) return load(...args);
      return readCache.get(JSON.stringify([name, ...args]), () => load(...args)) as Promise<R>;
    };
  }

  const browse = createBrowseContext(ctx, db, artworkCatalogue, holdings);
  const artists = createArtistReads(browse);
  const institutions = createInstitutionReads(browse);
  const exhibitions = createExhibitionReads(browse);
  const fairs = createFairReads(browse);
  const editorial = createEditorialReads(browse);
  const openSearch = createOpenSearch(browse);

  return {
    /** Artist cards for these ids, in the order asked (unknown ids left out); not cached. */
    artistsByIds: (ids: string[], language: Language) => findArtistsByIds(db, ids, language),
    /** Institution cards for these ids, in the order asked (unknown ids left out); not cached. */
    institutionsByIds: async (ids: string[], language: Language) =>
      ids.length === 0 ? [] : findInstitutionsByIds(db, ids, language, await holdings()),
    listArtists: cached('artists', artists.listArtists),
    getArtist: cached('artist', artists.getArtist),
    listFeaturedArtists: cached('featured-artists', artists.listFeaturedArtists),
    listInstitutions: cached('institutions', institutions.listInstitutions),
    getInstitution: cached('institution', institutions.getInstitution),
    listExhibitions: cached('exhibitions', exhibitions.listExhibitions),
    getExhibition: cached('exhibition', exhibitions.getExhibition),
    listExhibitionArtworks: cached('exhibition-artworks', exhibitions.listExhibitionArtworks),
    listExhibitionArtists: cached('exhibition-artists', exhibitions.listExhibitionArtists),
    getExhibitionHighlight: cached('highlight', exhibitions.getExhibitionHighlight),
    listExhibitionHighlights: cached('highlights', exhibitions.listExhibitionHighlights),
    getFair: cached('fair', fairs.getFair),
    listTempArtworks: cached('temp-artworks', fairs.listTempArtworks),
    listTempArtists: cached('temp-artists', fairs.listTempArtists),
    listTempInstitutions: cached('temp-institutions', fairs.listTempInstitutions),
    listRollingBanners: cached('banners', editorial.listRollingBanners),
    listFaqs: cached('faqs', editorial.listFaqs),
    listContents: cached('contents', editorial.listContents),
    // Shows artwork cards: dropped with the artwork reads (its key is not a `contents` one).
    getContent: cached('story', editorial.getContent),
    openSearch: cached('search', openSearch),
    listHandles: () => handlesCache.get('all', () => findHandles(db)),
    /**
     * Drops what a change makes stale (ADR 0039): on changed artworks, every read that may show
     * an artwork card, price or status or count one (all but the banners, FAQ and contents).
     */
    invalidate: (change: PublicReadChange) => {
      if ('all' in change) {
        readCache.clear();
        handlesCache.clear();
        holdingsCache.clear();
        return;
      }
      readCache.deleteWhere((key) => !readsWithoutArtworks.some((name) => key.startsWith(name)));
    },
  };
}
