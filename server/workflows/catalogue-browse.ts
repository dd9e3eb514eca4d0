// The catalogue calls beyond artworks, as the store serves them: artists, institutions,
// exhibitions, fairs, editorial lists, site search and the handles list. Each call reads its
// own domain and asks the others for cards by id (artwork cards come from the artwork domain,
// priced in the visitor's currency), so the domain modules never import each other.
import type { AppContext } from '../context';
import type { PublicReadChange } from '../lib/public-reads';
import { RefreshingCache } from '../lib/refreshing-cache';
import { normalizeKeyword } from '../lib/text-match';
import { parseInput } from '../lib/validation';
import {
  findArtist,
  findArtistIdsAtInstitution,
  findArtistIdsInExhibitions,
  findArtistPage,
  findArtistsByIds,
  findFeaturedArtistPage,
} from '../modules/artists/artists.repository';
import {
  findContentPage,
  findPublishedContent,
  findActiveBanners,
  findFaqPage,
} from '../modules/editorial/editorial.repository';
import {
  atFair,
  findCurrentHighlightPage,
  findExhibition,
  findExhibitionArtworkIds,
  findExhibitionPage,
  findExhibitionsByIds,
  findFair,
  findFairExhibitionIds,
  findFeatureFair,
  findHighlight,
  findHighlightsOfExhibition,
  showsArtist,
} from '../modules/exhibitions/exhibition-catalogue.repository';
import {
  countInstitutionHoldings,
  findInstitution,
  findInstitutionIdsAtFair,
  findInstitutionIdsForArtist,
  findInstitutionPage,
  findInstitutionsByIds,
  resolveInstitutionId,
  toInstitutionSummary,
  type InstitutionHoldings,
} from '../modules/institutions/institutions.repository';
import {
  findHandles,
  searchArtists,
  searchArtworks,
  searchExhibitions,
  searchInstitutions,
} from '../modules/search/search.repository';
import type { ArtworkCatalogue } from './artwork-catalogue';
import type { ArtistDetailDto, ArtistListDto } from '@/schemas/artist-dto';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import {
  artistFiltersSchema,
  contentsQuerySchema,
  faqQuerySchema,
  institutionFiltersSchema,
  openSearchQuerySchema,
  pageQuerySchema,
} from '@/schemas/catalogue-filters';
import { exhibitionListQuerySchema } from '@/schemas/exhibition-list-query';
import type { ExhibitionSummaryDto, Language } from '@/schemas/dto';
import type {
  ContentDetailDto,
  ContentListDto,
  FairDetailDto,
  FaqListDto,
  InternalHandlesDto,
  OpenSearchResultDto,
  RollingBannerListDto,
  TempArtworkListDto,
} from '@/schemas/editorial-dto';
import type {
  ExhibitionArtistListDto,
  ExhibitionArtworkListDto,
  ExhibitionDetailDto,
  ExhibitionHighlightListDto,
  ExhibitionHighlightPageDto,
  ExhibitionListDto,
} from '@/schemas/exhibition-dto';
import type { InstitutionDetailDto, InstitutionListDto } from '@/schemas/institution-dto';
import type { CurrencyCode } from '@/schemas/money';

