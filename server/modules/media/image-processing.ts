// Turns one picture into what the site serves: the original (in its uploaded format, or
// JPEG/PNG for generated art) and the webp variants of rules/image.ts, plus size and dominant
// colour. The source is decoded once; every file is encoded from the same pixels in parallel,
// so none carries the upload's metadata (EXIF, GPS, XMP, comments): sharp writes none unless
// asked (ADR 0022).
import { colourFamilies, type ColourFamily } from '../../lib/colour-families';
import sharp, { type Sharp } from 'sharp';
import { imageUploadRules, imageVariants, imageVariantWidths } from '@/rules/image';
import type { Database } from '../../db/client';
import { images } from '../../db/schema';
import { AppError } from '../../errors';
import { newId } from '../../lib/ids';
import { assertValidStorageKey } from './storage-key';
import type { StoragePort } from './storage.port';

/** Undecoded pixels, e.g. a rendered SVG: 8 bits per channel, `channels` interleaved. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export type ImageSource = Buffer | RawImage;

/** `keep`: the uploaded format (JPEG, PNG or WebP) re-encoded without metadata; else JPEG. */
export type OriginalFormat = 'keep' | 'jpeg' | 'png';

export interface ProcessImageOptions {
  /** Storage key without extension; files are `<key>.<ext>` and `<key>_<variant>.webp`. */
  key: string;
  /** `keep` re-encodes uploaded JPEG/PNG/WebP in their format (other formats become JPEG). */
  original?: OriginalFormat;
  /** WebP encoder effort 0-6: lower is faster, slightly larger files. */
  effort?: number;
}

export interface ProcessedFile {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  key: string;
  originalExt: string;
  width: number;
  height: number;
  /** Size of the stored original. */
  bytes: number;
  dominantColor: string;
  hue: number | null;
  colourFamilies: string[];
  variants: string[];
  files: ProcessedFile[];
}

export type NewImageRow = typeof images.$inferInsert & { id: string };
export type ImageRow = typeof images.$inferSelect;

const keepableFormats: Record<string, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

const webpQuality: Record<(typeof imageVariants)[number], number> = {
  '200px': 78,
  '400px': 80,
  '750px': 82,
  opt: 84,
};

function isRaw(source: ImageSource): source is RawImage {
  return !Buffer.isBuffer(source);
}

function unsupported(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported image format');
}

