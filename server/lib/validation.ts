// Validation failures as the API answers them (400 VALIDATION), for route input and for
// services that SSR calls in-process with the same yup schemas. Before yup sees a value, one
// screen applies the rules every field shares (ADR 0043): no NUL byte in any text, no array or
// object where a text, number, boolean or date belongs, no number beyond what JavaScript counts
// exactly, no date outside the years 1 to 9999, and no key that is not the schema's.
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { AppError } from '../errors';

/** First validation message as the error message, every failing field in `fields`. */
export function toValidationError(error: ValidationError): AppError {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    if (inner.path && !fields[inner.path]) fields[inner.path] = inner.message;
  }
  return new AppError('VALIDATION', error.errors[0] ?? 'Invalid request', fields);
}

/** Deeper than any request of the API (the JSON body reader refuses deeper ones first). */
export const MAX_INPUT_DEPTH = 64;

interface SchemaShape {
  type?: string;
  fields?: Record<string, SchemaShape>;
  innerType?: SchemaShape;
  internalTests?: { typeError?: { OPTIONS?: { message?: unknown } } };
}

/** The field's own typeError message when its schema has one, else the shared wording. */
function wrongTypeMessage(schema: SchemaShape, type: string, path: string): string {
  const own = schema.internalTests?.typeError?.OPTIONS?.message;
  if (typeof own === 'string') return own.replaceAll('${path}', path);
  return `${label(path)} must be ${scalarNames[type]}`;
}

const scalarNames: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date',
};

function label(path: string): string {
  return path || 'The request';
}

/**
 * `value` with every key the schema does not name removed, at every depth; the shared rules'
 * failures go to `fields` by path. Unknown keys go before yup sees them: a key named like an
 * Object.prototype member (`toString`, `constructor`) makes yup's object cast look up the
 * prototype's function as a field and throw, a 500 for bad input.
 */
function screen(
  schema: SchemaShape | undefined,
  value: unknown,
  path: string,
  depth: number,
  fields: Record<string, string>,
): unknown {
  if (depth > MAX_INPUT_DEPTH) {
    fields[path] ??= `${label(path)} is nested too deeply`;
    return value;
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      fields[path] ??= `${label(path)} must not contain a NUL character`;
    if (schema?.type === 'number' && value.trim() !== '') checkNumber(Number(value), path, fields);
    if (schema?.type === 'date') checkDate(Date.parse(value), path, fields);
    return value;
  }
  if (typeof value === 'number') {
    if (schema?.type === 'number') checkNumber(value, path, fields);
    if (schema?.type === 'date') checkDate(value, path, fields);
    return value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const type = schema?.type;
  if (schema && type && scalarNames[type]) {
    // yup's casts call trim()/toString()/parseFloat on whatever arrives: an array or object
    // there is a TypeError (a 500), not a validation failure.
    fields[path] ??= wrongTypeMessage(schema, type, path);
    return value;
  }
  const at = (key: string | number) =>
    typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  if (Array.isArray(value)) {
    const inner = type === 'array' ? schema?.innerType : undefined;
    return value.map((item, index) => screen(inner, item, at(index), depth + 1, fields));
  }
  const known = type === 'object' ? schema?.fields : undefined;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (known && !Object.hasOwn(known, key)) continue;
    if (key.includes('\u0000')) fields[at(key)] ??= `${at(key)} must not contain a NUL character`;
    out[key] = screen(known?.[key], item, at(key), depth + 1, fields);
  }
  return out;
}

function checkNumber(value: number, path: string, fields: Record<string, string>): void {
  if (Number.isNaN(value)) return; // not a number at all: yup's own message says so
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    fields[path] ??= `${label(path)} is out of range`;
  }
}

/** 0001-01-01 to 9999-12-31 (UTC): JavaScript dates reach ±275,760 years, PostgreSQL's do not. */
const EARLIEST_DATE = -62_135_596_800_000;
const LATEST_DATE = 253_402_300_799_999;

function checkDate(time: number, path: string, fields: Record<string, string>): void {
  if (Number.isNaN(time)) return; // not a date at all: yup's own message says so
  if (time < EARLIEST_DATE || time > LATEST_DATE) fields[path] ??= `${label(path)} is out of range`;
}

/** `value` with unknown keys removed, or VALIDATION naming every field that breaks a shared rule. */
export function screenInput(schema: AnySchema, value: unknown): unknown {
  const fields: Record<string, string> = {};
  const screened = screen(schema as unknown as SchemaShape, value, '', 0, fields);
  const failures = Object.entries(fields);
  if (failures.length) {
    throw new AppError(
      'VALIDATION',
      failures[0]![1],
      Object.fromEntries(failures.map(([key, message]) => [key || 'body', message])),
    );
  }
  return screened;
}

const options = { abortEarly: false, stripUnknown: true } as const;

/** `input` (none: `{}`) as `schema` casts it, unknown keys dropped; bad input throws VALIDATION. */
export function parseInput<S extends AnySchema>(schema: S, input: unknown): InferType<S> {
  try {
    return schema.validateSync(screenInput(schema, input ?? {}), options);
  } catch (error) {
    if (error instanceof ValidationError) throw toValidationError(error);
    throw error;
  }
}

/** parseInput for a route: the schema's async tests (if any) run too. */
export async function parseRouteInput<S extends AnySchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  try {
    return await schema.validate(screenInput(schema, input), options);
  } catch (error) {
    if (error instanceof ValidationError) throw toValidationError(error);
    throw error;
  }
}
