// GET/HEAD /media/* over HTTP on the real app: files from the storage port, cached for a year.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestImage } from '@/server/modules/media/image-processing';
import { startTestApp, type TestApp } from '@/tests/api/test-app';

describe('/media', () => {
  let app: TestApp;
  let jpeg: Buffer;

  beforeAll(async () => {
    app = await startTestApp();
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a3b' } })
      .jpeg()
      .toBuffer();
    await app.ctx.storage.put('artworks/2026/img_test.jpg', jpeg, 'image/jpeg');
    await app.ctx.storage.put(
      'artworks/2026/img_test_400px.webp',
      Buffer.from('RIFF....WEBP'),
      'image/webp',
    );
  });
  afterAll(() => app.close());

  it('serves a stored file with its type, a year of immutable caching and an ETag', async () => {
    const response = await fetch(`${app.baseUrl}/media/artworks/2026/img_test.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(response.headers.get('content-length')).toBe(String(jpeg.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);

    const webp = await fetch(`${app.baseUrl}/media/artworks/2026/img_test_400px.webp`);
    expect(webp.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${app.baseUrl}/media/artworks/2026/img_test.jpg`);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const again = await fetch(`${app.baseUrl}/media/artworks/2026/img_test.jpg`, {
      headers: { 'If-None-Match': `W/"nope", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${app.baseUrl}/media/artworks/2026/img_test.jpg`, {
      method: 'HEAD',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(jpeg.length));
  });

  it('answers 404 for a missing file, so the client shows its default image', async () => {
    const response = await fetch(`${app.baseUrl}/media/artworks/2026/nothing.jpg`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(
      (await fetch(`${app.baseUrl}/media/artworks/2026/nothing.jpg`, { method: 'HEAD' })).status,
    ).toBe(404);
  });

  it.each([
    '/media/..%2f..%2fpackage.json',
    '/media/artworks/%2e%2e/%2e%2e/package.json',
    '/media/artworks/2026/..%5cimg_test.jpg',
    '/media/%00',
    '/media/',
  ])('answers 404 for the unsafe key %s', async (path) => {
    const response = await fetch(`${app.baseUrl}${path}`);
    expect(response.status).toBe(404);
  });

  it('serves what ingestImage stored, under the key recorded in images', async () => {
    const row = await ingestImage(app.ctx.db, app.ctx.storage, jpeg, { folder: 'uploads' });
    expect(row).toMatchObject({ originalExt: 'jpg', width: 64, height: 48, bytes: jpeg.length });
    expect(row.hue).toBeGreaterThan(15); // the brown of #8a5a3b, hue 24
    expect(row.hue).toBeLessThan(32);
    expect(row.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    for (const suffix of ['.jpg', '_200px.webp', '_400px.webp', '_750px.webp', '_opt.webp']) {
      const response = await fetch(`${app.baseUrl}/media/${row.key}${suffix}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });
});
