// @vitest-environment node
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hueOf, processAndStoreImage, processImage } from './image-processing';
import { createLocalStorage } from './local-storage';

/** A real JPEG: a red field with a blue band, shot "rotated" (EXIF orientation 6). */
async function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#c0392b"/>
    <rect y="${height * 0.8}" width="100%" height="${height * 0.2}" fill="#2c3e90"/></svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (orientation) image.withMetadata({ orientation });
  return image.toBuffer();
}

async function sizeOf(body: Buffer) {
  const { width, height, format } = await sharp(body).metadata();
  return { width, height, format };
}

describe('image processing', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'images-'));
  });
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('keeps an uploaded JPEG as a JPEG, re-encoded without its metadata, and makes the four webp variants', async () => {
    const upload = await sharp(await photo(1600, 1200))
      .withExif({ IFD0: { Make: 'Camera', Copyright: 'Someone' } })
      .toBuffer();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const result = await processImage(upload, { key: 'artworks/2026/img_a' });

    expect(result).toMatchObject({
      originalExt: 'jpg',
      width: 1600,
      height: 1200,
      bytes: result.files[0]!.body.length,
    });
    expect(result.variants).toEqual(['200px', '400px', '750px', 'opt']);
    expect(result.files.map((f) => f.key)).toEqual([
      'artworks/2026/img_a.jpg',
      'artworks/2026/img_a_200px.webp',
      'artworks/2026/img_a_400px.webp',
      'artworks/2026/img_a_750px.webp',
      'artworks/2026/img_a_opt.webp',
    ]);
    for (const file of result.files) {
      const metadata = await sharp(file.body).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    const sizes = await Promise.all(result.files.slice(1).map((f) => sizeOf(f.body)));
    expect(sizes).toEqual([
      { width: 200, height: 150, format: 'webp' },
      { width: 400, height: 300, format: 'webp' },
      { width: 750, height: 563, format: 'webp' },
      { width: 1600, height: 1200, format: 'webp' },
    ]);
  });

  it('finds the dominant colour and its hue', async () => {
    const result = await processImage(await photo(800, 600), { key: 'a/b' });
    // JPEG shifts colours a little; the red field (80% of the picture) wins.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(result.dominantColor.slice(i, i + 2), 16));
    expect(Math.abs((r ?? 0) - 0xc0)).toBeLessThan(12);
    expect(Math.abs((g ?? 0) - 0x39)).toBeLessThan(12);
    expect(Math.abs((b ?? 0) - 0x2b)).toBeLessThan(12);
    expect(result.hue).toBeGreaterThanOrEqual(0);
    expect(result.hue).toBeLessThan(12);
  });

  it('never upscales a small picture', async () => {
    const result = await processImage(await photo(300, 240), { key: 'a/small' });
    const sizes = await Promise.all(result.files.slice(1).map((f) => sizeOf(f.body)));
    expect(sizes.map((s) => s.width)).toEqual([200, 300, 300, 300]);
  });

  it('applies the EXIF orientation to the sizes and variants', async () => {
    const result = await processImage(await photo(600, 400, 6), { key: 'a/turned' });
    expect([result.width, result.height]).toEqual([400, 600]);
    expect(await sizeOf(result.files[4]!.body)).toMatchObject({ width: 400, height: 600 });
  });

  it('makes the same files from a large picture one at a time: sizes, orientation, colour, no metadata', async () => {
    // 5,000 × 3,600 = 18 MP, past the decode-once limit; shot "rotated" with EXIF.
    const upload = await sharp(await photo(5000, 3600, 6))
      .withExif({ IFD0: { Make: 'Camera', Copyright: 'Someone' } })
      .toBuffer();
    const result = await processImage(upload, { key: 'uploads/2026/img_large' });
    expect([result.width, result.height]).toEqual([3600, 5000]);
    expect(result.originalExt).toBe('jpg');
    const sizes = await Promise.all(result.files.map((f) => sizeOf(f.body)));
    expect(sizes).toEqual([
      { width: 3600, height: 5000, format: 'jpeg' },
      { width: 200, height: 278, format: 'webp' },
      { width: 400, height: 556, format: 'webp' },
      { width: 750, height: 1042, format: 'webp' },
      { width: 3600, height: 5000, format: 'webp' },
    ]);
    for (const file of result.files)
      expect((await sharp(file.body).metadata()).exif).toBeUndefined();
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(result.dominantColor.slice(i, i + 2), 16));
    expect(Math.abs((r ?? 0) - 0xc0)).toBeLessThan(12);
    expect(Math.abs((g ?? 0) - 0x39)).toBeLessThan(12);
    expect(Math.abs((b ?? 0) - 0x2b)).toBeLessThan(12);
  }, 60_000);

  it('encodes rendered pixels as a JPEG original', async () => {
    const { data, info } = await sharp({
      create: { width: 500, height: 700, channels: 3, background: '#7f7f7f' },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const result = await processImage(
      { data, width: info.width, height: info.height, channels: 3 },
      { key: 'generated/grey', original: 'jpeg' },
    );
    expect(result.originalExt).toBe('jpg');
    expect(await sizeOf(result.files[0]!.body)).toMatchObject({
      format: 'jpeg',
      width: 500,
      height: 700,
    });
    expect(result.dominantColor).toBe('#7f7f7f');
    expect(result.hue).toBeNull();
  });

  it('ignores transparent pixels when finding the colour of a logo', async () => {
    const logo = await sharp({
      create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 100, height: 50, channels: 4, background: '#1a7f4b' } },
          top: 75,
          left: 150,
        },
      ])
      .png()
      .toBuffer();
    const result = await processImage(logo, { key: 'logos/green' });
    expect(result.originalExt).toBe('png');
    // Resizing blends the logo's edge a little; the colour stays the logo's, not the void's.
    expect(result.dominantColor).toMatch(/^#1a7[ef]4b$/);
    expect(result.hue).toBeGreaterThanOrEqual(148);
    expect(result.hue).toBeLessThanOrEqual(150);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(processImage(Buffer.from('not an image'), { key: 'a/b' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('stores the original and every variant through the storage port', async () => {
    const storage = createLocalStorage({ rootDir: root, publicBaseUrl: '/media' });
    const row = await processAndStoreImage(storage, await photo(900, 600), {
      folder: 'artworks',
      at: new Date('2026-03-01T00:00:00Z'),
    });
    expect(row.id).toMatch(/^img_/);
    expect(row.key).toBe(`artworks/2026/${row.id.toLowerCase()}`);
    for (const suffix of ['.jpg', '_200px.webp', '_400px.webp', '_750px.webp', '_opt.webp']) {
      expect(await storage.exists(`${row.key}${suffix}`)).toBe(true);
    }
  });

  it.each([
    [[255, 0, 0], 0],
    [[0, 255, 0], 120],
    [[0, 0, 255], 240],
    [[255, 0, 128], 330],
    [[128, 128, 128], null],
    [[20, 24, 22], null],
  ])('gives hue of %j as %j', (rgb, hue) => {
    expect(hueOf(rgb[0]!, rgb[1]!, rgb[2]!)).toBe(hue);
  });
});
