// Bad requests for every operation of the OpenAPI document (issue 20): generated from each
// operation's own parameters and body schema by a seeded generator, so a failure reproduces from
// its seed and label. Each case carries the class of bad input it belongs to.

/** The operation as GET /v3/openapi.json describes it. */
export interface FuzzOperation {
  method: string;
  /** OpenAPI path, e.g. /v3/store/artwork/{handle} */
  path: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  /** bearer (a customer), internal (x-internal-secret) or the back-office roles allowed. */
  security: 'none' | 'bearer' | 'internal';
  roles?: string[];
}

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  nullable?: boolean;
  default?: unknown;
}

/** One request: the raw path and query as sent, and the body as raw text. */
export interface FuzzCase {
  label: string;
  /** Path with its parameters filled in (already URL-encoded) and the query string. */
  url: string;
  body?: string;
  contentType?: string;
  /** Headers beyond the sign-in (e.g. a broken Authorization). */
  headers?: Record<string, string>;
  /** Send without the operation's sign-in. */
  anonymous?: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: FuzzOperation['parameters'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: Record<string, unknown>[];
        'x-roles'?: string[];
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const schemes = (operation.security ?? []).flatMap((s) => Object.keys(s));
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
        security: schemes.includes('internalSecret')
          ? 'internal'
          : schemes.includes('bearer')
            ? 'bearer'
            : 'none',
        roles: operation['x-roles'],
      });
    }
  }
  return operations;
}

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (levels: number, open: string, close: string, inner = '1') =>
  open.repeat(levels) + inner + close.repeat(levels);

/** Texts a field may receive: NUL, huge, unicode edge cases, SQL and regex metacharacters. */
export const badTexts: Record<string, string> = {
  nul: 'a\u0000b',
  'nul only': '\u0000',
  huge: 'x'.repeat(100_000),
  'lone high surrogate': 'a\ud800b',
  'lone low surrogate': '\udfff',
  'reversed surrogates': '\udc00\ud800',
  emoji: '🎨🖼️👩‍🎨',
  'right-to-left override': '\u202eevil',
  'byte order mark': '\ufeffx',
  'zero width': '\u200b\u200c\u200d',
  noncharacter: '\uffff\ufffe',
  combining: 'e\u0301'.repeat(500),
  hangul: '한국어 작품',
  'sql quote': "' OR '1'='1",
  'sql comment': "x'; drop table customers; --",
  'like wildcards': '%_%\\',
  'regex group': '(a+)+$',
  'regex class': '[',
  'regex quantifiers': '*+?{1,}',
  backslashes: '\\\\\\',
  'path traversal': '../../../etc/passwd',
  'html script': '<script>alert(1)</script>',
  'control characters': '\u0001\u0007\u001b[31m\r\n',
  whitespace: '   \t  ',
  empty: '',
  'number-like': '1e308',
  'NaN text': 'NaN',
  'Infinity text': 'Infinity',
  'negative text': '-1',
  'unsafe integer text': '9007199254740993',
  'hex text': '0x10',
  'null text': 'null',
  'far future date': '+275760-09-13T00:00:00.000Z',
  'far past date': '-271821-04-20T00:00:00.000Z',
  'year zero date': '0000-01-01T00:00:00.000Z',
  'proto text': '__proto__',
};

/** JSON values in place of a field's own: wrong types and out-of-range numbers. */
export const badValues: Record<string, unknown> = {
  'empty array': [],
  'array of text': ['x', 'y'],
  'array of objects': [{ a: 1 }],
  'empty object': {},
  object: { a: 'b', toString: 'x' },
  null: null,
  true: true,
  false: false,
  zero: 0,
  'minus one': -1,
  'negative large': -1e15,
  fraction: 0.5,
  '1e308': 1e308,
  '-1e308': -1e308,
  'above 32 bits': 3_000_000_000,
  'unsafe integer': 9007199254740993,
  'tiny number': 5e-324,
  'nested 50': JSON.parse(deep(50, '[', ']')),
};

/** Number tokens JSON.stringify cannot write, spliced into the body text. */
const rawNumbers: Record<string, string> = {
  '1e309 (Infinity)': '1e309',
  '-1e309 (-Infinity)': '-1e309',
  'NaN token': 'NaN',
  'big exponent': '1e99999999',
};

/** Query and path texts as sent on the wire (already percent-encoded). */
export const badQueryTexts: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(badTexts).flatMap(([name, text]) => {
      if (text.length > 6000) return [];
      try {
        return [[name, encodeURIComponent(text)]];
      } catch {
        return []; // a lone surrogate has no UTF-8: sent as raw bytes below
      }
    }),
  ),
  'huge query': 'q'.repeat(6000),
  'invalid UTF-8 (lone surrogate bytes)': '%ED%A0%80',
  'invalid UTF-8 byte': '%FF%FE',
  'bad percent escape': '%zz%',
  'encoded slash': '..%2F..%2F',
  '1e309': '1e309',
  '-1e308': '-1e308',
  '1.5': '1.5',
  'minus zero': '-0',
  'plus sign': '%2B1',
  'array brackets': '[]',
};

