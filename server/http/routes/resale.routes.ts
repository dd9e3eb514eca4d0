// The resale and consignment calls (rules §7 resell, consign and my-work, issue 6, ADR 0025):
// thin handlers over server/workflows/resale.ts. Registered before the artwork routes, so
// `consign` is never taken for an artwork handle. The resale order's payment calls are the
// checkout's and honour an `Idempotency-Key`.
import type { Context, Hono } from 'hono';
import { object, string } from 'yup';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { completeQuerySchema, pageQuerySchema, paymentSessionSchema } from '@/schemas/checkout';
import { consignSchema, registerResaleSchema, resaleListQuerySchema } from '@/schemas/resale';
import { currentCustomer, customerRoute } from '../customer-auth';
import { requestCurrency, requestLanguage } from '../request';
import { respondIdempotent } from '../idempotent-response';
import { defineRoute } from '../route';

const idField = (name: string) =>
  string()
    .required(`${name} is required`)
    .max(200, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);
const idParams = object({ id: idField('id') });

export function registerResaleRoutes(app: Hono, ctx: AppContext, services: Services): void {
  const { resale } = services;
  const signedIn = customerRoute(services);
  const tags = ['resale'];
  const me = (c: Context) => currentCustomer(c).customerId;

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/customer/my-work',
      summary:
        'The editions the customer owns (bought and paid, not sold on since), newest purchase first: artwork, purchase price and date, and the resale or consignment request in play.',
      tags,
      query: pageQuerySchema,
      responseDescription: 'MyWorkListDto (schemas/resale-dto.ts)',
    },
    ({ c, query }) => resale.myWork(me(c), query, requestLanguage(c), requestCurrency(c)),
  );

  for (const base of ['/v2/store/resell', '/v3/store/resell']) {
    defineRoute(
      app,
      {
        ...signedIn,
        method: 'post',
        path: `${base}/register`,
        summary:
          'Asks to resell an owned edition at a desired price (KRW): the request starts reviewing. 404 for an edition the customer does not own, 409 when it already has a request in play.',
        tags,
        body: registerResaleSchema,
        responseDescription: 'ResaleRequestDto',
        errors: [409],
      },
      ({ c, body }) => resale.register(me(c), body, requestLanguage(c)),
    );

    defineRoute(
      app,
      {
        ...signedIn,
        method: 'get',
        path: base,
        summary:
          'The customer’s resale and consignment requests, newest first (filters: status, kind, limit, offset).',
        tags,
        query: resaleListQuerySchema,
        responseDescription: 'ResaleListDto',
      },
      ({ c, query }) => resale.list(me(c), query, requestLanguage(c)),
    );

    defineRoute(
      app,
      {
        ...signedIn,
        method: 'get',
        path: `${base}/:id`,
        summary: 'One of the customer’s resale or consignment requests.',
        tags,
        params: idParams,
        responseDescription: 'ResaleRequestDto',
      },
      ({ c, params }) => resale.get(me(c), params.id, requestLanguage(c)),
    );

    defineRoute(
      app,
      {
        ...signedIn,
        method: 'post',
        path: `${base}/:id/confirm`,
        summary:
          'The owner accepts the listing price an operator proposed: the edition is on sale again at it. 409 unless waiting for confirmation.',
        tags,
        params: idParams,
        responseDescription: 'ResaleRequestDto',
        errors: [409],
      },
      ({ c, params }) => resale.confirm(me(c), params.id, requestLanguage(c)),
    );

    defineRoute(
      app,
      {
        ...signedIn,
        method: 'post',
        path: `${base}/:id/withdraw`,
        summary:
          'The owner withdraws a request in play; an edition on sale goes off sale. 409 once closed, or while a buyer is paying for it.',
        tags,
        params: idParams,
        responseDescription: 'ResaleRequestDto',
        errors: [409],
      },
      ({ c, params }) => resale.withdraw(me(c), params.id, requestLanguage(c)),
    );
  }

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/artwork/consign/:id',
      summary:
        'The owned edition {id} with what the consign form needs (conditions, handovers, the commission and royalty rates). 404 for an edition the customer does not own.',
      tags,
      params: idParams,
      responseDescription: 'ConsignFormDto',
    },
    ({ c, params }) => resale.consignForm(me(c), params.id, requestLanguage(c), requestCurrency(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: '/v3/store/artwork/consign/:id',
      summary:
        'Asks to consign the owned edition {id}: desired price (KRW), condition and note, photo URLs (at most 10), storage at the platform or delivery to it. 404 for an edition the customer does not own, 409 when it already has a request in play.',
      tags,
      params: idParams,
      body: consignSchema,
      responseDescription: 'ResaleRequestDto',
      errors: [409],
    },
    ({ c, params, body }) => resale.consign(me(c), params.id, body, requestLanguage(c)),
  );

  // The resale order: a resold edition bought through the checkout's session and completion.
  const orderTags = ['orders'];
  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/orders/resell/complete/:id',
      summary:
        'Completes the payment of resale {id} (query payment_session_id): creates the order, sells the edition to the buyer and records the seller’s settlement in won on the listing’s KRW price (rules §4.35-4.36). 402 declined, 409 when someone else bought it. Honours Idempotency-Key.',
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
        { customerId: me(c), scope: 'resell.complete', request: { resell: params.id, query } },
        () => resale.complete(me(c), params.id, query, requestLanguage(c)),
      ),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/orders/resell/:id',
      summary:
        'The order of resale {id} on sale: the buyer’s cart for the edition at its listing price, in the request currency (shipping, frame and coupons go through the cart calls). 409 when not on sale or the customer is its seller.',
      tags: orderTags,
      params: idParams,
      responseDescription: 'ResaleOrderDto',
      errors: [409],
    },
    ({ c, params }) => resale.order(me(c), params.id, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: '/v3/store/orders/resell/:id',
      summary:
        'Starts the payment of resale {id} (the checkout’s payment session: pay_method, order_consent, installments); holds the edition. 409 when not on sale or held by another buyer. Honours Idempotency-Key.',
      tags: orderTags,
      params: idParams,
      body: paymentSessionSchema,
      responseDescription: 'PaymentSessionDto',
      errors: [409, 422],
    },
    ({ c, params, body }) =>
      respondIdempotent(
        c,
        ctx,
        {
          customerId: me(c),
          scope: 'resell.payment-session',
          request: { resell: params.id, body },
        },
        () => resale.startPayment(me(c), params.id, body, requestCurrency(c), requestLanguage(c)),
      ),
  );
}
