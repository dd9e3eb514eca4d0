// Catalogue calls beyond artworks (rules §7 "Artists, exhibitions, institutions" and "Other"):
// artists, institutions, exhibitions and their highlights, fairs, rolling banners, FAQ,
// featured artists, contents, the temporary art-fair lists and the site search. Thin handlers:
// parse, call the catalogue workflow, answer; unknown ids and handles are 404.
//
// The API's `store/exhibition/{handle}{suffix}`: the suffix is '' (the exhibition page),
// '/artworks' (its works, paged) or '/artists' (its artists, paged).
import type { Context, Hono } from 'hono';
import { object } from 'yup';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import type { Services } from '../../services';
import {
  artistFiltersSchema,
  contentsQuerySchema,
  institutionFiltersSchema,
  openSearchQuerySchema,
  pageQuerySchema,
} from '@/schemas/catalogue-filters';
import { exhibitionListQuerySchema } from '@/schemas/exhibition-list-query';
import { revalidateEveryTime } from '../fresh-json';
import { requestCurrency, requestLanguage } from '../request';
import { defineRoute } from '../route';
import { catalogueReads, idOrHandleParam } from './catalogue-reads';

/** Editorial reads (banners, FAQ, contents) show no work; a short shared cache suits them. */
const editorialCache = 'public, max-age=30, stale-while-revalidate=60';

function cacheEditorial(c: Context): void {
  c.header('Cache-Control', editorialCache);
  c.header('Vary', 'Accept-Language');
}

/**
 * Reads that show works, their prices and statuses or count them are revalidated on every
 * reuse, with an ETag (ADR 0039): a sale is seen at once through any browser or CDN.
 */
function cacheByLanguage(c: Context): void {
  c.header('Cache-Control', revalidateEveryTime);
  c.header('Vary', 'Accept-Language');
}

/** Answers with artwork prices vary by currency too. */
function cacheByLanguageAndCurrency(c: Context): void {
  c.header('Cache-Control', revalidateEveryTime);
  c.header('Vary', 'Accept-Language, Cookie, x-currency');
}

