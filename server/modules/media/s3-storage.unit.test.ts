// @vitest-environment node
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { sha256Hex } from './sigv4';

/** A tiny S3 stand-in: keeps objects in memory and records the requests it saw. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = decodeURIComponent(req.url ?? '');
      const body = Buffer.concat(chunks);
      if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKID/')) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        if (req.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
          res.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
          return;
        }
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
        return;
      }
      const object = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
        return;
      }
      if (!object) {
        res
          .writeHead(404)
          .end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      res.writeHead(200, {
        'content-type': object.type,
        'content-length': object.body.length,
        'last-modified': 'Fri, 24 May 2013 00:00:00 GMT',
      });
      res.end(req.method === 'HEAD' ? undefined : object.body);
    });
  });
  return { server, objects, seen };
}

describe('S3-compatible storage', () => {
  const fake = fakeS3();
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const storage = () =>
    createS3Storage({
      endpoint,
      bucket: 'art',
      region: 'ap-northeast-2',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      publicBaseUrl: '/media',
    });

  it('puts, stats, gets and deletes an object by path-style URL with a signed request', async () => {
    const s3 = storage();
    await s3.put('artworks/2026/img_a.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(fake.objects.get('/art/artworks/2026/img_a.jpg')?.type).toBe('image/jpeg');
    const put = fake.seen.at(-1);
    expect(put?.headers.authorization).toMatch(
      /Credential=AKID\/\d{8}\/ap-northeast-2\/s3\/aws4_request, SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );

    expect(await s3.stat('artworks/2026/img_a.jpg')).toMatchObject({
      size: 10,
      contentType: 'image/jpeg',
    });
    const object = await s3.get('artworks/2026/img_a.jpg');
    expect(object?.body.toString()).toBe('jpeg bytes');
    expect(object?.modifiedAt.toISOString()).toBe('2013-05-24T00:00:00.000Z');

    await s3.delete('artworks/2026/img_a.jpg');
    expect(await s3.exists('artworks/2026/img_a.jpg')).toBe(false);
    expect(await s3.get('artworks/2026/img_a.jpg')).toBeNull();
  });

  it('reports a refused request as an error', async () => {
    const s3 = createS3Storage({
      endpoint,
      bucket: 'art',
      region: 'us-east-1',
      accessKeyId: 'WRONG',
      secretAccessKey: 'x',
      publicBaseUrl: '/media',
    });
    await expect(s3.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /failed with 403/,
    );
  });

  it('refuses keys that climb out of the bucket prefix', async () => {
    await expect(storage().get('../other/x.jpg')).rejects.toThrow(/Invalid storage key/);
  });
});
