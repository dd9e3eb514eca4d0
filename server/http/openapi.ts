// The OpenAPI document, generated from the route definitions (their yup schemas) rather than
// written by hand. Served at /v3/openapi.json.
import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

export interface OpenApiRoute {
  method: string;
  /** Hono path, e.g. /v3/store/artwork/:handle */
  path: string;
  summary: string;
  tags: string[];
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  auth?: boolean;
  /** Internal server-side call: needs the shared secret header `x-internal-secret` (401). */
  internal?: boolean;
  responseDescription?: string;
  /** The 200 answer's shape (documentation only; a test checks the real answers against it). */
  response?: AnySchema;
  /** Further statuses this call answers besides 200, 400 and 404 (e.g. 409, 429). */
  errors?: readonly number[];
  /** Back office (ADR 0029): the roles that may call it, documented as `x-roles`. */
  roles?: readonly string[];
}

type JsonSchema = Record<string, unknown>;

function testParam(desc: SchemaDescription, name: string): unknown {
  const test = desc.tests.find((t) => t.name === name);
  return test?.params ? Object.values(test.params)[0] : undefined;
}

export function toJsonSchema(field: SchemaFieldDescription): JsonSchema {
  const desc = field as SchemaDescription & {
    fields?: Record<string, SchemaFieldDescription>;
    innerType?: SchemaFieldDescription;
  };
  const out: JsonSchema = {};
  switch (desc.type) {
    case 'object': {
      out.type = 'object';
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, child] of Object.entries(desc.fields ?? {})) {
        properties[key] = toJsonSchema(child);
        const childDesc = child as SchemaDescription;
        if (childDesc.optional === false && childDesc.default === undefined) required.push(key);
      }
      out.properties = properties;
      if (required.length) out.required = required;
      break;
    }
    case 'array':
      out.type = 'array';
      if (desc.innerType) out.items = toJsonSchema(desc.innerType);
      break;
    case 'number': {
      out.type = desc.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      const min = testParam(desc, 'min');
      const max = testParam(desc, 'max');
      if (min !== undefined) out.minimum = min;
      if (max !== undefined) out.maximum = max;
      break;
    }
    case 'string': {
      out.type = 'string';
      const min = testParam(desc, 'min');
      const max = testParam(desc, 'max');
      if (min !== undefined) out.minLength = min;
      if (max !== undefined) out.maxLength = max;
      if (desc.tests.some((t) => t.name === 'email')) out.format = 'email';
      break;
    }
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    default:
      break;
  }
  if (desc.oneOf?.length) out.enum = desc.oneOf.filter((v) => v !== undefined && v !== null);
  if (desc.nullable) out.nullable = true;
  if (desc.default !== undefined && typeof desc.default !== 'function') out.default = desc.default;
  if (desc.meta && typeof desc.meta === 'object' && 'description' in desc.meta) {
    out.description = (desc.meta as { description: string }).description;
  }
  return out;
}

export function buildOpenApiDocument(routes: readonly OpenApiRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const openPath = route.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');
    const parameters: JsonSchema[] = [];
    for (const [where, schema] of [
      ['path', route.params],
      ['query', route.query],
    ] as const) {
      if (!schema) continue;
      const json = toJsonSchema(schema.describe());
      const props = (json.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((json.required as string[] | undefined) ?? []);
      for (const [name, prop] of Object.entries(props)) {
        parameters.push({
          name,
          in: where,
          required: where === 'path' || required.has(name),
          schema: prop,
        });
      }
    }
    const error = { $ref: '#/components/responses/Error' };
    const operation: JsonSchema = {
      summary: route.summary,
      tags: route.tags,
      parameters,
      responses: {
        '200': {
          description: route.responseDescription ?? 'OK',
          ...(route.response
            ? {
                content: {
                  'application/json': { schema: toJsonSchema(route.response.describe()) },
                },
              }
            : {}),
        },
        '400': error,
        ...(route.auth || route.internal ? { '401': error } : {}),
        '404': error,
        ...Object.fromEntries((route.errors ?? []).map((status) => [String(status), error])),
      },
    };
    if (route.auth) operation.security = [{ bearer: [] }];
    if (route.roles) operation['x-roles'] = [...route.roles];
    if (route.internal) operation.security = [{ internalSecret: [] }];
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJsonSchema(route.body.describe()) } },
      };
    }
    paths[openPath] ??= {};
    paths[openPath][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Art marketplace store API',
      version: '3.0.0',
      description:
        'Every call of the store (rules §7). Text is localised by Accept-Language (en, ko); prices are converted to the Currency cookie or x-currency header.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        internalSecret: { type: 'apiKey', in: 'header', name: 'x-internal-secret' },
      },
      responses: {
        Error: {
          description: 'An error: { message, code, fields? }',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['message', 'code'],
                properties: {
                  message: { type: 'string' },
                  code: { type: 'string' },
                  fields: { type: 'object', additionalProperties: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
  };
}
