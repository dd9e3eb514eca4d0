// Route definition: parse (yup), call, respond. Every route registered here appears in the
// OpenAPI document with its schemas.
import type { Context, Hono } from 'hono';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { AppError } from '../errors';
import { toValidationError } from '../lib/validation';
import type { OpenApiRoute } from './openapi';

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
  try {
    return (await schema.validate(value, { abortEarly: false, stripUnknown: true })) as Infer<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw toValidationError(error);
    throw error;
  }
}

async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  try {
    return await c.req.json();
  } catch {
    throw new AppError('VALIDATION', 'Request body is not valid JSON');
  }
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
  const routes = routesByApp.get(app) ?? [];
  routes.push({ ...definition, method: definition.method.toUpperCase() } as OpenApiRoute);
  routesByApp.set(app, routes);
  app.on(definition.method.toUpperCase(), definition.path, async (c) => {
    const params = await validate(definition.params, c.req.param());
    const query = await validate(definition.query, c.req.query());
    const body = await validate(definition.body, definition.body ? await readJson(c) : undefined);
    const result = await handler({ c, params, query, body } as RouteInput<P, Q, B>);
    if (result instanceof Response) return result;
    return c.json(result as object);
  });
}