async function decode(source: ImageSource): Promise<RawImage> {
  if (isRaw(source)) return source;
  try {
    const { data, info } = await sharp(source, {
      failOn: 'error',
      limitInputPixels: imageUploadRules.maxPixels,
    })
      .rotate() // apply EXIF orientation: stored sizes are the sizes people see
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch {
    throw unsupported();
  }
}

function pixels(raw: RawImage): Sharp {
  return sharp(raw.data, {
    raw: { width: raw.width, height: raw.height, channels: raw.channels },
  });
}

function toHex(value: number): string {
  return Math.round(value).toString(16).padStart(2, '0');
}

/**
 * The most common colour, as #rrggbb: pixels are counted in 4-bit-per-channel bins and the
 * fullest bin's pixels are averaged. Transparent pixels do not count.
 */
export async function dominantColor(
  raw: RawImage,
): Promise<{ hex: string; hue: number | null; families: ColourFamily[] }> {
  const { data, info } = await pixels(raw)
    .resize(64, 64, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  const stride = info.channels;
  const grey = raw.channels <= 2;
  for (let i = 0; i < data.length; i += stride) {
    if ((data[i + stride - 1] ?? 255) < 128) continue;
    const r = data[i] ?? 0;
    const g = grey ? r : (data[i + 1] ?? 0);
    const b = grey ? r : (data[i + 2] ?? 0);
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    counts[bin] = (counts[bin] ?? 0) + 1;
    sums[bin * 3] = (sums[bin * 3] ?? 0) + r;
    sums[bin * 3 + 1] = (sums[bin * 3 + 1] ?? 0) + g;
    sums[bin * 3 + 2] = (sums[bin * 3 + 2] ?? 0) + b;
  }
  let best = -1;
  let bestCount = 0;
  counts.forEach((count, bin) => {
    if (count > bestCount) {
      best = bin;
      bestCount = count;
    }
  });
  const families = colourFamilies(grey ? greyToRgba(data, stride) : data, grey ? 4 : stride);
  if (best < 0) return { hex: '#ffffff', hue: null, families };
  const r = (sums[best * 3] ?? 0) / bestCount;
  const g = (sums[best * 3 + 1] ?? 0) / bestCount;
  const b = (sums[best * 3 + 2] ?? 0) / bestCount;
  return { hex: `#${toHex(r)}${toHex(g)}${toHex(b)}`, hue: hueOf(r, g, b), families };
}

/** Grey (and grey + alpha) pixels as RGBA, for colourFamilies. */
function greyToRgba(data: Buffer, stride: number): Uint8Array {
  const out = new Uint8Array((data.length / stride) * 4);
  for (let i = 0, o = 0; i < data.length; i += stride, o += 4) {
    const v = data[i] ?? 0;
    out[o] = v;
    out[o + 1] = v;
    out[o + 2] = v;
    out[o + 3] = data[i + stride - 1] ?? 255;
  }
  return out;
}

/** Hue 0-359 of an RGB colour (0-255 channels), or null for greys and near-greys. */
export function hueOf(r: number, g: number, b: number): number | null {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  // Below ~8% chroma a colour reads as grey (or near-black/near-white) to the eye.
  if (chroma < 20) return null;
  let hue: number;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  return (Math.round(hue * 60) + 360) % 360;
}

async function encodeOriginal(
  source: ImageSource,
  raw: RawImage,
  format: OriginalFormat,
): Promise<{ body: Buffer; ext: string; contentType: string }> {
  if (format === 'keep' && !isRaw(source)) {
    // Re-encoded from the decoded pixels, never the uploaded bytes: those carry EXIF and GPS.
    const metadata = await sharp(source, { limitInputPixels: imageUploadRules.maxPixels })
      .metadata()
      .catch(() => null);
    const keepable = metadata?.format ? keepableFormats[metadata.format] : undefined;
    if (keepable?.ext === 'png') format = 'png';
    if (keepable?.ext === 'webp') {
      return {
        body: await pixels(raw).webp({ quality: 92 }).toBuffer(),
        ...keepable,
      };
    }
  }
  if (format === 'png') {
    return {
      body: await pixels(raw).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer(),
      ext: 'png',
      contentType: 'image/png',
    };
  }
  return {
    body: await pixels(raw)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: format === 'keep' ? 92 : 88 })
      .toBuffer(),
    ext: 'jpg',
    contentType: 'image/jpeg',
  };
}

/**
 * Above this many pixels a picture is not decoded into memory once and shared: each file is made
 * by its own pipeline from the source, one after another (JPEG's shrink-on-load makes the small
 * variants cheap). A 49-megapixel upload then costs ~300 MB at its peak instead of ~700 MB.
 */
const DECODE_ONCE_MAX_PIXELS = 16_000_000;

/** Decodes, encodes the original and every variant, and measures the picture. */
export async function processImage(
  source: ImageSource,
  options: ProcessImageOptions,
): Promise<ProcessedImage> {
  assertValidStorageKey(options.key);
  const effort = options.effort ?? 4;
  const large = !isRaw(source) && (await pixelCount(source)) > DECODE_ONCE_MAX_PIXELS;
  const made = large
    ? await encodeOneByOne(source as Buffer, options.original ?? 'keep', effort)
    : await encodeFromPixels(await decode(source), source, options.original ?? 'keep', effort);
  const { original, colour, variantBodies, width, height } = made;
  const files: ProcessedFile[] = [
    {
      key: `${options.key}.${original.ext}`,
      body: original.body,
      contentType: original.contentType,
    },
    ...imageVariants.map((variant, index) => ({
      key: `${options.key}_${variant}.webp`,
      body: variantBodies[index] as Buffer,
      contentType: 'image/webp',
    })),
  ];
  return {
    key: options.key,
    originalExt: original.ext,
    width,
    height,
    bytes: original.body.length,
    dominantColor: colour.hex,
    hue: colour.hue,
    colourFamilies: colour.families,
    variants: [...imageVariants],
    files,
  };
}

interface Encoded {
  original: { body: Buffer; ext: string; contentType: string };
  colour: Awaited<ReturnType<typeof dominantColor>>;
  variantBodies: Buffer[];
  width: number;
  height: number;
}

async function pixelCount(source: Buffer): Promise<number> {
  const metadata = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return (metadata?.width ?? 0) * (metadata?.height ?? 0) * Math.max(1, metadata?.pages ?? 1);
}

