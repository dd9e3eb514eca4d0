// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, S3RequestError, type S3StorageOptions } from './s3-storage';

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const emptyPayloadHash = sha256Hex('');

describe('S3 storage against a local S3-compatible server (s3rver, which checks SigV4)', () => {
  let directory: string;
  let server: S3rver;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'artmarket-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'art' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  // s3rver's one account; any other key or secret is refused.
  const storage = (overrides: Partial<S3StorageOptions> = {}) =>
    createS3Storage({
      endpoint,
      bucket: 'art',
      region: 'ap-northeast-2',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicBaseUrl: '/media',
      ...overrides,
    });

  it('puts, stats, gets and deletes an object with its content type', async () => {
    const s3 = storage();
    const body = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 0xff, 0xd9]);
    const before = Date.now();
    await s3.put('artworks/2026/img_a.jpg', body, 'image/jpeg');

    const info = await s3.stat('artworks/2026/img_a.jpg');
    expect(info).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    // Last-Modified has whole seconds.
    expect(info!.modifiedAt.getTime()).toBeGreaterThan(before - 2_000);
    expect(await s3.exists('artworks/2026/img_a.jpg')).toBe(true);

    const object = await s3.get('artworks/2026/img_a.jpg');
    expect(object?.body.equals(body)).toBe(true);
    expect(object).toMatchObject({ size: 10, contentType: 'image/jpeg' });

    await s3.put('artworks/2026/img_a.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect((await s3.get('artworks/2026/img_a.webp'))?.contentType).toBe('image/webp');

    await s3.delete('artworks/2026/img_a.jpg');
    expect(await s3.exists('artworks/2026/img_a.jpg')).toBe(false);
    expect(await s3.stat('artworks/2026/img_a.jpg')).toBeNull();
    expect(await s3.get('artworks/2026/img_a.jpg')).toBeNull();
    expect(await s3.exists('artworks/2026/img_a.webp')).toBe(true);
  });

  it('removing a missing key is not an error', async () => {
    await expect(storage().delete('artworks/never/there.jpg')).resolves.toBeUndefined();
  });

  it('keeps objects under the configured prefix', async () => {
    await storage({ prefix: 'media/' }).put('a/b.png', Buffer.from('png'), 'image/png');
    expect((await storage().get('media/a/b.png'))?.body.toString()).toBe('png');
    expect(await storage().exists('a/b.png')).toBe(false);
  });

  it('reports a wrong secret as the signature refused', async () => {
    const put = storage({ secretAccessKey: 'wrong' }).put('a/c.png', Buffer.from('x'), 'image/png');
    await expect(put).rejects.toThrow(S3RequestError);
    await expect(put).rejects.toThrow(/PUT a\/c.png failed with 403: .*SignatureDoesNotMatch/s);
    expect(await storage().exists('a/c.png')).toBe(false);
  });

  it('reports an unknown access key and a missing bucket as errors', async () => {
    await expect(storage({ accessKeyId: 'AKID' }).get('a/b.png')).rejects.toThrow(
      /failed with 403: .*InvalidAccessKeyId/s,
    );
    await expect(
      storage({ bucket: 'nobucket' }).put('a/b.png', Buffer.from('x'), 'image/png'),
    ).rejects.toThrow(/failed with 404: .*NoSuchBucket/s);
  });

  it('refuses keys that climb out of the bucket prefix before sending anything', async () => {
    await expect(storage().get('../other/x.jpg')).rejects.toThrow(/Invalid storage key/);
  });

  it('gives public URLs under the media base', () => {
    expect(storage({ publicBaseUrl: 'https://cdn.example/media/' }).publicUrl('a/b.png')).toBe(
      'https://cdn.example/media/a/b.png',
    );
  });
});

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An HTTP server that records what it receives and answers from a script of statuses. */
function recordingServer() {
  const seen: SeenRequest[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, {
        'content-type': 'image/png',
        'last-modified': 'Fri, 24 May 2013 00:00:00 GMT',
      });
      res.end(req.method === 'HEAD' || status !== 200 ? undefined : 'png bytes');
    });
  });
  return { server, seen, statuses };
}

