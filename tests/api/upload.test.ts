// POST /v3/store/upload/artwork/image (ADR 0022): only real pictures, recognised by content,
// within the byte and pixel limits, stored without metadata under server-made names. On PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageUploadMessages as m, imageUploadRules } from '@/rules/image';
import { photograph, pngChunk, zeroPixelPng } from '@/server/modules/media/test-pictures';
import { startCustomerApp, type SignedUp } from './customer-test-app';

const app = startCustomerApp();
let shared: SignedUp;
const customer = async () => (shared ??= await app.signUp());

const upload = async (
  body: Blob | string,
  name: string,
  options: { token?: string; field?: string; type?: string } = {},
) => {
  const form = new FormData();
  const blob = typeof body === 'string' ? new Blob([body], { type: options.type }) : body;
  form.append(options.field ?? 'file', blob, name);
  const response = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
    method: 'POST',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json() };
};

const blobOf = (buffer: Buffer, type: string) => new Blob([new Uint8Array(buffer)], { type });

/** A JPEG shot "in Seoul": EXIF with a camera make and a GPS position. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#b03a2e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Camera', Copyright: 'A collector' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 41/1',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block (as sharp's metadata gives it) points to a GPS IFD (tag 0x8825). */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i += 1) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** A PNG whose header says 20,000 × 20,000 (400 megapixels), a few hundred bytes long. */
function hugePngHeader(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(20_001))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function fetchMedia(url: string): Promise<Buffer> {
  const response = await fetch(`${app.app.baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('POST /v3/store/upload/artwork/image', () => {
  it('accepts a PNG named .exe as the image it is, under a name the server makes', async () => {
    const me = await customer();
    const png = await sharp({
      create: { width: 320, height: 240, channels: 4, background: '#2c3e90' },
    })
      .png()
      .toBuffer();
    const { status, body } = await upload(blobOf(png, 'application/x-msdownload'), 'setup.exe', {
      token: me.accessToken,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.image).toMatchObject({ width: 320, height: 240, color: '#2c3e90' });
    expect(body.image.url).toMatch(/^\/media\/uploads\/\d{4}\/img_[0-9a-z]+\.png$/);
    expect(body.image.url).not.toContain('setup');
    expect(Object.keys(body.image.variants)).toEqual(['200px', '400px', '750px', 'opt']);
    const original = await sharp(await fetchMedia(body.image.url)).metadata();
    expect(original.format).toBe('png');
    const small = await sharp(await fetchMedia(body.image.variants['200px'])).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 200, height: 150 });
  });

  it('refuses a text file named .jpg and sent as image/jpeg with 400', async () => {
    const me = await customer();
    const { status, body } = await upload('just some text, not a picture', 'photo.jpg', {
      token: me.accessToken,
      type: 'image/jpeg',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: m.notAnImage, code: 'VALIDATION' });
  });

  it('refuses an SVG (a document that can carry script) and an empty file with 400', async () => {
    const me = await customer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    const refused = await upload(svg, 'drawing.png', {
      token: me.accessToken,
      type: 'image/png',
    });
    expect(refused.status).toBe(400);
    const empty = await upload('', 'empty.jpg', { token: me.accessToken, type: 'image/jpeg' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(m.fileRequired);
  });

  it('refuses a 20,000 × 20,000 picture with 413 before decoding it', async () => {
    const me = await customer();
    const header = hugePngHeader();
    expect(await sharp(header, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    const { status, body } = await upload(blobOf(header, 'image/png'), 'huge.png', {
      token: me.accessToken,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ message: m.tooManyPixels, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses the 48 KB PNG of 7,060 × 7,060 zero pixels with 413 in well under a second', async () => {
    const me = await customer();
    const bomb = zeroPixelPng(7060);
    expect(bomb.length).toBeLessThan(50 * 1024);
    const started = performance.now();
    const { status, body } = await upload(blobOf(bomb, 'image/png'), 'blank.png', {
      token: me.accessToken,
    });
    // Processing it takes 4 s on an idle 2-core machine; its header alone, a few milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(status).toBe(413);
    expect(body).toEqual({ message: m.outOfProportion, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('stores a 5-megapixel photograph of 1.5 MB (3 pixels a byte)', async () => {
    const me = await customer();
    const photo = await photograph(2592, 1944);
    const { status, body } = await upload(blobOf(photo, 'image/jpeg'), 'IMG_0002.JPG', {
      token: me.accessToken,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.image).toMatchObject({ width: 2592, height: 1944 });
  });

  it('refuses a file over 20 MB with 413', async () => {
    const me = await customer();
    const big = Buffer.alloc(imageUploadRules.maxBytes + 1024, 1);
    const { status, body } = await upload(blobOf(big, 'image/jpeg'), 'big.jpg', {
      token: me.accessToken,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ message: m.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('strips EXIF and GPS from the original and every variant', async () => {
    const me = await customer();
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(hasGpsIfd(before.exif)).toBe(true);
    const { status, body } = await upload(blobOf(photo, 'image/jpeg'), 'IMG_0001.JPG', {
      token: me.accessToken,
      field: 'image',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const urls = [body.image.url, ...Object.values(body.image.variants as Record<string, string>)];
    expect(urls).toHaveLength(5);
    for (const url of urls) {
      const stored = await fetchMedia(url);
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif, url).toBeUndefined();
      expect(hasGpsIfd(metadata.exif), url).toBe(false);
      expect(metadata.xmp, url).toBeUndefined();
      expect(stored.includes(Buffer.from('A collector')), url).toBe(false);
    }
  });

  it('answers 401 to a signed-out upload and 400 without a file', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const signedOut = await upload(blobOf(png, 'image/png'), 'a.png');
    expect(signedOut.status).toBe(401);
    const me = await customer();
    const response = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(m.fileRequired);
  });

  it('limits each customer to 60 uploads an hour (429), attempts included', async () => {
    const me = await app.signUp();
    for (let i = 0; i < imageUploadRules.maxPerHour; i += 1) {
      expect((await upload('x', 'x.jpg', { token: me.accessToken })).status).toBe(400);
    }
    const refused = await upload('x', 'x.jpg', { token: me.accessToken });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(m.tooMany);
    // Another customer is not affected.
    expect((await upload('x', 'x.jpg', { token: (await customer()).accessToken })).status).toBe(
      400,
    );
  });
});
