// The bid calls (rules §7 "Artwork" bids and "Cart and orders" bid orders, issue 6): thin handlers
// over server/workflows/bids.ts. Registered before the artwork routes, so `bid`, `bids` are never
// taken for an artwork handle. The bid order's payment calls honour an `Idempotency-Key`.
import type { Context, Hono } from 'hono';
import { object, string } from 'yup';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import type { Services } from '../../services';
import { acceptBidSchema, bidPageQuerySchema, placeBidSchema } from '@/schemas/bid';
import { completeQuerySchema, paymentSessionSchema } from '@/schemas/checkout';
import { currentCustomer, customerRoute, maybeCustomer, optionalCustomer } from '../customer-auth';
import { requestCurrency, requestLanguage } from '../request';
import { respondIdempotent } from '../idempotent-response';
import { defineRoute } from '../route';

const idField = (name: string) =>
  string()
    .required(`${name} is required`)
    .max(200, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);
const idParams = object({ id: idField('id') });

export function registerBidRoutes(app: Hono, ctx: AppContext, services: Services): void {
  const { bids } = services;
  const { artworks, pricing } = services.artworkCatalogue;
  const signedIn = customerRoute(services);
  const tags = ['bids'];
  const base = '/v3/store/artwork';
  const me = (c: Context) => currentCustomer(c).customerId;

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: `${base}/bid`,
      summary:
        'Places a bid on an edition (the next available one unless edition_id is given): amount in minor units of the request currency, converted to KRW at a locked rate; at least half the price and below it; it expires with the artwork’s bidding. 409 when the work takes no bids, bidding ended, the edition is held or sold, or the customer already has an active bid on it.',
      tags,
      body: placeBidSchema,
      responseDescription: 'BidDto (schemas/bid-dto.ts)',
      errors: [409],
    },
    ({ c, body }) => bids.place(me(c), body, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: `${base}/bid/accept`,
      summary:
        'The seller (a member of the gallery for a primary edition, the owner for a resold one) accepts a pending bid: the other pending bids on the edition are declined and the bidder gets a bid order holding the edition until the payment deadline (48 hours). 404 for a bid the customer does not sell, 409 when it is no longer pending or the edition is held or sold.',
      tags,
      body: acceptBidSchema,
      responseDescription: 'BidDto',
      errors: [409],
    },
    ({ c, body }) => bids.accept(me(c), body, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: `${base}/bid/decline`,
      summary: 'The seller declines a pending bid (body { bid_id }). 409 when no longer pending.',
      tags,
      body: acceptBidSchema,
      responseDescription: 'BidDto',
      errors: [409],
    },
    ({ c, body }) => bids.decline(me(c), body.bid_id, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'delete',
      path: `${base}/bid/:id`,
      summary: 'The bidder cancels a pending bid. 409 once accepted, declined or expired.',
      tags,
      params: idParams,
      responseDescription: 'BidDto',
      errors: [409],
    },
    ({ c, params }) => bids.cancel(me(c), params.id, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      middleware: [optionalCustomer(services)],
      method: 'get',
      path: `${base}/bid/status/:id`,
      summary:
        'What the buy button shows for this customer on artwork {id} (id or handle): the inputs of the buy-button rule (artwork, editions, the edition on offer, the customer’s bid, whether they sell it, own an edition of it or have it on sale as their resale) and its outcome. Signed out: no bid.',
      tags,
      params: idParams,
      responseDescription: 'BidStatusDto',
    },
    async ({ c, params }) => {
      const currency = requestCurrency(c);
      const language = requestLanguage(c);
      const handle = await bids.handleOf(params.id);
      const artwork = handle
        ? await artworks.detail(handle, language, await pricing(currency))
        : null;
      if (!artwork) throw notFound('Artwork not found.');
      c.header('Cache-Control', 'private, no-store');
      return bids.status(maybeCustomer(c)?.customerId ?? null, artwork, currency, language);
    },
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${base}/bids/offered`,
      summary: 'The bids the customer made (suggested), newest first.',
      tags,
      query: bidPageQuerySchema,
      responseDescription: 'BidListDto',
    },
    ({ c, query }) => bids.offered(me(c), query, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${base}/bids/received`,
      summary:
        'The bids the customer answers as a seller (their gallery’s works, their resold editions), newest first.',
      tags,
      query: bidPageQuerySchema,
      responseDescription: 'BidListDto',
    },
    ({ c, query }) => bids.received(me(c), query, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${base}/bid/:artwork_id`,
      summary:
        'Bids on an artwork (id or handle): the customer’s own, or every bid for its seller.',
      tags,
      params: object({ artwork_id: idField('artwork_id') }),
      query: bidPageQuerySchema,
      responseDescription: 'BidListDto',
    },
    ({ c, params, query }) =>
      bids.ofArtwork(me(c), params.artwork_id, query, requestCurrency(c), requestLanguage(c)),
  );

  // The bid order: an accepted bid paid through the checkout's session and completion.
  const orderTags = ['orders'];
  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/orders/bid/complete/:id',
      summary:
        'Completes the payment of the bid order of bid {id} (the gateway’s return; query payment_session_id): creates the order and sells the edition. 402 declined (the edition stays held until the deadline), 409 when the deadline passed. Honours Idempotency-Key.',
      tags: orderTags,
      params: idParams,
      query: completeQuerySchema,
      responseDescription: 'OrderDto',
      errors: [402, 409, 422],
    },
    ({ c, params, query }) =>
      respondIdempotent(
        c,
        ctx,
        { customerId: me(c), scope: 'bid.complete', request: { bid: params.id, query } },
        () => bids.complete(me(c), params.id, query, requestLanguage(c)),
      ),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/orders/bid/:id',
      summary:
        'The bid order of accepted bid {id}: the bid and its cart priced at the bid amount in the bid’s currency (shipping, frame and installation are chosen through the cart calls). 409 until accepted.',
      tags: orderTags,
      params: idParams,
      responseDescription: 'BidOrderDto',
      errors: [409],
    },
    ({ c, params }) => bids.order(me(c), params.id, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: '/v3/store/orders/bid/:id',
      summary:
        'Starts the payment of the bid order (the payment session: pay_method, order_consent, installments). 409 when the payment deadline passed. Honours Idempotency-Key.',
      tags: orderTags,
      params: idParams,
      body: paymentSessionSchema,
      responseDescription: 'BidPaymentSessionDto',
      errors: [409, 422],
    },
    ({ c, params, body }) =>
      respondIdempotent(
        c,
        ctx,
        { customerId: me(c), scope: 'bid.payment-session', request: { bid: params.id, body } },
        () => bids.startPayment(me(c), params.id, body, requestLanguage(c)),
      ),
  );
}
