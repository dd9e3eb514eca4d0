// Wishes and following (rules §7): wish an artwork, an artist or an institution, and the signed-in
// customer's wishlists. `wish/{id}` toggles; `wish/{id}/flag` sets (ADR 0018). Thin handlers:
// parse, call the wishlist workflow, answer.
import type { Hono } from 'hono';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { wishFlagBodySchema, wishlistQuerySchema, wishTargetParamsSchema } from '@/schemas/wish';
import { wishKinds, type WishKind } from '@/schemas/wish-dto';
import { currentCustomer, customerRoute } from '../customer-auth';
import { requestCurrency, requestLanguage } from '../request';
import { defineRoute } from '../route';

export const wishStateResponse = object({
  id: string().defined(),
  kind: mixed<WishKind>()
    .oneOf([...wishKinds])
    .defined(),
  is_wished: boolean().defined(),
  wishes_count: number().integer().defined().meta({ description: 'Wishes of every customer' }),
}).noUnknown();

export const wishedIdsResponse = object({
  artwork_ids: array(string().defined()).defined(),
  artist_ids: array(string().defined()).defined(),
  institution_ids: array(string().defined()).defined(),
}).noUnknown();

const toggleSummary = (what: string) =>
  `Toggles the customer’s wish of ${what}: wished becomes not wished and back. Answers where it stands and the wishes count. 404 for an unknown id.`;

export function registerWishRoutes(app: Hono, _ctx: AppContext, services: Services): void {
  const { wishlist } = services;
  const signedIn = customerRoute(services);
  const wishCall = {
    ...signedIn,
    method: 'post',
    params: wishTargetParamsSchema,
    response: wishStateResponse,
  } as const;

  defineRoute(
    app,
    {
      ...wishCall,
      path: '/v3/store/artwork/wish/:id',
      summary: toggleSummary('an artwork'),
      tags: ['artwork', 'wish'],
    },
    ({ c, params }) => wishlist.wish('artwork', currentCustomer(c).customerId, params.id, 'toggle'),
  );

  defineRoute(
    app,
    {
      ...wishCall,
      path: '/v3/store/artwork/wish/:id/flag',
      summary:
        'Sets the customer’s wish of an artwork to `flag` (true: wished, false: not). Idempotent: the same flag twice changes nothing. 404 for an unknown id.',
      tags: ['artwork', 'wish'],
      body: wishFlagBodySchema,
    },
    ({ c, params, body }) =>
      wishlist.wish('artwork', currentCustomer(c).customerId, params.id, body.flag),
  );

  defineRoute(
    app,
    {
      ...wishCall,
      path: '/v3/store/artists/wish/:id',
      summary: `${toggleSummary('an artist')} A wished artist is a followed one.`,
      tags: ['artist', 'wish'],
    },
    ({ c, params }) => wishlist.wish('artist', currentCustomer(c).customerId, params.id, 'toggle'),
  );

  defineRoute(
    app,
    {
      ...wishCall,
      path: '/v3/store/institution/wish/:id',
      summary: `${toggleSummary('an institution (gallery)')} A wished gallery is a followed one.`,
      tags: ['institution', 'wish'],
    },
    ({ c, params }) =>
      wishlist.wish('institution', currentCustomer(c).customerId, params.id, 'toggle'),
  );

  const listCall = { ...signedIn, method: 'get', query: wishlistQuerySchema } as const;
  const wishlistPath = '/v3/store/customer/wishlist';

  defineRoute(
    app,
    {
      ...listCall,
      path: `${wishlistPath}/artwork`,
      summary:
        'The customer’s wished artworks, newest wish first, as marketplace cards priced in the visitor currency.',
      tags: ['customer', 'wish'],
      responseDescription:
        '{ artworks: [ArtworkSummaryDto & { is_wished, wished_at }], count, limit, offset }',
    },
    async ({ c, query }) =>
      wishlist.artworks(
        currentCustomer(c).customerId,
        query,
        requestLanguage(c),
        requestCurrency(c),
      ),
  );

  defineRoute(
    app,
    {
      ...listCall,
      path: `${wishlistPath}/artist`,
      summary: 'The artists the customer wished (follows), newest first.',
      tags: ['customer', 'wish'],
      responseDescription:
        '{ artists: [ArtistListItemDto & { is_wished, wished_at }], count, limit, offset }',
    },
    ({ c, query }) => wishlist.artists(currentCustomer(c).customerId, query, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...listCall,
      path: `${wishlistPath}/institution`,
      summary: 'The galleries and other institutions the customer wished (follows), newest first.',
      tags: ['customer', 'wish'],
      responseDescription:
        '{ institutions: [InstitutionListItemDto & { is_wished, wished_at }], count, limit, offset }',
    },
    ({ c, query }) =>
      wishlist.institutions(currentCustomer(c).customerId, query, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${wishlistPath}/ids`,
      summary:
        'Ids of everything the customer wished, per kind, newest first (at most 2,000 each): what the heart buttons on a screen read (ADR 0018).',
      tags: ['customer', 'wish'],
      response: wishedIdsResponse,
    },
    ({ c }) => wishlist.wishedIds(currentCustomer(c).customerId),
  );
}