/** Keys that are the named cases of the issue: always sent, never left to chance. */
const namedTexts = ['nul', 'huge', 'lone high surrogate', 'sql quote', 'regex group'];
const namedDates = ['far future date', 'far past date', 'year zero date'];
const namedValues = ['empty array', 'object', '1e308', 'minus one', 'null', 'above 32 bits'];
const namedRaw = ['1e309 (Infinity)', 'NaN token'];
const namedQueries = [
  'nul',
  'huge query',
  '1e308',
  '-1e308',
  'NaN text',
  'negative text',
  'array brackets',
  'invalid UTF-8 (lone surrogate bytes)',
];

/** A value the schema accepts (or nearly), so the bad field is the only thing wrong. */
export function plausible(
  schema: JsonSchema | undefined,
  name = '',
  known: Record<string, unknown> = {},
): unknown {
  if (known[name] !== undefined) return known[name];
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      out[key] = plausible(child, key, known);
    }
    return out;
  }
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'array':
      return schema.items ? [plausible(schema.items, name, known)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'email' || /email/.test(name)) return 'fuzz@example.com';
      if (schema.format === 'date-time' || /_at$|date|^from$|^to$/.test(name)) {
        return '2026-11-22T03:00:00.000Z';
      }
      const text = name === 'currency' ? 'krw' : 'fuzz';
      return text.padEnd(schema.minLength ?? 0, 'z');
    }
  }
}

/** Path parameter values that name real fixture records, so some cases reach past the lookup. */
export interface FuzzOptions {
  seed: number;
  /** Random extra picks per field beyond the named cases. */
  extraPerField: number;
  /** Known values of parameters and body fields by name (a handle or id that exists). */
  known?: Record<string, unknown>;
  /** Known values of path parameters by name, where they differ from the body's. */
  knownPath?: Record<string, unknown>;
}

function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) {
    out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return out;
}

function fillPath(
  operation: FuzzOperation,
  values: Record<string, string>,
  known: Record<string, unknown>,
): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (values[name] !== undefined) return values[name];
    const schema = operation.parameters.find((p) => p.name === name)?.schema;
    return encodeURIComponent(String(plausible(schema, name, known)));
  });
}

function queryString(entries: [string, string][]): string {
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

/** The JSON text of `value`, with the raw-number sentinels spliced in. */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"__raw:([^"]+)__"/g, (_, token: string) => token);
}

