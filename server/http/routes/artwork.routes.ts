// Artwork calls (rules §7 "Artwork" and the artwork parts of "Other"): thin handlers that parse,
// call the artwork catalogue and answer. Static paths are registered before `/:handle` so that
// `coa`, `provenances/...` and `getartworklistbyid` are never taken for an artwork handle.
import type { Hono } from 'hono';
import { object, string } from 'yup';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import type { Services } from '../../services';
import {
  artworkCountQuerySchema,
  artworkFiltersSchema,
  artworkGroupQuerySchema,
  artworkIdListBodySchema,
  certificateQuerySchema,
  editionListQuerySchema,
  featuredArtworkQuerySchema,
  provenanceQuerySchema,
  recommendArtworkQuerySchema,
} from '@/schemas/artwork-filters';
import { conditionHistoryQuerySchema } from '@/schemas/artwork-condition';
import { parseVerificationToken } from '../../modules/artworks/provenance-chain';
import { maybeCustomer, optionalCustomer } from '../customer-auth';
import { freshJson } from '../fresh-json';
import { requestCurrency, requestLanguage } from '../request';
import { defineRoute } from '../route';

const idParam = (name: string) =>
  string()
    .required(`${name} is required`)
    .max(64, `${name} is too long`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);

const verificationTokenParam = string()
  .required('code is required')
  .max(64, 'code is too long')
  .matches(/^[A-Za-z0-9-]+$/, 'code is not a verification code');

const handleParam = string()
  .required('handle is required')
  .max(200, 'handle is too long')
  .matches(/^[a-z0-9-]+$/, 'handle is not a valid handle');

