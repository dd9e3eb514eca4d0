// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, ...) over fetch with SigV4 signing.
// Path-style addressing (`<endpoint>/<bucket>/<key>`), which every compatible service accepts.
import { emptyPayloadHash, encodePath, sha256Hex, signRequest } from './sigv4';
import { assertValidStorageKey, contentTypeForKey } from './storage-key';
import type { StoragePort, StoredObject, StoredObjectInfo } from './storage.port';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base of URLs, e.g. `/media` or a CDN origin. */
  publicBaseUrl: string;
  /** Key prefix inside the bucket, e.g. `media/`. */
  prefix?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

export class S3RequestError extends Error {
  constructor(
    readonly status: number,
    method: string,
    key: string,
    detail: string,
  ) {
    super(`S3 ${method} ${key} failed with ${status}: ${detail.slice(0, 300)}`);
    this.name = 'S3RequestError';
  }
}

export function createS3Storage(options: S3StorageOptions): StoragePort {
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const publicBase = options.publicBaseUrl.replace(/\/$/, '');
  const prefix = options.prefix ?? '';

  async function send(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    key: string,
    body?: Buffer,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    assertValidStorageKey(key);
    const objectPath = `${basePath}/${options.bucket}/${prefix}${key}`;
    const signed = signRequest({
      method,
      host: endpoint.host,
      path: objectPath,
      headers: {
        ...extraHeaders,
        'x-amz-content-sha256': body ? sha256Hex(body) : emptyPayloadHash,
      },
      payloadHash: body ? sha256Hex(body) : emptyPayloadHash,
      region: options.region,
      service: 's3',
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
      date: now(),
    });
    // fetch sets Host itself from the URL, which is the value that was signed.
    const { host: _host, ...headers } = signed.headers;
    return doFetch(`${endpoint.origin}${encodePath(objectPath)}`, {
      method,
      headers,
      body: body
        ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength)
        : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async function fail(response: Response, method: string, key: string): Promise<never> {
    const detail = await response.text().catch(() => '');
    throw new S3RequestError(response.status, method, key, detail);
  }

  function infoOf(response: Response, key: string, size?: number): StoredObjectInfo {
    const lastModified = response.headers.get('last-modified');
    return {
      contentType: response.headers.get('content-type') ?? contentTypeForKey(key),
      size: size ?? Number(response.headers.get('content-length') ?? 0),
      modifiedAt: lastModified ? new Date(lastModified) : new Date(0),
    };
  }

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    const response = await send('HEAD', key);
    if (response.status === 404) return null;
    if (!response.ok) return fail(response, 'HEAD', key);
    return infoOf(response, key);
  }

  return {
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, {
        'content-type': contentType,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      if (!response.ok) await fail(response, 'PUT', key);
      await response.arrayBuffer();
    },

    async get(key): Promise<StoredObject | null> {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return fail(response, 'GET', key);
      const body = Buffer.from(await response.arrayBuffer());
      return { body, ...infoOf(response, key, body.length) };
    },

    stat,

    async exists(key) {
      return (await stat(key)) !== null;
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, 'DELETE', key);
      await response.arrayBuffer();
    },

    publicUrl(key) {
      assertValidStorageKey(key);
      return `${publicBase}/${key}`;
    },
  };
}
