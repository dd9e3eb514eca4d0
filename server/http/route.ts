// Route definition: parse (yup), call, respond. Every route registered here appears in the
// OpenAPI document with its schemas.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AnySchema, InferType } from 'yup';
import { parseRouteInput } from '../lib/validation';
import type { OpenApiRoute } from './openapi';
import { readJsonBody } from './request-body';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Infer<S> = S extends AnySchema ? InferType<S> : undefined;

export interface RouteDefinition<P, Q, B> extends Omit<
  OpenApiRoute,
  'method' | 'params' | 'query' | 'body'
> {
  method: Method;
  params?: P;
  query?: Q;
  body?: B;
  /** Run before the input is read (authentication: 401 comes before 400). */
  middleware?: readonly MiddlewareHandler[];
}

export interface RouteInput<P, Q, B> {
  c: Context;
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
}

const routesByApp = new WeakMap<Hono, OpenApiRoute[]>();

/** The routes defined on an app, for its OpenAPI document. */
export function routesOf(app: Hono): readonly OpenApiRoute[] {
  return routesByApp.get(app) ?? [];
}

async function validate<S extends AnySchema | undefined>(
  schema: S,
  value: unknown,
): Promise<Infer<S>> {
  if (!schema) return undefined as Infer<S>;
  return (await parseRouteInput(schema, value)) as Infer<S>;
}

export function defineRoute<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
>(
  app: Hono,
  definition: RouteDefinition<P, Q, B>,
  handler: (input: RouteInput<P, Q, B>) => Promise<unknown> | unknown,
): void {
  const { middleware = [], ...documented } = definition;
  const routes = routesByApp.get(app) ?? [];
  routes.push({ ...documented, method: definition.method.toUpperCase() } as OpenApiRoute);
  routesByApp.set(app, routes);
  // Handlers of one method and path run in the order registered: the middleware first.
  for (const handler of middleware)
    app.on(definition.method.toUpperCase(), definition.path, handler);
  app.on(definition.method.toUpperCase(), definition.path, async (c) => {
    const params = await validate(definition.params, c.req.param());
    const query = await validate(definition.query, c.req.query());
    const body = await validate(
      definition.body,
      definition.body ? await readJsonBody(c) : undefined,
    );
    const result = await handler({ c, params, query, body } as RouteInput<P, Q, B>);
    if (result instanceof Response) return result;
    return c.json(result as object);
  });
}