/** Cards shown on a detail page before "see all". */
const DETAIL_ARTWORKS = 12;
const DETAIL_EXHIBITIONS = 12;
const DETAIL_ARTISTS = 24;
const FAIR_ARTISTS = 48;
const FAIR_EXHIBITIONS = 100;

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

  async function artworkCards(
    ids: string[],
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkSummaryDto[]> {
    if (ids.length === 0) return [];
    const pricing = await artworkCatalogue.pricing(currency);
    return artworkCatalogue.artworks.byIds(ids, language, pricing);
  }

  /** The newest works of an artist or institution, every status. */
  async function newestArtworks(
    filter: { artist_id?: string; institution_id?: string },
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkSummaryDto[]> {
    const pricing = await artworkCatalogue.pricing(currency);
    const list = await artworkCatalogue.artworks.list(
      { ...filter, view_status: 'all', order: 'newest', limit: DETAIL_ARTWORKS, offset: 0 },
      language,
      pricing,
    );
    return list.artworks;
  }

  async function listArtists(input: unknown, language: Language): Promise<ArtistListDto> {
    const query = parseInput(artistFiltersSchema, input);
    const { limit, offset } = query;
    let institutionId: string | undefined;
    if (query.institution) {
      const id = await resolveInstitutionId(db, query.institution);
      if (!id) return { artists: [], count: 0, limit, offset };
      institutionId = id;
    }
    const q = query.q ? normalizeKeyword(query.q) : undefined;
    const page = await findArtistPage(
      db,
      { q, nationality: query.nationality, institutionId, onSale: query.on_sale },
      query.order,
      { limit, offset },
      language,
    );
    return { ...page, limit, offset };
  }

  async function getArtist(
    idOrHandle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtistDetailDto | null> {
    const found = await findArtist(db, idOrHandle, language);
    if (!found) return null;
    const artistId = found.item.id;
    const now = ctx.now();
    const [artworks, exhibitions, institutionIds] = await Promise.all([
      newestArtworks({ artist_id: artistId }, language, currency),
      findExhibitionPage(
        db,
        { ids: showsArtist(artistId) },
        { limit: DETAIL_EXHIBITIONS, offset: 0 },
        language,
        now,
      ),
      findInstitutionIdsForArtist(db, artistId, DETAIL_ARTISTS),
    ]);
    const institutions = await findInstitutionsByIds(
      db,
      institutionIds.ids,
      language,
      await holdings(),
    );
    return {
      ...found.item,
      bio: found.bio,
      artworks,
      exhibitions: exhibitions.exhibitions,
      exhibitions_count: exhibitions.count,
      institutions: institutions.map(toInstitutionSummary),
      institutions_count: institutionIds.count,
    };
  }

  async function listFeaturedArtists(input: unknown, language: Language): Promise<ArtistListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const page = await findFeaturedArtistPage(db, { limit, offset }, language);
    return { ...page, limit, offset };
  }

  async function listInstitutions(input: unknown, language: Language): Promise<InstitutionListDto> {
    const query = parseInput(institutionFiltersSchema, input);
    const { limit, offset } = query;
    const q = query.q ? normalizeKeyword(query.q) : undefined;
    const page = await findInstitutionPage(
      db,
      { q, type: query.type, city: query.city },
      query.order,
      { limit, offset },
      language,
      await holdings(),
    );
    return { ...page, limit, offset };
  }

  async function getInstitution(
    idOrHandle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<InstitutionDetailDto | null> {
    const found = await findInstitution(db, idOrHandle, language, await holdings());
    if (!found) return null;
    const institutionId = found.item.id;
    const [artistIds, artworks, exhibitions] = await Promise.all([
      findArtistIdsAtInstitution(db, institutionId, DETAIL_ARTISTS),
      newestArtworks({ institution_id: institutionId }, language, currency),
      findExhibitionPage(
        db,
        { institutionId },
        { limit: DETAIL_EXHIBITIONS, offset: 0 },
        language,
        ctx.now(),
      ),
    ]);
    return {
      ...found.item,
      description: found.description,
      address: found.address,
      website: found.website,
      instagram: found.instagram,
      founded_year: found.foundedYear,
      artists: await findArtistsByIds(db, artistIds, language),
      artworks,
      exhibitions: exhibitions.exhibitions,
      exhibitions_count: exhibitions.count,
    };
  }

  async function listExhibitions(input: unknown, language: Language): Promise<ExhibitionListDto> {
    const query = parseInput(exhibitionListQuerySchema, input);
    const { limit, offset } = query;
    let institutionId: string | undefined;
    if (query.institution) {
      const id = await resolveInstitutionId(db, query.institution);
      if (!id) return { exhibitions: [], count: 0, limit, offset };
      institutionId = id;
    }
    const q = query.q ? normalizeKeyword(query.q) : undefined;
    const page = await findExhibitionPage(
      db,
      { status: query.status, type: query.type, institutionId, q, onView: query.on_view },
      { limit, offset },
      language,
      ctx.now(),
    );
    return { ...page, limit, offset };
  }

  async function getExhibition(
    handle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionDetailDto | null> {
    const now = ctx.now();
    const found = await findExhibition(db, handle, language, now);
    if (!found) return null;
    const id = found.summary.id;
    const [artworkIds, artistIds, highlights, institution, soloArtist, fair] = await Promise.all([
      findExhibitionArtworkIds(db, [id], { limit: 24, offset: 0 }),
      findArtistIdsInExhibitions(db, [id], { limit: DETAIL_ARTISTS, offset: 0 }),
      findHighlightsOfExhibition(db, id, language),
      found.institutionId
        ? findInstitutionsByIds(db, [found.institutionId], language, await holdings())
        : Promise.resolve([]),
      found.artistId ? findArtist(db, found.artistId, language) : Promise.resolve(null),
      found.fairId ? findFair(db, found.fairId, language, now) : Promise.resolve(null),
    ]);
    const [artworks, artists] = await Promise.all([
      artworkCards(artworkIds.ids, language, currency),
      findArtistsByIds(db, artistIds.ids, language),
    ]);
    return {
      ...found.summary,
      description: found.description,
      institution: institution[0] ? toInstitutionSummary(institution[0]) : null,
      artist: soloArtist ? { ...soloArtist.item, bio: soloArtist.bio } : null,
      artists,
      artists_count: artistIds.count,
      artworks,
      artworks_count: artworkIds.count,
      highlights,
      fair: fair?.summary ?? null,
    };
  }

  async function listExhibitionArtworks(
    handle: string,
    input: unknown,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionArtworkListDto | null> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const found = await findExhibition(db, handle, language, ctx.now());
    if (!found) return null;
    const page = await findExhibitionArtworkIds(db, [found.summary.id], { limit, offset });
    return {
      artworks: await artworkCards(page.ids, language, currency),
      count: page.count,
      limit,
      offset,
    };
  }

  async function listExhibitionArtists(
    handle: string,
    input: unknown,
    language: Language,
  ): Promise<ExhibitionArtistListDto | null> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const found = await findExhibition(db, handle, language, ctx.now());
    if (!found) return null;
    const page = await findArtistIdsInExhibitions(db, [found.summary.id], { limit, offset });
    return {
      artists: await findArtistsByIds(db, page.ids, language),
      count: page.count,
      limit,
      offset,
    };
  }

  async function getExhibitionHighlight(
    id: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionHighlightPageDto | null> {
    const highlight = await findHighlight(db, id, language);
    if (!highlight) return null;
    const [exhibition, artworks] = await Promise.all([
      findExhibition(db, highlight.exhibition_id, language, ctx.now()),
      artworkCards(highlight.artwork_ids, language, currency),
    ]);
    if (!exhibition) return null;
    return { ...highlight, exhibition: exhibition.summary, artworks };
  }

  async function listExhibitionHighlights(
    input: unknown,
    language: Language,
  ): Promise<ExhibitionHighlightListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const page = await findCurrentHighlightPage(db, { limit, offset }, language, ctx.now());
    return {
      exhibition_highlights: page.highlights.map(({ body: _body, artwork_ids: _ids, ...h }) => h),
      count: page.count,
      limit,
      offset,
    };
  }

  async function fairExhibitions(
    fairId: string,
    language: Language,
  ): Promise<{ exhibitions: ExhibitionSummaryDto[]; count: number }> {
    const page = await findExhibitionPage(
      db,
      { ids: atFair(fairId) },
      { limit: FAIR_EXHIBITIONS, offset: 0 },
      language,
      ctx.now(),
    );
    // A fair's shows read in opening order, then by title.
    page.exhibitions.sort(
      (a, b) => a.starts_at.localeCompare(b.starts_at) || a.title.localeCompare(b.title),
    );
    return page;
  }

  async function getFair(key: string, language: Language): Promise<FairDetailDto | null> {
    const fair = await findFair(db, key, language, ctx.now());
    if (!fair) return null;
    const fairId = fair.summary.id;
    const exhibitionIds = await findFairExhibitionIds(db, fairId);
    const [exhibitions, institutionIds, artistIds, artworkIds] = await Promise.all([
      fairExhibitions(fairId, language),
      findInstitutionIdsAtFair(db, fairId, { limit: FAIR_EXHIBITIONS, offset: 0 }, language),
      findArtistIdsInExhibitions(db, exhibitionIds, { limit: FAIR_ARTISTS, offset: 0 }),
      findExhibitionArtworkIds(db, exhibitionIds, { limit: 1, offset: 0 }),
    ]);
    const [institutions, artists] = await Promise.all([
      findInstitutionsByIds(db, institutionIds.ids, language, await holdings()),
      findArtistsByIds(db, artistIds.ids, language),
    ]);
    return {
      ...fair.summary,
      description: fair.description,
      period: fair.period,
      exhibitions: exhibitions.exhibitions,
      institutions,
      artists,
      artists_count: artistIds.count,
      artworks_count: artworkIds.count,
    };
  }

  async function listTempArtworks(
    input: unknown,
    language: Language,
    currency: CurrencyCode,
  ): Promise<TempArtworkListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const fair = await findFeatureFair(db, language, ctx.now());
    if (!fair) return { artworks: [], count: 0, limit, offset, fair: null };
    const exhibitionIds = await findFairExhibitionIds(db, fair.summary.id);
    const page = await findExhibitionArtworkIds(db, exhibitionIds, { limit, offset });
    return {
      artworks: await artworkCards(page.ids, language, currency),
      count: page.count,
      limit,
      offset,
      fair: fair.summary,
    };
  }

  async function listTempArtists(input: unknown, language: Language): Promise<ArtistListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const fair = await findFeatureFair(db, language, ctx.now());
    if (!fair) return { artists: [], count: 0, limit, offset };
    const exhibitionIds = await findFairExhibitionIds(db, fair.summary.id);
    const page = await findArtistIdsInExhibitions(db, exhibitionIds, { limit, offset });
    return {
      artists: await findArtistsByIds(db, page.ids, language),
      count: page.count,
      limit,
      offset,
    };
  }

  async function listTempInstitutions(
    input: unknown,
    language: Language,
  ): Promise<InstitutionListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const fair = await findFeatureFair(db, language, ctx.now());
    if (!fair) return { institutions: [], count: 0, limit, offset };
    const page = await findInstitutionIdsAtFair(db, fair.summary.id, { limit, offset }, language);
    return {
      institutions: await findInstitutionsByIds(db, page.ids, language, await holdings()),
      count: page.count,
      limit,
      offset,
    };
  }

  async function listRollingBanners(
    input: unknown,
    language: Language,
  ): Promise<RollingBannerListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const page = await findActiveBanners(db, { limit, offset }, language, ctx.now());
    return { rolling_banners: page.banners, count: page.count, limit, offset };
  }

  async function listFaqs(input: unknown, language: Language): Promise<FaqListDto> {
    const query = parseInput(faqQuerySchema, input);
    const { limit, offset } = query;
    const page = await findFaqPage(
      db,
      { category: query.category, q: query.q ? normalizeKeyword(query.q) : undefined },
      { limit, offset },
      language,
    );
    return { ...page, limit, offset };
  }

  async function listContents(input: unknown, language: Language): Promise<ContentListDto> {
    const query = parseInput(contentsQuerySchema, input);
    const { limit, offset } = query;
    const page = await findContentPage(
      db,
      { type: query.type },
      { limit, offset },
      language,
      ctx.now(),
    );
    return { ...page, limit, offset };
  }

  /** A story with the works it shows (those still listed, in its order); null if unpublished. */
  async function getContent(
    handle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ContentDetailDto | null> {
    const found = await findPublishedContent(db, handle, language, ctx.now());
    if (!found) return null;
    return { ...found.content, artworks: await artworkCards(found.artworkIds, language, currency) };
  }

  async function openSearch(
    input: unknown,
    language: Language,
    currency: CurrencyCode,
  ): Promise<OpenSearchResultDto> {
    const query = parseInput(openSearchQuerySchema, input);
    const keyword = normalizeKeyword(query.keyword);
    const { limit } = query;
    await artworkCatalogue.indexKeywordDocuments();
    const [artworkHits, artistHits, institutionHits, exhibitionHits] = await Promise.all([
      searchArtworks(db, keyword, limit),
      searchArtists(db, keyword, limit),
      searchInstitutions(db, keyword, limit),
      searchExhibitions(db, keyword, limit),
    ]);
    const [artworks, artists, institutions, exhibitions] = await Promise.all([
      artworkCards(artworkHits.ids, language, currency),
      findArtistsByIds(db, artistHits.ids, language),
      findInstitutionsByIds(db, institutionHits.ids, language, await holdings()),
      findExhibitionsByIds(db, exhibitionHits.ids, language, ctx.now()),
    ]);
    return {
      keyword,
      limit,
      artworks,
      artists,
      institutions,
      exhibitions,
      count: {
        artworks: artworkHits.count,
        artists: artistHits.count,
        institutions: institutionHits.count,
        exhibitions: exhibitionHits.count,
      },
    };
  }

  return {
    /** Artist cards for these ids, in the order asked (unknown ids left out); not cached. */
    artistsByIds: (ids: string[], language: Language) => findArtistsByIds(db, ids, language),
    /** Institution cards for these ids, in the order asked (unknown ids left out); not cached. */
    institutionsByIds: async (ids: string[], language: Language) =>
      ids.length === 0 ? [] : findInstitutionsByIds(db, ids, language, await holdings()),
    listArtists: cached('artists', listArtists),
    getArtist: cached('artist', getArtist),
    listFeaturedArtists: cached('featured-artists', listFeaturedArtists),
    listInstitutions: cached('institutions', listInstitutions),
    getInstitution: cached('institution', getInstitution),
    listExhibitions: cached('exhibitions', listExhibitions),
    getExhibition: cached('exhibition', getExhibition),
    listExhibitionArtworks: cached('exhibition-artworks', listExhibitionArtworks),
    listExhibitionArtists: cached('exhibition-artists', listExhibitionArtists),
    getExhibitionHighlight: cached('highlight', getExhibitionHighlight),
    listExhibitionHighlights: cached('highlights', listExhibitionHighlights),
    getFair: cached('fair', getFair),
    listTempArtworks: cached('temp-artworks', listTempArtworks),
    listTempArtists: cached('temp-artists', listTempArtists),
    listTempInstitutions: cached('temp-institutions', listTempInstitutions),
    listRollingBanners: cached('banners', listRollingBanners),
    listFaqs: cached('faqs', listFaqs),
    listContents: cached('contents', listContents),
    // Shows artwork cards: dropped with the artwork reads (its key is not a `contents` one).
    getContent: cached('story', getContent),
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
