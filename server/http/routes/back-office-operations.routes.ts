// The back office's exchange rates and outbox under /v3/admin (issue 10, ADR 0029).
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import {
  OPERATORS,
  adminCustomerQuerySchema,
  adminOutboxQuerySchema,
  customerBadgeParams,
  exchangeRateParams,
  exchangeRateSchema,
} from '@/schemas/back-office';
import { BACK_OFFICE_PREFIX, defineBackOfficeRoute } from '../back-office-auth';

export function registerBackOfficeOperationsRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { backOfficeOperations: operations } = services;
  const base = BACK_OFFICE_PREFIX;

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/exchange-rates`,
      summary: 'The exchange rates: KRW per unit of each currency, with their source and time.',
      tags: ['settings'],
      responseDescription:
        '{ exchange_rates: [{ currency_code, krw_per_unit, source, updated_at }] }',
    },
    () => operations.exchangeRates(),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'put',
      path: `${base}/exchange-rates/:currency`,
      summary:
        'Sets the KRW per unit of usd, eur or thb by hand. Prices shown change at once; carts and orders keep the rate they locked.',
      tags: ['settings'],
      params: exchangeRateParams,
      body: exchangeRateSchema,
      responseDescription: '{ currency_code, krw_per_unit, source, updated_at }',
    },
    ({ params, body, staff }) =>
      operations.setExchangeRate(staff, params.currency, body.krw_per_unit),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/outbox`,
      summary:
        'The notification outbox, newest first (recipient filter): channel, template, status, attempts and last error, without the message content.',
      tags: ['outbox'],
      query: adminOutboxQuerySchema,
      responseDescription: '{ messages, count, limit, offset }',
    },
    ({ query }) => operations.outbox(query),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/customers`,
      summary:
        'Customers, newest first (q: e-mail or name; state: active or blocked), with their membership badges and block.',
      tags: ['customers'],
      query: adminCustomerQuerySchema,
      responseDescription:
        '{ customers: [{ id, email, name, badges, blocked_at, blocked_reason, created_at }], count, limit, offset }',
    },
    ({ query }) => operations.customers(query),
  );

  for (const method of ['put', 'delete'] as const) {
    defineBackOfficeRoute(
      app,
      {
        roles: OPERATORS,
        method,
        path: `${base}/customers/:id/badges/:badge`,
        summary:
          method === 'put'
            ? 'Grants a membership badge (rules §3; pink_rock sets isPinkRock).'
            : 'Revokes a membership badge.',
        tags: ['customers'],
        params: customerBadgeParams,
        responseDescription: '{ customer_id, badges }',
      },
      ({ params, staff }) => operations.setBadge(staff, params.id, params.badge, method === 'put'),
    );
  }
}
