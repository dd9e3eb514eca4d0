// How the API reads a request body (ADR 0043): never more than the configured limit (413, told by
// Content-Length before anything is read, or by counting a body sent without one), and JSON no
// deeper than MAX_JSON_DEPTH (400), so neither memory nor a recursive printer can be flooded.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

/** Nesting of arrays and objects a JSON body may have; the API's deepest body needs 4. */
export const MAX_JSON_DEPTH = 64;

export const bodyTooLargeMessage = (maxBytes: number) =>
  `Request body is too large (at most ${maxBytes} bytes)`;

/**
 * Hono's bodyLimit answering 413 `{ message, code }` with `Connection: close`: the rest of the body
 * is never read, so the connection cannot carry another request, and a client that kept it for
 * the next one (a browser's or undici's keep-alive pool) would have it closed under that request.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', message);
    },
  });
}

/**
 * The body limit on every API call but `except` (calls with a larger limit of their own,
 * uploads).
 */
export function apiBodyLimit(maxBytes: number, except: readonly string[]): MiddlewareHandler {
  const limit = limitBody(maxBytes, bodyTooLargeMessage(maxBytes));
  return (c, next) => (except.includes(c.req.path) ? next() : limit(c, next));
}

/** The deepest nesting of arrays and objects in JSON `text` (strings skipped), stopping past `max`. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return false;
}

/** The JSON body: 415 without a JSON content type, 400 when invalid or nested too deeply. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  const text = await c.req.text();
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new AppError(
      'VALIDATION',
      `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('VALIDATION', 'Request body is not valid JSON');
  }
}
