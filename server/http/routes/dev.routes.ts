// Development-only calls, registered only when DEV_ROUTES is on and answered only to this
// machine (server/http/loopback.ts, ADR 0045): the notification outbox with its codes in clear,
// so a person or an end-to-end test can read the e-mail or text message that would have been sent.
import type { Hono } from 'hono';
import { number, object, string } from 'yup';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { notFound } from '../../errors';
import { defineRoute } from '../route';

export function registerDevRoutes(app: Hono, ctx: AppContext, services: Services): void {
  if (!ctx.config.DEV_ROUTES) return;
  const { notifications } = services.customerAccounts;

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/dev/outbox',
      summary:
        'Development only (DEV_ROUTES, loopback clients): the newest notifications of the outbox with their rendered text and payload, codes in clear. Absent unless enabled.',
      tags: ['dev'],
      query: object({
        recipient: string().trim().max(254).optional(),
        limit: number().integer().min(1).max(100).default(20),
        offset: number().integer().min(0).default(0),
      }),
      responseDescription: '{ messages, count, limit, offset }',
    },
    async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return notifications.list(query);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/dev/artworks/:id/release',
      summary:
        'Development only (DEV_ROUTES, loopback clients): a release-soon work’s release date becomes now, and the buying sweep’s release steps run at once — the work goes on sale and the customers who asked to be told are sent their notice (ADR 0077). 404 for a work that is not release-soon.',
      tags: ['dev'],
      params: object({ id: string().required().max(64) }),
      responseDescription: '{ released, notices }',
    },
    async ({ params }) => {
      const { artworks } = services.artworkCatalogue;
      if (!(await artworks.releaseNow(params.id))) throw notFound('Release-soon artwork not found');
      const released = await artworks.releaseDue();
      const notices = await services.releaseAlerts.sweep();
      return { released, notices };
    },
  );

  if (services.buying.gateway.provider !== 'test') return;
  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/dev/payments/:orderId/deposit',
      summary:
        'Development only (DEV_ROUTES, loopback clients, test gateway): pays the order’s virtual account in full through a deposit notification signed like the gateway’s.',
      tags: ['dev'],
      params: object({ orderId: string().required().max(64) }),
      responseDescription: '{ applied, outcome, order_id }',
    },
    ({ params }) => services.buying.orders.simulateDeposit(params.orderId),
  );
}