export function casesFor(operation: FuzzOperation, options: FuzzOptions): FuzzCase[] {
  const random = seededRandom(
    options.seed ^
      [...`${operation.method} ${operation.path}`].reduce(
        (h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0,
        7,
      ),
  );
  const known = options.known ?? {};
  const cases: FuzzCase[] = [];
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const baseQuery: [string, string][] = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(String(plausible(p.schema, p.name, known)))]);
  const knownPath = { ...known, ...options.knownPath };
  const basePath = fillPath(operation, {}, knownPath);
  const baseBody = operation.body ? plausible(operation.body, '', known) : undefined;
  const withBody = (c: Omit<FuzzCase, 'body' | 'contentType'>): FuzzCase =>
    baseBody === undefined
      ? c
      : { ...c, body: jsonText(baseBody), contentType: 'application/json' };

  cases.push(withBody({ label: 'plausible request', url: basePath + queryString(baseQuery) }));

  // Path parameters: each named bad text, plus random others.
  for (const param of pathParams) {
    const names = [
      ...new Set([
        ...namedQueries.filter((n) => n !== 'huge query'),
        'huge query',
        ...pick(random, Object.keys(badQueryTexts), options.extraPerField),
      ]),
    ];
    for (const name of names) {
      const url = fillPath(operation, { [param.name]: badQueryTexts[name]! }, knownPath);
      cases.push(
        withBody({ label: `path ${param.name}: ${name}`, url: url + queryString(baseQuery) }),
      );
    }
  }

  // Query parameters: each named bad text, random others, repeated and bracketed keys.
  for (const param of queryParams) {
    const names = [
      ...new Set([
        ...namedQueries,
        ...pick(random, Object.keys(badQueryTexts), options.extraPerField),
      ]),
    ];
    const others = baseQuery.filter(([key]) => key !== param.name);
    for (const name of names) {
      cases.push(
        withBody({
          label: `query ${param.name}: ${name}`,
          url: basePath + queryString([...others, [param.name, badQueryTexts[name]!]]),
        }),
      );
    }
    cases.push(
      withBody({
        label: `query ${param.name}: repeated`,
        url: basePath + queryString([...others, [param.name, '1'], [param.name, '%00']]),
      }),
      withBody({
        label: `query ${param.name}[]: bracketed`,
        url:
          basePath + queryString([...others, [`${param.name}[]`, 'x'], [`${param.name}[a]`, 'y']]),
      }),
    );
  }
  const url = basePath + queryString(baseQuery);
  cases.push({
    label: 'query: unknown keys',
    url: `${url}${url.includes('?') ? '&' : '?'}__proto__=1&constructor=x&%00=%00`,
  });

  if (operation.body && baseBody && typeof baseBody === 'object') {
    const base = baseBody as Record<string, unknown>;
    const send = (label: string, body: unknown) =>
      cases.push({ label, url, body: jsonText(body), contentType: 'application/json' });
    for (const [field, schema] of Object.entries(operation.body.properties ?? {})) {
      const dates = schema.format === 'date-time' ? namedDates : [];
      const texts = [
        ...new Set([
          ...namedTexts,
          ...dates,
          ...pick(random, Object.keys(badTexts), options.extraPerField),
        ]),
      ];
      for (const name of texts)
        send(`body ${field}: ${name}`, { ...base, [field]: badTexts[name] });
      const values = [
        ...new Set([
          ...namedValues,
          ...pick(random, Object.keys(badValues), options.extraPerField),
        ]),
      ];
      for (const name of values)
        send(`body ${field}: ${name}`, { ...base, [field]: badValues[name] });
      for (const name of [...new Set([...namedRaw, ...pick(random, Object.keys(rawNumbers), 1)])]) {
        send(`body ${field}: ${name}`, { ...base, [field]: `__raw:${rawNumbers[name]}__` });
      }
      send(
        `body ${field}: missing`,
        Object.fromEntries(Object.entries(base).filter(([k]) => k !== field)),
      );
      if (schema.type === 'array' || schema.type === 'object') {
        const inner =
          schema.type === 'array'
            ? [badTexts.nul, badValues['empty object']]
            : { [field]: badTexts.nul, x: [] };
        send(`body ${field}: bad inside`, { ...base, [field]: inner });
      }
    }
    send('body: every field missing', {});
    send('body: extra fields', {
      ...base,
      __proto__x: 1,
      constructor: 'x',
      toString: {},
      extra: badTexts.nul,
    });
    cases.push({
      label: 'body: __proto__ key',
      url,
      body: `{"__proto__":{"admin":true},${jsonText(base).slice(1)}`,
      contentType: 'application/json',
    });
  }

  // The body as a whole, for every operation (a body where none is wanted must be harmless).
  const wholeBodies: Record<string, string> = {
    'array body': '[]',
    'text body': '"x"',
    'number body': '1e309',
    'null body': 'null',
    'empty body': '',
    'invalid JSON': '{"a":',
    'trailing garbage': '{}x',
    'byte order mark': '\ufeff{}',
    'nul in JSON text': '{"a":"\u0000"}',
    'escaped nul key': '{"\\u0000":"\\u0000"}',
    'nested 5000 arrays': deep(5000, '[', ']'),
    'nested 5000 objects': deep(5000, '{"a":', '}'),
    'nested 100 objects': deep(100, '{"a":', '}'),
    'many keys': `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  };
  for (const [name, body] of Object.entries(wholeBodies)) {
    cases.push({ label: `body: ${name}`, url, body, contentType: 'application/json' });
  }
  const json = baseBody === undefined ? '{}' : jsonText(baseBody);
  const contentTypes: Record<string, string | undefined> = {
    'text/plain': 'text/plain',
    'form-urlencoded': 'application/x-www-form-urlencoded',
    multipart: 'multipart/form-data; boundary=x',
    'no content type': undefined,
    'json, utf-16 charset': 'application/json; charset=utf-16',
    'json lookalike': 'application/jsonp',
    'vendor json': 'application/vnd.api+json',
  };
  for (const [name, type] of Object.entries(contentTypes)) {
    cases.push({ label: `content type: ${name}`, url, body: json, contentType: type });
  }

  // Headers of the visitor: broken sign-in, currency and language.
  cases.push(
    withBody({
      label: 'header: malformed bearer',
      url,
      headers: { authorization: 'Bearer a.b.c' },
      anonymous: true,
    }),
    withBody({
      label: 'header: huge bearer',
      url,
      headers: { authorization: `Bearer ${'x'.repeat(8000)}` },
      anonymous: true,
    }),
    withBody({
      label: 'header: basic auth',
      url,
      headers: { authorization: 'Basic Og==' },
      anonymous: true,
    }),
    withBody({
      label: 'header: alg none token',
      url,
      headers: {
        authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"cus_1"}').toString('base64url')}.`,
      },
      anonymous: true,
    }),
    withBody({
      label: 'header: bad currency and language',
      url,
      headers: {
        'x-currency': '\u00ff\u00fe',
        'accept-language': ';q=x,,**',
        cookie: 'Currency=%00; refresh_token=%ff',
      },
    }),
    withBody({ label: 'signed out', url, anonymous: true }),
  );
  return cases;
}