describe('the requests the S3 storage sends', () => {
  const recorder = recordingServer();
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => recorder.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(recorder.server.address() as AddressInfo).port}/s3/`;
  });
  afterAll(() => new Promise<void>((resolve) => recorder.server.close(() => resolve())));

  const storage = () =>
    createS3Storage({
      endpoint,
      bucket: 'art',
      region: 'ap-northeast-2',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      publicBaseUrl: '/media',
      now: () => new Date('2026-11-28T01:02:03.456Z'),
    });

  const signed = (headers: string) =>
    new RegExp(
      '^AWS4-HMAC-SHA256 Credential=AKID/20261128/ap-northeast-2/s3/aws4_request, ' +
        `SignedHeaders=${headers}, Signature=[0-9a-f]{64}$`,
    );

  it('puts the body with its type, cache policy and signed payload hash, path-style', async () => {
    recorder.seen.length = 0;
    const body = Buffer.from('png bytes to store');
    await storage().put('artworks/img_a.png', body, 'image/png');
    const [put] = recorder.seen;
    expect(put).toMatchObject({ method: 'PUT', url: '/s3/art/artworks/img_a.png' });
    expect(put!.body.equals(body)).toBe(true);
    expect(put!.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-amz-content-sha256': sha256Hex(body),
      'x-amz-date': '20261128T010203Z',
    });
    expect(put!.headers.authorization).toMatch(
      signed('cache-control;host;x-amz-content-sha256;x-amz-date'),
    );
  });

  it('reads, stats and deletes without a body, signing the empty payload', async () => {
    recorder.seen.length = 0;
    const s3 = storage();
    expect((await s3.get('a/b.png'))?.body.toString()).toBe('png bytes');
    expect(await s3.stat('a/b.png')).toEqual({
      contentType: 'image/png',
      size: 0,
      modifiedAt: new Date('2013-05-24T00:00:00Z'),
    });
    await s3.delete('a/b.png');
    expect(recorder.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /s3/art/a/b.png',
      'HEAD /s3/art/a/b.png',
      'DELETE /s3/art/a/b.png',
    ]);
    for (const request of recorder.seen) {
      expect(request.body.length).toBe(0);
      expect(request.headers['x-amz-content-sha256']).toBe(emptyPayloadHash);
      expect(request.headers.authorization).toMatch(signed('host;x-amz-content-sha256;x-amz-date'));
    }
  });

  it('sends again after 503 SlowDown and gives up with the status after three tries', async () => {
    recorder.seen.length = 0;
    recorder.statuses.push(503);
    await storage().put('a/b.png', Buffer.from('x'), 'image/png');
    expect(recorder.seen.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(recorder.seen[1]!.body.toString()).toBe('x');

    recorder.seen.length = 0;
    recorder.statuses.push(500, 500, 500);
    await expect(storage().get('a/b.png')).rejects.toThrow(/GET a\/b.png failed with 500/);
    expect(recorder.seen).toHaveLength(3);
  });

  it('does not send a refused request again', async () => {
    recorder.seen.length = 0;
    recorder.statuses.push(403);
    await expect(storage().stat('a/b.png')).rejects.toThrow(/HEAD a\/b.png failed with 403/);
    expect(recorder.seen).toHaveLength(1);
  });
});

// The worked example of the AWS S3 documentation ("Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk"), through the signer the adapter uses.
describe('aws4fetch signs as AWS documents', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    service: 's3',
    region: 'us-east-1',
    datetime: '20130524T000000Z',
  };

  it('GET Object: the first 10 bytes of test.txt', async () => {
    const signer = new AwsV4Signer({
      ...credentials,
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': emptyPayloadHash },
      // The example signs Range, which aws4fetch leaves unsigned unless asked.
      allHeaders: true,
    });
    expect(await signer.authHeader()).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object: a key with `$`, encoded once as S3 wants', async () => {
    const body = 'Welcome to Amazon S3.';
    const signer = new AwsV4Signer({
      ...credentials,
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': sha256Hex(body),
      },
      body,
    });
    expect((await signer.canonicalString()).split('\n')[1]).toBe('/test%24file.text');
    expect(await signer.signature()).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});
