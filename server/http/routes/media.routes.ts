// GET/HEAD /media/<key>: image files from the storage port. Keys are immutable (a new picture
// gets a new key), so answers are cached for a year; ETag lets a revalidating client get a 304.
// No database query: the URL is the key.
import type { Context, Hono } from 'hono';
import type { AppContext } from '../../context';
import { isValidStorageKey } from '../../modules/media/storage-key';
import type { StoredObject, StoredObjectInfo } from '../../modules/media/storage.port';

const prefix = '/media/';
const immutable = 'public, max-age=31536000, immutable';

function etagOf(info: StoredObjectInfo): string {
  return `"${info.size.toString(36)}-${info.modifiedAt.getTime().toString(36)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function notFound(c: Context): Response {
  c.header('Cache-Control', 'no-cache');
  return c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
}

function keyOf(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
  return isValidStorageKey(key) ? key : null;
}

export function registerMediaRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;

  app.get(`${prefix}*`, async (c) => {
    const key = keyOf(c.req.path);
    if (!key) return notFound(c);

    // HEAD (which Hono routes here) needs no body: stat only. GET reads the file once.
    const head = c.req.method === 'HEAD';
    const object = head ? await storage.stat(key) : await storage.get(key);
    if (!object) return notFound(c);

    const etag = etagOf(object);
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      'Cache-Control': immutable,
      ETag: etag,
      'Last-Modified': object.modifiedAt.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    // An SVG is a document that can run script: never let one act as a page of this origin.
    if (object.contentType === 'image/svg+xml') {
      headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    }
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    headers['Content-Length'] = String(object.size);
    if (!('body' in object)) return c.body(null, 200, headers);
    const { body } = object as StoredObject;
    // A Buffer's memory is a plain ArrayBuffer; the type only allows for a SharedArrayBuffer.
    return c.body(
      new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
      200,
      headers,
    );
  });
}