/** Small and medium pictures: decoded once, every file encoded from those pixels in parallel. */
async function encodeFromPixels(
  raw: RawImage,
  source: ImageSource,
  format: OriginalFormat,
  effort: number,
): Promise<Encoded> {
  const [original, colour, ...variantBodies] = await Promise.all([
    encodeOriginal(source, raw, format),
    dominantColor(raw),
    ...imageVariants.map((variant) => {
      const pipeline = pixels(raw);
      if (variant !== 'opt') {
        pipeline.resize({ width: imageVariantWidths[variant], withoutEnlargement: true });
      }
      return pipeline.webp({ quality: webpQuality[variant], effort }).toBuffer();
    }),
  ]);
  return { original, colour, variantBodies, width: raw.width, height: raw.height };
}

/** Large pictures: one pipeline from the source per file, one file at a time. */
async function encodeOneByOne(
  source: Buffer,
  format: OriginalFormat,
  effort: number,
): Promise<Encoded> {
  const from = () =>
    sharp(source, { failOn: 'error', limitInputPixels: imageUploadRules.maxPixels })
      .rotate()
      .toColourspace('srgb');
  try {
    const thumbnail = await from()
      .resize(256, 256, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const colour = await dominantColor({
      data: thumbnail.data,
      width: thumbnail.info.width,
      height: thumbnail.info.height,
      channels: thumbnail.info.channels,
    });
    const original = await encodeOriginalFrom(source, from, format);
    const variantBodies: Buffer[] = [];
    for (const variant of imageVariants) {
      const pipeline = from();
      if (variant !== 'opt') {
        pipeline.resize({ width: imageVariantWidths[variant], withoutEnlargement: true });
      }
      variantBodies.push(await pipeline.webp({ quality: webpQuality[variant], effort }).toBuffer());
    }
    return { original: original.file, colour, variantBodies, ...original.size };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
}

async function encodeOriginalFrom(
  source: Buffer,
  from: () => Sharp,
  format: OriginalFormat,
): Promise<{
  file: { body: Buffer; ext: string; contentType: string };
  size: { width: number; height: number };
}> {
  let kept = format;
  if (format === 'keep') {
    const metadata = await sharp(source, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    const keepable = metadata?.format ? keepableFormats[metadata.format] : undefined;
    if (keepable?.ext === 'webp') {
      const { data, info } = await from()
        .webp({ quality: 92 })
        .toBuffer({ resolveWithObject: true });
      return { file: { body: data, ...keepable }, size: info };
    }
    kept = keepable?.ext === 'png' ? 'png' : 'keep';
  }
  if (kept === 'png') {
    const { data, info } = await from()
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer({ resolveWithObject: true });
    return { file: { body: data, ext: 'png', contentType: 'image/png' }, size: info };
  }
  const { data, info } = await from()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: kept === 'keep' ? 92 : 88 })
    .toBuffer({ resolveWithObject: true });
  return { file: { body: data, ext: 'jpg', contentType: 'image/jpeg' }, size: info };
}

export async function storeProcessedImage(
  storage: StoragePort,
  processed: ProcessedImage,
): Promise<void> {
  await Promise.all(processed.files.map((f) => storage.put(f.key, f.body, f.contentType)));
}

/** A fresh key `<folder>/<year>/<id>` for a new image. */
export function newImageKey(folder: string, id: string, at: Date = new Date()): string {
  const key = `${folder}/${at.getUTCFullYear()}/${id.toLowerCase()}`;
  assertValidStorageKey(key);
  return key;
}

/** Processes and stores an image; returns the `images` row to insert. */
export async function processAndStoreImage(
  storage: StoragePort,
  source: ImageSource,
  options: { folder: string; id?: string; original?: OriginalFormat; effort?: number; at?: Date },
): Promise<NewImageRow> {
  const id = options.id ?? newId('img', options.at?.getTime());
  const processed = await processImage(source, {
    key: newImageKey(options.folder, id, options.at),
    original: options.original,
    effort: options.effort,
  });
  await storeProcessedImage(storage, processed);
  const { files: _files, ...row } = processed;
  return { id, ...row };
}

/** Stores an uploaded picture with its variants and records it in `images`. */
export async function ingestImage(
  db: Pick<Database, 'insert'>,
  storage: StoragePort,
  buffer: Buffer,
  options: { folder: string; original?: OriginalFormat; uploadedBy?: string },
): Promise<ImageRow> {
  const row = await processAndStoreImage(storage, buffer, options);
  const [inserted] = await db
    .insert(images)
    .values({ ...row, uploadedBy: options.uploadedBy ?? null })
    .returning();
  if (!inserted) throw new Error('images insert returned no row');
  return inserted;
}
