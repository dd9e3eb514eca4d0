// The one place the back office's permissions are enforced (issue 10, ADR 0029).
//
// - Every path under /v3/admin passes the gate first: no token 401, a customer with no
//   back-office role 404 (the back office does not reveal itself to customers), so a route
//   registered without a declaration still fails closed.
// - Every back-office route is declared with `defineBackOfficeRoute` and the roles that may call
//   it; a staff member without one of them gets 403. The OpenAPI document lists the roles
//   (`x-roles`), and tests/api/back-office-permissions.test.ts walks every route × every role.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AnySchema } from 'yup';
import { AppError } from '../errors';
import type { Services } from '../services';
import type { StaffMember } from '../workflows/back-office';
import { backOfficeMessages, type BackOfficeRole } from '@/schemas/back-office';
import { currentCustomer, requireCustomer } from './customer-auth';
import { defineRoute, type RouteDefinition, type RouteInput } from './route';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the back-office gate. */
    staff: StaffMember;
  }
}

export const BACK_OFFICE_PREFIX = '/v3/admin';

/** Authenticates every /v3/admin request and loads the caller's roles (401, then 404). */
export function installBackOfficeGate(app: Hono, services: Services): void {
  const authenticate = requireCustomer(services);
  const gate: MiddlewareHandler = async (c, next) => {
    await authenticate(c, async () => {
      const staff = await services.backOffice.staffOf(currentCustomer(c).customerId);
      if (!staff) throw new AppError('NOT_FOUND', 'Not found');
      c.set('staff', staff);
      await next();
    });
  };
  app.use(BACK_OFFICE_PREFIX, gate);
  app.use(`${BACK_OFFICE_PREFIX}/*`, gate);
}

/** The staff member of a request that passed the gate. */
export function currentStaff(c: Context): StaffMember {
  const staff = c.get('staff') as StaffMember | undefined;
  if (!staff) throw new AppError('NOT_FOUND', 'Not found');
  return staff;
}

function requireRoles(roles: readonly BackOfficeRole[]): MiddlewareHandler {
  return async (c, next) => {
    const staff = currentStaff(c);
    if (!staff.roles.some((role) => roles.includes(role))) {
      throw new AppError('FORBIDDEN', backOfficeMessages.forbidden);
    }
    await next();
  };
}

export interface BackOfficeRouteDefinition<P, Q, B> extends Omit<
  RouteDefinition<P, Q, B>,
  'middleware' | 'auth' | 'internal' | 'roles'
> {
  /** Who may call it: anyone else on the staff gets 403. */
  roles: readonly BackOfficeRole[];
}

export function defineBackOfficeRoute<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
>(
  app: Hono,
  definition: BackOfficeRouteDefinition<P, Q, B>,
  handler: (input: RouteInput<P, Q, B> & { staff: StaffMember }) => Promise<unknown> | unknown,
): void {
  if (!definition.path.startsWith(`${BACK_OFFICE_PREFIX}/`)) {
    throw new Error(`back-office route outside ${BACK_OFFICE_PREFIX}: ${definition.path}`);
  }
  defineRoute(
    app,
    {
      ...definition,
      auth: true,
      tags: ['admin', ...definition.tags],
      summary: `${definition.summary} Roles: ${definition.roles.join(', ')}.`,
      errors: [...new Set([403, ...(definition.errors ?? [])])],
      middleware: [requireRoles(definition.roles)],
    },
    (input) => handler({ ...input, staff: currentStaff(input.c) }),
  );
}
