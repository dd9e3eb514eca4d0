// The one authentication middleware for routes that need a signed-in customer: a bearer access
// token (JWT: signature, algorithm, issuer, audience, expiry) whose session is still live.
// Use `customerRoute(services)` in a route definition, then `currentCustomer(c)` in its handler:
//
//   defineRoute(app, { ...customerRoute(services), method: 'get', path, summary, tags }, ({ c }) =>
//     wishlist.list(currentCustomer(c).customerId));
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AuthenticatedCustomer } from '../modules/auth/session.service';
import type { Services } from '../services';
import { customerMessages } from '@/schemas/customer';

export type { AuthenticatedCustomer };

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by requireCustomer / optionalCustomer. */
    customer: AuthenticatedCustomer;
  }
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

const byServices = new WeakMap<
  Services,
  { required: MiddlewareHandler; optional: MiddlewareHandler }
>();

function middlewares(services: Services) {
  let found = byServices.get(services);
  if (!found) {
    const { sessions } = services.customerAccounts;
    const authenticate = async (c: Context) => {
      const token = bearerToken(c);
      return token ? sessions.authenticate(token) : null;
    };
    found = {
      required: async (c, next) => {
        const customer = await authenticate(c);
        if (!customer) {
          c.header('WWW-Authenticate', 'Bearer realm="store"');
          throw new AppError('UNAUTHORIZED', customerMessages.signInRequired);
        }
        c.set('customer', customer);
        c.header('Cache-Control', 'private, no-store');
        await next();
      },
      optional: async (c, next) => {
        const customer = await authenticate(c);
        if (customer) c.set('customer', customer);
        c.header('Cache-Control', 'private, no-store');
        await next();
      },
    };
    byServices.set(services, found);
  }
  return found;
}

/** 401 unless the request carries a live customer's access token. */
export function requireCustomer(services: Services): MiddlewareHandler {
  return middlewares(services).required;
}

/** The customer when a valid token is present; the request goes on either way. */
export function optionalCustomer(services: Services): MiddlewareHandler {
  return middlewares(services).optional;
}

/** A route definition's part for a customer-only call: the middleware and its OpenAPI security. */
export function customerRoute(services: Services) {
  return { auth: true, middleware: [requireCustomer(services)] } as const;
}

/** The signed-in customer of a request that passed requireCustomer. */
export function currentCustomer(c: Context): AuthenticatedCustomer {
  const customer = c.get('customer') as AuthenticatedCustomer | undefined;
  if (!customer) throw new AppError('UNAUTHORIZED', customerMessages.signInRequired);
  return customer;
}

/** The customer if the request was authenticated (optionalCustomer), else null. */
export function maybeCustomer(c: Context): AuthenticatedCustomer | null {
  return (c.get('customer') as AuthenticatedCustomer | undefined) ?? null;
}
