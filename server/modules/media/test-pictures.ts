// Pictures for the upload tests and `npm run bench:uploads` (ADR 0068): photographs made of
// sharp's noise (a sensor's grain is what keeps a real photo's bytes in proportion to its
// pixels), and decompression bombs written byte by byte, as an attacker would.
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A photograph-like JPEG: a diagonal light with a sensor's grain (`grain`: the noise's sigma,
 * on a tile of 509 × 509 repeated, which JPEG's 8 × 8 blocks cannot tell from fresh noise).
 * 24 megapixels at the default grain is a 7 MB file, as a 24-megapixel camera's.
 */
export async function photograph(
  width: number,
  height: number,
  options: { grain?: number; quality?: number; tint?: number } = {},
): Promise<Buffer> {
  const { grain = 24, quality = 90, tint = 0 } = options;
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${(0x203040 + tint * 0x10101).toString(16)}"/><stop offset="1" stop-color="#d8c8a0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const tile = await sharp({
    create: {
      width: 509,
      height: 509,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: grain },
    },
  })
    .png()
    .toBuffer();
  return sharp(light, { limitInputPixels: false })
    .composite([{ input: tile, tile: true, blend: 'soft-light' }])
    .jpeg({ quality })
    .toBuffer();
}

/** A screenshot-like PNG: flat panels and rows of text. */
export async function screenshot(width: number, height: number): Promise<Buffer> {
  let rows = '';
  for (let y = 0; y < height; y += 28) {
    for (let x = 0; x < width; x += 640) {
      rows += `<text x="${x + 12}" y="${y + 20}" font-size="16" font-family="sans-serif" fill="#222">Seoul Art Week 2026 · ₩3,000,000 · oil on canvas</text>`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fafafa"/><rect x="40" y="40" width="${Math.round(width / 3)}" height="${Math.round(height / 2)}" fill="#c0392b"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A picture of one colour: JPEG cannot store it in fewer than ~1 byte per 170 pixels. */
export function oneColour(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } });
  return (format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
}

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 8-bit greyscale PNG of `side` × `side` zero pixels, deflated at the highest level:
 * 7,060 × 7,060 (49.8 megapixels, under the 50-megapixel limit) is a 48 KB file.
 */
export function zeroPixelPng(side = 7060): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row is its filter byte (0) and `side` zero pixels.
  const rows = Buffer.alloc((side + 1) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small JPEG whose frame header (SOF) claims `width` × `height`: a few hundred bytes. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
    .jpeg({ quality: 50 })
    .toBuffer();
  for (let at = 2; at < jpeg.length - 9;) {
    if (jpeg[at] !== 0xff) break;
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
    at += 2 + length;
  }
  throw new Error('no frame header found');
}
