// "Notify me" on a release-soon work (issue 32, rules §4.63): the signed-in customer's alert on one
// work (read, set, cancel) and their alerts. Thin handlers: parse, call the workflow, answer.
import type { Hono } from 'hono';
import { boolean, object, string } from 'yup';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { wishTargetParamsSchema } from '@/schemas/wish';
import { currentCustomer, customerRoute } from '../customer-auth';
import { requestCurrency, requestLanguage } from '../request';
import { defineRoute } from '../route';

export const releaseAlertResponse = object({
  artwork_id: string().defined(),
  is_set: boolean()
    .defined()
    .meta({ description: 'True while the customer waits for the release' }),
  created_at: string().nullable().defined(),
  notified_at: string()
    .nullable()
    .defined()
    .meta({ description: 'When the release notice was sent (once per customer per work)' }),
}).noUnknown();

export function registerReleaseAlertRoutes(app: Hono, _ctx: AppContext, services: Services): void {
  const { releaseAlerts } = services;
  const signedIn = customerRoute(services);
  const call = {
    ...signedIn,
    path: '/v3/store/artwork/:id/release-alert',
    params: wishTargetParamsSchema,
    response: releaseAlertResponse,
  } as const;
  const tags = ['artwork', 'release alert'];

  defineRoute(
    app,
    {
      ...call,
      tags,
      method: 'get',
      summary:
        'The customer’s “Notify me” on a work: set, notified or none. 404 for an unknown id.',
    },
    ({ c, params }) => releaseAlerts.get(currentCustomer(c).customerId, params.id),
  );

  defineRoute(
    app,
    {
      ...call,
      tags,
      method: 'put',
      summary:
        '“Notify me”: the customer hears once, by e-mail in their language, when the release-soon work goes on sale, its price in the visitor currency of this request with the won price beside it. Idempotent. 409 when the work is not waiting for its release; 404 for an unknown id.',
    },
    ({ c, params }) =>
      releaseAlerts.set(currentCustomer(c).customerId, params.id, requestCurrency(c)),
  );

  defineRoute(
    app,
    {
      ...call,
      tags,
      method: 'delete',
      summary:
        'Cancels the customer’s “Notify me” on a work (idempotent). An alert already notified stays as history. 404 for an unknown id.',
    },
    ({ c, params }) => releaseAlerts.cancel(currentCustomer(c).customerId, params.id),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/customer/release-alerts',
      summary:
        'The customer’s “Notify me” alerts, newest first (at most 100): waiting and notified, each with the work’s card priced in the visitor currency.',
      tags: ['customer', 'release alert'],
      responseDescription:
        '{ alerts: [{ artwork_id, is_set, created_at, notified_at, artwork: ArtworkSummaryDto }], count }',
    },
    ({ c }) =>
      releaseAlerts.list(currentCustomer(c).customerId, requestLanguage(c), requestCurrency(c)),
  );
}
