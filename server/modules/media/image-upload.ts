// A customer's uploaded picture (POST store/upload/artwork/image): recognised by its content
// alone (sharp reads the header: magic bytes, format, dimensions), never by its name or declared
// type; refused above the byte and pixel limits, or with far more pixels than its bytes can hold
// (a decompression bomb), before anything is decoded; then processed like every stored image
// (metadata stripped, webp variants) under a name the server makes.
import sharp, { type Metadata } from 'sharp';
import { imageUploadMessages as m, imageUploadRules } from '@/rules/image';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { ingestImage, type ImageRow } from './image-processing';
import type { StoragePort } from './storage.port';

const accepted: ReadonlySet<string> = new Set(imageUploadRules.formats);

export interface UploadInspection {
  format: string;
  width: number;
  height: number;
}

/**
 * Whether a picture has more pixels than a file of its size holds when it is a photograph
 * (rules §9.21, ADR 0068): above 4 megapixels, at most 200 pixels per byte.
 */
export function isOutOfProportion(pixels: number, bytes: number): boolean {
  if (pixels <= imageUploadRules.proportionFreePixels) return false;
  return pixels > imageUploadRules.maxPixelsPerByte * bytes;
}

/** Checks an upload by its content; throws the 400/413 the caller answers. */
export async function inspectUpload(buffer: Buffer): Promise<UploadInspection> {
  if (buffer.length === 0) throw new AppError('VALIDATION', m.fileRequired);
  if (buffer.length > imageUploadRules.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge);
  }
  let metadata: Metadata;
  try {
    // Reads the header only: a 20,000 × 20,000 picture is measured without being decoded.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('VALIDATION', m.notAnImage);
  }
  const { format, width, height } = metadata;
  if (!format || !accepted.has(format) || !width || !height) {
    throw new AppError('VALIDATION', m.notAnImage);
  }
  const pixels = width * height * Math.max(1, metadata.pages ?? 1);
  if (pixels > imageUploadRules.maxPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', m.tooManyPixels);
  }
  if (isOutOfProportion(pixels, buffer.length)) {
    throw new AppError('PAYLOAD_TOO_LARGE', m.outOfProportion);
  }
  return { format, width, height };
}

/**
 * Inspects, processes and stores an upload under `uploads/<year>/<id>`; the `images` row, which
 * names the customer who sent it (only they may attach it to a message, ADR 0073).
 */
export async function ingestUpload(
  db: Pick<Database, 'insert'>,
  storage: StoragePort,
  buffer: Buffer,
  uploadedBy: string,
): Promise<ImageRow> {
  await inspectUpload(buffer);
  try {
    return await ingestImage(db, storage, buffer, {
      folder: 'uploads',
      original: 'keep',
      uploadedBy,
    });
  } catch (error) {
    // A header that reads but pixels that do not (a truncated or corrupt file).
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('VALIDATION', m.notAnImage);
    }
    throw error;
  }
}
