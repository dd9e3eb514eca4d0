// Internal server-side calls (rules §6/§7) for a web tier deployed apart from the API: the
// handles of every public page (static paths, sitemap.xml) and the pages' data. Every call
// needs the shared secret in `x-internal-secret` (config INTERNAL_API_SECRET), compared in
// constant time; a wrong or missing secret is 401. The web tier forwards the visitor's
// Accept-Language and currency (x-currency or the Currency cookie). In the one-process setup
// server-side rendering calls the same services directly (server/runtime.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { object, type AnySchema } from 'yup';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { Services } from '../../services';
import { pageQuerySchema } from '@/schemas/catalogue-filters';
import { requestCurrency, requestLanguage } from '../request';
import { defineRoute } from '../route';
import { catalogueReads, idOrHandleParam, type CatalogueRead } from './catalogue-reads';

export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** True when `given` is the secret; the time taken does not depend on where they differ. */
export function secretMatches(given: string | undefined, secret: string): boolean {
  if (!secret || given === undefined) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

export function registerInternalRoutes(app: Hono, ctx: AppContext, services: Services): void {
  const secret = ctx.config.INTERNAL_API_SECRET;
  const { catalogue } = services;

  function guard(c: Context): void {
    if (!secretMatches(c.req.header(INTERNAL_SECRET_HEADER), secret)) {
      throw new AppError('UNAUTHORIZED', 'Invalid internal secret');
    }
    c.header('Cache-Control', 'private, no-store');
  }

  const summary = (what: string) => `Internal (header ${INTERNAL_SECRET_HEADER}): ${what}`;

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/internal/handles',
      summary: summary(
        'handles of every artwork, artist, exhibition, institution and fair, newest first (at most 50,000 each), for static paths and the sitemap',
      ),
      tags: ['internal'],
      internal: true,
      responseDescription:
        '{ artworks, artists, exhibitions (with type, has_on_view), institutions, fairs (with token) } of { id, handle, updated_at }',
    },
    async ({ c }) => {
      guard(c);
      return catalogue.listHandles();
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/internal/artwork/:handle',
      summary: summary('the artwork page data (as GET store/artwork/{handle})'),
      tags: ['internal'],
      internal: true,
      params: object({ handle: idOrHandleParam('handle') }),
      responseDescription: 'ArtworkDetailDto',
    },
    async ({ c, params }) => {
      guard(c);
      const artwork = await services.getArtwork(
        params.handle,
        requestLanguage(c),
        requestCurrency(c),
      );
      if (!artwork) throw notFound('Artwork not found');
      return artwork;
    },
  );

  /** A page read the public API serves too, behind the secret and never cached. */
  function internalRead<P extends AnySchema | undefined, Q extends AnySchema | undefined>(
    path: string,
    what: string,
    { definition, handle }: CatalogueRead<P, Q>,
  ): void {
    defineRoute(
      app,
      {
        method: 'get',
        path,
        summary: summary(what),
        tags: ['internal'],
        internal: true,
        ...definition,
      },
      async (input) => {
        guard(input.c);
        return handle(input);
      },
    );
  }

  const reads = catalogueReads(services);
  internalRead(
    '/v3/internal/artist/:id',
    'the artist page data by id or handle (as GET store/artists/{id})',
    reads.artist,
  );
  internalRead(
    '/v3/internal/exhibition/:handle',
    'the exhibition page data (as GET store/exhibition/{handle})',
    reads.exhibition,
  );
  internalRead(
    '/v3/internal/institution/:id',
    'the gallery page data by id or handle (as GET store/institution/{id})',
    reads.institution,
  );
  internalRead('/v3/internal/faq', 'the FAQ (as GET store/faq)', reads.faq);

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/internal/highlights',
      summary: summary('highlights of current exhibitions in header order'),
      tags: ['internal'],
      internal: true,
      query: pageQuerySchema,
      responseDescription: '{ exhibition_highlights, count, limit, offset }',
    },
    async ({ c, query }) => {
      guard(c);
      return catalogue.listExhibitionHighlights(query, requestLanguage(c));
    },
  );
}
