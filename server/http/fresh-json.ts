// Public reads that show what a write changes (a work's status, price, last bid, a list's
// members) may be stored by a browser or CDN but never answered from it unasked (ADR 0039):
// `no-cache` makes every reuse revalidate, and the ETag lets an unchanged answer be a 304.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

export const revalidateEveryTime = 'public, no-cache';

/**
 * JSON and ETag of a result, made once per result object: the services answer repeated reads
 * with the same object until a write drops it (ADR 0006), so a popular list is serialised and
 * hashed once, not per request.
 */
const written = new WeakMap<object, { json: string; etag: string }>();

function write(result: object): { json: string; etag: string } {
  let done = written.get(result);
  if (!done) {
    const json = JSON.stringify(result);
    const hash = createHash('sha1').update(json).digest('base64url').slice(0, 22);
    done = { json, etag: `W/"${hash}"` };
    written.set(result, done);
  }
  return done;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(2);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === bare || tag === `W/${bare}`);
}

/** Answers `result` as JSON that is revalidated on every reuse (304 when the tag matches). */
export function freshJson(c: Context, result: object): Response {
  const { json, etag } = write(result);
  c.header('Cache-Control', revalidateEveryTime);
  c.header('ETag', etag);
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  return c.body(json, 200, { 'content-type': 'application/json; charset=UTF-8' });
}

/**
 * For the routes that set `revalidateEveryTime` and answer plain JSON: adds the ETag of the
 * body and turns a matching conditional request into a 304.
 */
export const etagRevalidated: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status !== 200 || res.headers.get('cache-control') !== revalidateEveryTime) return;
  if (res.headers.get('etag')) return;
  const body = await res.clone().text();
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  if (matches(c.req.header('if-none-match'), etag)) {
    c.res = new Response(null, { status: 304, headers: res.headers });
  } else {
    c.res = new Response(body, { status: 200, headers: res.headers });
  }
  c.res.headers.set('ETag', etag);
};
