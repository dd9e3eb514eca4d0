// The catalogue page reads served twice: publicly under /v3/store/* (catalogue.routes.ts) and to
// a web tier deployed apart from the API under /v3/internal/* (internal.routes.ts). One definition
// per read keeps the input schemas, the answer and the 404 the same on both; each route adds
// only its path, summary and caching (or secret check).
import type { AnySchema } from 'yup';
import { object, string } from 'yup';
import { notFound } from '../../errors';
import type { Services } from '../../services';
import { faqQuerySchema } from '@/schemas/catalogue-filters';
import { requestCurrency, requestLanguage } from '../request';
import type { RouteInput } from '../route';

/** An id or a handle in the path. */
export const idOrHandleParam = (name: string) =>
  string()
    .required(`${name} is required`)
    .max(200, `${name} is too long`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id or handle`);

export interface CatalogueRead<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
> {
  /** The parts of the route definition both paths share (they reach the OpenAPI document). */
  definition: { params?: P; query?: Q; responseDescription: string };
  handle: (input: RouteInput<P, Q, undefined>) => Promise<unknown>;
}

const read = <
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
>(
  catalogueRead: CatalogueRead<P, Q>,
) => catalogueRead;

export function catalogueReads({ catalogue }: Services) {
  return {
    artist: read({
      definition: {
        params: object({ id: idOrHandleParam('id') }),
        responseDescription: 'ArtistDetailDto',
      },
      handle: async ({ c, params }) => {
        const artist = await catalogue.getArtist(params.id, requestLanguage(c), requestCurrency(c));
        if (!artist) throw notFound('Artist not found');
        return artist;
      },
    }),

    institution: read({
      definition: {
        params: object({ id: idOrHandleParam('id') }),
        responseDescription: 'InstitutionDetailDto',
      },
      handle: async ({ c, params }) => {
        const institution = await catalogue.getInstitution(
          params.id,
          requestLanguage(c),
          requestCurrency(c),
        );
        if (!institution) throw notFound('Institution not found');
        return institution;
      },
    }),

    exhibition: read({
      definition: {
        params: object({ handle: idOrHandleParam('handle') }),
        responseDescription: 'ExhibitionDetailDto',
      },
      handle: async ({ c, params }) => {
        const exhibition = await catalogue.getExhibition(
          params.handle,
          requestLanguage(c),
          requestCurrency(c),
        );
        if (!exhibition) throw notFound('Exhibition not found');
        return exhibition;
      },
    }),

    faq: read({
      definition: {
        query: faqQuerySchema,
        responseDescription: '{ faqs, categories, count, limit, offset }',
      },
      handle: async ({ c, query }) => catalogue.listFaqs(query, requestLanguage(c)),
    }),
  };
}
