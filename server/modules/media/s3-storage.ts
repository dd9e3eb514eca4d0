// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, ...) over fetch, signed by aws4fetch.
// Path-style addressing (`<endpoint>/<bucket>/<key>`), which every compatible service accepts.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
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
  /** Attempts after the first on 5xx or 429 (S3's SlowDown), with jittered exponential backoff. */
  retries?: number;
  /** Total time for one operation, retries included. */
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

/** SigV4's `x-amz-date` form of a time: `20130524T000000Z`. */
function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

export function createS3Storage(options: S3StorageOptions): StoragePort {
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const publicBase = options.publicBaseUrl.replace(/\/$/, '');
  const prefix = options.prefix ?? '';
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // aws4fetch's default is 10 retries (~50 s of backoff); 2 is the AWS SDKs' standard mode.
    retries: options.retries ?? 2,
    initRetryMs: 100,
  });

  async function send(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    key: string,
    body?: Buffer,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    assertValidStorageKey(key);
    const url = new URL(`${basePath}/${options.bucket}/${prefix}${key}`, endpoint.origin);
    return client.fetch(url, {
      method,
      headers: {
        ...extraHeaders,
        // The signed payload hash lets the service refuse a body altered on the way.
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
      },
      body: body
        ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength)
        : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      aws: { datetime: amzDate(now()) },
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