export function registerCatalogueRoutes(app: Hono, _ctx: AppContext, services: Services): void {
  const catalogue = services.catalogue;
  const reads = catalogueReads(services);

  // --- Artists ---------------------------------------------------------------------------------

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artists',
      summary:
        'Artists with filters: q (part of the name in English or Korean), nationality, institution (id or handle holding their works), on_sale (has works on sale), order name | newest | popular',
      tags: ['artist'],
      query: artistFiltersSchema,
      responseDescription: '{ artists, count, limit, offset }',
    },
    async ({ c, query }) => {
      cacheByLanguage(c);
      return catalogue.listArtists(query, requestLanguage(c));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artists/:id',
      summary:
        'The artist page by id or handle: bio, image, counts, newest works, exhibitions and institutions',
      tags: ['artist'],
      ...reads.artist.definition,
    },
    async (input) => {
      cacheByLanguageAndCurrency(input.c);
      return reads.artist.handle(input);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/featured-artist',
      summary: 'Editorially featured artists in rank order',
      tags: ['artist'],
      query: pageQuerySchema,
      responseDescription: '{ artists, count, limit, offset }',
    },
    async ({ c, query }) => {
      cacheByLanguage(c);
      return catalogue.listFeaturedArtists(query, requestLanguage(c));
    },
  );

  // --- Institutions ----------------------------------------------------------------------------

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/institution',
      summary:
        'Galleries and other institutions with filters: q (part of the name in English or Korean), type (gallery | museum | foundation | art_space), city (English or Korean), order name | newest | popular',
      tags: ['institution'],
      query: institutionFiltersSchema,
      responseDescription: '{ institutions, count, limit, offset }',
    },
    async ({ c, query }) => {
      cacheByLanguage(c);
      return catalogue.listInstitutions(query, requestLanguage(c));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/institution/:id',
      summary: 'The gallery page by id or handle: profile, artists, newest works and exhibitions',
      tags: ['institution'],
      ...reads.institution.definition,
    },
    async (input) => {
      cacheByLanguageAndCurrency(input.c);
      return reads.institution.handle(input);
    },
  );

  // --- Exhibitions -----------------------------------------------------------------------------

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/exhibition',
      summary:
        'Exhibitions with filters: status current | upcoming | past (by the server clock; current ends soonest first, upcoming opens soonest first, past ended last first, none: newest opening first), type, institution (id or handle), q, on_view (true: shows with a 3D on-view room)',
      tags: ['exhibition'],
      query: exhibitionListQuerySchema,
      responseDescription: '{ exhibitions, count, limit, offset }',
    },
    async ({ c, query }) => {
      cacheByLanguage(c);
      return catalogue.listExhibitions(query, requestLanguage(c));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/exhibition/:handle',
      summary:
        'The exhibition page by handle (or id): description, institution, solo artist, artists, first works, highlights and fair',
      tags: ['exhibition'],
      ...reads.exhibition.definition,
    },
    async (input) => {
      cacheByLanguageAndCurrency(input.c);
      return reads.exhibition.handle(input);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/exhibition/:handle/artworks',
      summary: 'The works of an exhibition in show order, paged (limit, offset)',
      tags: ['exhibition'],
      params: object({ handle: idOrHandleParam('handle') }),
      query: pageQuerySchema,
      responseDescription: '{ artworks, count, limit, offset }',
    },
    async ({ c, params, query }) => {
      cacheByLanguageAndCurrency(c);
      const list = await catalogue.listExhibitionArtworks(
        params.handle,
        query,
        requestLanguage(c),
        requestCurrency(c),
      );
      if (!list) throw notFound('Exhibition not found');
      return list;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/exhibition/:handle/artists',
      summary: 'The artists of an exhibition by their works’ order, paged (limit, offset)',
      tags: ['exhibition'],
      params: object({ handle: idOrHandleParam('handle') }),
      query: pageQuerySchema,
      responseDescription: '{ artists, count, limit, offset }',
    },
    async ({ c, params, query }) => {
      cacheByLanguage(c);
      const list = await catalogue.listExhibitionArtists(params.handle, query, requestLanguage(c));
      if (!list) throw notFound('Exhibition not found');
      return list;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/exhibition-highlight/:id',
      summary: 'One curated highlight of an exhibition: text, image, its exhibition and its works',
      tags: ['exhibition'],
      params: object({ id: idOrHandleParam('id') }),
      responseDescription: 'ExhibitionHighlightPageDto',
    },
    async ({ c, params }) => {
      cacheByLanguageAndCurrency(c);
      const highlight = await catalogue.getExhibitionHighlight(
        params.id,
        requestLanguage(c),
        requestCurrency(c),
      );
      if (!highlight) throw notFound('Exhibition highlight not found');
      return highlight;
    },
  );

  // --- Fairs -------------------------------------------------------------------------------------

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/fair/:id',
      summary:
        'An art fair by id, handle or token: description, its exhibitions (booths), galleries and artists',
      tags: ['fair'],
      params: object({ id: idOrHandleParam('id') }),
      responseDescription: 'FairDetailDto',
    },
    async ({ c, params }) => {
      cacheByLanguage(c);
      const fair = await catalogue.getFair(params.id, requestLanguage(c));
      if (!fair) throw notFound('Fair not found');
      return fair;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/temp/artworks',
      summary:
        'Temporary art-fair list: the works of the fair on now (else the next, else the last), paged',
      tags: ['fair'],
      query: pageQuerySchema,
      responseDescription: '{ artworks, count, limit, offset, fair }',
    },
    async ({ c, query }) => {
      cacheByLanguageAndCurrency(c);
      return catalogue.listTempArtworks(query, requestLanguage(c), requestCurrency(c));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/temp/artists',
      summary: 'Temporary art-fair list: the artists with works at the fair, paged',
      tags: ['fair'],
      query: pageQuerySchema,
      responseDescription: '{ artists, count, limit, offset }',
    },
    async ({ c, query }) => {
      cacheByLanguage(c);
      return catalogue.listTempArtists(query, requestLanguage(c));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/temp/institution',
      summary: 'Temporary art-fair list: the galleries with a booth at the fair, by name, paged',
      tags: ['fair'],
      query: pageQuerySchema,
      responseDescription: '{ institutions, count, limit, offset }',
    },
    async ({ c, query }) => {
      cacheByLanguage(c);
      return catalogue.listTempInstitutions(query, requestLanguage(c));
    },
  );

  // --- Editorial ---------------------------------------------------------------------------------

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/rolling-banner',
      summary: 'Home carousel: banners on show now (no dates means always), by rank',
      tags: ['editorial'],
      query: pageQuerySchema,
      responseDescription: '{ rolling_banners, count, limit, offset }',
    },
    async ({ c, query }) => {
      cacheEditorial(c);
      return catalogue.listRollingBanners(query, requestLanguage(c));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/faq',
      summary:
        'Frequently asked questions grouped by category (categories lists them all with counts); filter by category or q',
      tags: ['editorial'],
      ...reads.faq.definition,
    },
    async (input) => {
      cacheEditorial(input.c);
      return reads.faq.handle(input);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/contents',
      summary: 'Published contents (articles, news, interviews), newest first; filter by type',
      tags: ['editorial'],
      query: contentsQuerySchema,
      responseDescription: '{ contents, count, limit, offset }',
    },
    async ({ c, query }) => {
      cacheEditorial(c);
      return catalogue.listContents(query, requestLanguage(c));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/contents/:handle',
      summary: 'One published story by handle (or id): text, picture, link and the works it shows',
      tags: ['editorial'],
      params: object({ handle: idOrHandleParam('handle') }),
      responseDescription: 'ContentDetailDto',
    },
    async ({ c, params }) => {
      cacheByLanguageAndCurrency(c);
      const story = await catalogue.getContent(
        params.handle,
        requestLanguage(c),
        requestCurrency(c),
      );
      if (!story) throw notFound('Story not found');
      return story;
    },
  );

  // --- Search ------------------------------------------------------------------------------------

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/opensearch/all',
      summary:
        'Site search: artworks, artists, galleries (institutions) and exhibitions whose names or titles contain the keyword in English or Korean (partial words match), exact and prefix matches first, each group capped at limit; counts stop at 1,000',
      tags: ['search'],
      query: openSearchQuerySchema,
      responseDescription:
        '{ keyword, limit, artworks, artists, institutions, exhibitions, count: { artworks, artists, institutions, exhibitions } }',
    },
    async ({ c, query }) => {
      cacheByLanguageAndCurrency(c);
      return catalogue.openSearch(query, requestLanguage(c), requestCurrency(c));
    },
  );
}
