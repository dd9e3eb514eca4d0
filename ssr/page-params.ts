// A page address's parameters (/exhibitions/[handle], /admin/[[...path]]) are names of records,
// never free text: one with a control character (a NUL byte reaches no database) or longer than
// any name is a 404 before a service is asked (ADR 0043).
import type { ParsedUrlQuery } from 'node:querystring';

const MAX_PARAM_LENGTH = 200;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text of 1 to 200 characters with no control character and no lone surrogate. */
export function isUsableParam(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isUsableParam);
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_PARAM_LENGTH &&
    !/[\u0000-\u001f\u007f]/.test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

/** Whether any of the route's parameters cannot name a record. */
export function hasUnusableParams(params: ParsedUrlQuery | undefined): boolean {
  return Object.values(params ?? {}).some((value) => value !== undefined && !isUsableParam(value));
}