export function registerArtworkRoutes(app: Hono, _ctx: AppContext, services: Services): void {
  const { artworks, pricing } = services.artworkCatalogue;

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork',
      summary:
        'Marketplace list with every rules §3 filter and the view_status tabs (ongoing = on_sale + release_soon, sold, all). Prices filter in the visitor currency (Currency cookie / x-currency header). Orders: newest, price_asc, price_desc, popular (wishes), ending_soon (running bids, soonest first). count stops at 1,000 for broad free-text/size/price filters; count_is_estimate says when it is a lower bound.',
      tags: ['artwork'],
      query: artworkFiltersSchema,
      responseDescription: '{ artworks, count, limit, offset, count_is_estimate }',
    },
    async ({ c, query }) => {
      c.header('Vary', 'Accept-Language, Cookie, x-currency');
      const list = await artworks.listParsed(
        query,
        requestLanguage(c),
        await pricing(requestCurrency(c)),
      );
      return freshJson(c, list);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork/coa',
      summary:
        'Certificate of authenticity of one edition: artwork, artist, edition, certificate number and issue date, provenance (hash-chained, each entry with seq, prev_hash, hash) and verification: the code from the certificate number and chain head, the public verification path and whether the chain verifies (ADR 0022)',
      tags: ['artwork'],
      query: certificateQuerySchema,
      responseDescription: 'CertificateDto',
    },
    async ({ c, query }) => {
      const certificate = await artworks.certificate(
        query.handle,
        query.edition_number,
        requestLanguage(c),
        await pricing('krw'),
      );
      if (!certificate) throw notFound('Certificate not found');
      return certificate;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork/coa/verify/:code',
      summary:
        'Public check of a certificate: code is the verification token of the QR link (<certificate number>-<16 characters>). result: intact (current code, history verifies), superseded (an earlier state of an intact history that has grown since), mismatch (no state of the history has this code), broken (the history does not verify)',
      tags: ['artwork'],
      params: object({ code: verificationTokenParam }),
      responseDescription: 'CertificateCheckDto',
    },
    async ({ c, params }) => {
      const token = parseVerificationToken(params.code);
      if (!token) throw badRequest('code is not a verification code');
      const check = await artworks.checkCertificate(
        token.certificateNumber,
        token.code,
        requestLanguage(c),
        await pricing('krw'),
      );
      if (!check) throw notFound('Certificate not found');
      c.header('Cache-Control', 'no-store');
      return check;
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/artwork/getartworklistbyid',
      summary:
        'Artwork summaries for a list of ids (at most 100), in the order asked; unknown ids are left out. With a customer’s bearer token each carries is_wished.',
      tags: ['artwork'],
      body: artworkIdListBodySchema,
      middleware: [optionalCustomer(services)],
      responseDescription:
        '{ artworks: [ArtworkSummaryDto & { is_wished? }], count, limit, offset }',
    },
    async ({ c, body }) => {
      const cards = await artworks.byIds(
        body.artworkIdList,
        requestLanguage(c),
        await pricing(requestCurrency(c)),
      );
      const customer = maybeCustomer(c);
      const list = customer
        ? await services.wishlist.markArtworks(customer.customerId, cards)
        : cards;
      return { artworks: list, count: list.length, limit: body.artworkIdList.length, offset: 0 };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork/provenances/:edition_id',
      summary: 'Provenance of one edition, oldest first (created, exhibited, consigned, sold ...)',
      tags: ['artwork'],
      params: object({ edition_id: idParam('edition_id') }),
      query: provenanceQuerySchema,
      responseDescription: '{ edition, provenances, count, limit, offset }',
    },
    async ({ c, params, query }) => {
      const provenance = await artworks.provenance(params.edition_id, query, requestLanguage(c));
      if (!provenance) throw notFound('Edition not found');
      return provenance;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork/:artwork_id/editions',
      summary:
        'Editions of an artwork by edition number; q matches an edition number or a certificate number',
      tags: ['artwork'],
      params: object({ artwork_id: idParam('artwork_id') }),
      query: editionListQuerySchema,
      responseDescription: '{ editions, count, limit, offset }',
    },
    async ({ c, params, query }) => {
      const list = await artworks.listEditions(
        params.artwork_id,
        query,
        await pricing(requestCurrency(c)),
      );
      if (!list) throw notFound('Artwork not found');
      // The currency follows the language too (Korean means KRW, rules §4).
      c.header('Vary', 'Accept-Language, Cookie, x-currency');
      return freshJson(c, list);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork/:artwork_id/condition-history',
      summary:
        "The artwork page's condition and history (rules §4.74–4.76): the condition report (grade, notes, who checked and when, defect photos), exhibitions and literature (most recent first), and one edition's provenance with its certificate in short and the public verification path. edition_number: which edition (default: the lowest-numbered available one)",
      tags: ['artwork'],
      params: object({ artwork_id: idParam('artwork_id') }),
      query: conditionHistoryQuerySchema,
      responseDescription: 'ArtworkConditionHistoryDto (schemas/artwork-condition.ts)',
    },
    async ({ c, params, query }) => {
      const record = await artworks.conditionHistory(
        params.artwork_id,
        query.edition_number,
        requestLanguage(c),
      );
      if (!record) throw notFound('Artwork not found');
      c.header('Vary', 'Accept-Language, Cookie');
      return freshJson(c, record);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork/:artworkId/edition',
      summary:
        'Editions summary of an artwork: counts per status and next_edition, the lowest-numbered available edition a buyer would get (null when none is available)',
      tags: ['artwork'],
      params: object({ artworkId: idParam('artworkId') }),
      responseDescription: 'ArtworkEditionsSummaryDto',
    },
    async ({ c, params }) => {
      const summary = await artworks.editionSummary(
        params.artworkId,
        await pricing(requestCurrency(c)),
      );
      if (!summary) throw notFound('Artwork not found');
      // The currency follows the language too (Korean means KRW, rules §4).
      c.header('Vary', 'Accept-Language, Cookie, x-currency');
      return freshJson(c, summary);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork/:handle',
      summary:
        'The artwork page: details, images, artist, editions summary, exhibitions; price in the visitor currency',
      tags: ['artwork'],
      params: object({ handle: handleParam }),
      responseDescription: 'ArtworkDetailDto',
    },
    async ({ c, params }) => {
      const detail = await artworks.detail(
        params.handle,
        requestLanguage(c),
        await pricing(requestCurrency(c)),
      );
      if (!detail) throw notFound('Artwork not found');
      c.header('Vary', 'Accept-Language, Cookie, x-currency');
      return freshJson(c, detail);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork-count',
      summary:
        "Works per category in a view_status tab (default ongoing), with the synthetic 'All' group first and the total",
      tags: ['artwork'],
      query: artworkCountQuerySchema,
      responseDescription: '{ categories: [{ title, handle, count }], total }',
    },
    async ({ c, query }) => {
      c.header('Vary', 'Accept-Language');
      return freshJson(c, await artworks.countByCategory(query, requestLanguage(c)));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/artwork-group',
      summary:
        'Categories in menu order (paged by limit/offset), each with its per_group newest works of the tab and its count',
      tags: ['artwork'],
      query: artworkGroupQuerySchema,
      responseDescription: '{ artwork_groups, count, limit, offset }',
    },
    async ({ c, query }) => {
      c.header('Vary', 'Accept-Language, Cookie, x-currency');
      return freshJson(
        c,
        await artworks.groups(query, requestLanguage(c), await pricing(requestCurrency(c))),
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/featured-artwork',
      summary: 'Editorially featured works in featured order',
      tags: ['artwork'],
      query: featuredArtworkQuerySchema,
      responseDescription: '{ artworks, count, limit, offset }',
    },
    async ({ c, query }) => {
      c.header('Vary', 'Accept-Language, Cookie, x-currency');
      return freshJson(
        c,
        await artworks.featured(query, requestLanguage(c), await pricing(requestCurrency(c))),
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/app/recommend/artwork',
      summary:
        'With artwork_id: works related to that artwork, best first, scored by same artist, same category, similar dominant colour hue and similar price (deterministic, never the artwork itself). Without it: visitor-level recommendations of works on sale or releasing soon — popular works (wishes, views, recency) for a signed-out visitor; with a customer’s bearer token, works by the artists and galleries they follow and related to the works they wished (never one they wished), topped up with popular ones. Buyable works come first in both (the merchandising tier, ADR 0051).',
      tags: ['artwork'],
      query: recommendArtworkQuerySchema,
      middleware: [optionalCustomer(services)],
      responseDescription: '{ artworks, count, limit, offset }',
    },
    async ({ c, query }) => {
      const language = requestLanguage(c);
      const prices = await pricing(requestCurrency(c));
      if (!query.artwork_id) {
        const customer = maybeCustomer(c);
        const list = await artworks.recommendForVisitor(
          customer?.customerId ?? null,
          query.limit,
          language,
          prices,
        );
        if (customer) {
          c.header('Cache-Control', 'private, no-store');
          c.header('Vary', 'Authorization, Accept-Language, Cookie, x-currency');
          return list;
        }
        c.header('Vary', 'Authorization, Accept-Language, Cookie, x-currency');
        return freshJson(c, list);
      }
      const list = await artworks.recommend(query.artwork_id, query.limit, language, prices);
      if (!list) throw notFound('Artwork not found');
      c.header('Vary', 'Accept-Language, Cookie, x-currency');
      return freshJson(c, list);
    },
  );
}
