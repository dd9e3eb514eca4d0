// The back office's customer blocking under /v3/admin (issue 10, ADR 0029). The list and the
// badges are in back-office-operations.routes.ts.
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { OPERATORS, backOfficeIdParams } from '@/schemas/back-office';
import { customerBlockSchema } from '@/schemas/back-office-customers';
import { BACK_OFFICE_PREFIX, defineBackOfficeRoute } from '../back-office-auth';

export function registerBackOfficeCustomerRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { customerBlocks } = services;
  const base = `${BACK_OFFICE_PREFIX}/customers`;

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/:id/block`,
      summary:
        'Blocks a customer with a reason: every session and refresh token of theirs ends at once, their pending offers are withdrawn, and sign-in answers 403 until they are unblocked (so no bids, no checkout). 409 when already blocked or for a staff member.',
      tags: ['customers'],
      params: backOfficeIdParams,
      body: customerBlockSchema,
      responseDescription:
        'CustomerBlockDto: { customer_id, blocked_at, blocked_reason, sessions_revoked, offers_withdrawn }',
      errors: [409],
    },
    ({ params, body, staff }) => customerBlocks.block(staff, params.id, body.reason),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/:id/unblock`,
      summary: 'Unblocks a customer (with a reason): they may sign in again. 409 when not blocked.',
      tags: ['customers'],
      params: backOfficeIdParams,
      body: customerBlockSchema,
      responseDescription: 'CustomerBlockDto',
      errors: [409],
    },
    ({ params, body, staff }) => customerBlocks.unblock(staff, params.id, body.reason),
  );
}
