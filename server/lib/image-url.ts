// Turns an image row into the wire's ImageDto. Shared by every module that shows pictures.
import type { ImageDto } from '@/schemas/dto';
import { config } from '../config';

export interface ImageRow {
  key: string;
  originalExt: string;
  width: number;
  height: number;
  dominantColor: string;
}

let mediaBase: string | undefined;

export function imageUrl(key: string, ext: string): string {
  mediaBase ??= config().MEDIA_BASE_URL.replace(/\/$/, '');
  return `${mediaBase}/${key}.${ext}`;
}

export function toImageDto(row: ImageRow | null | undefined): ImageDto | null {
  if (!row?.key) return null;
  return {
    url: imageUrl(row.key, row.originalExt),
    width: row.width,
    height: row.height,
    color: row.dominantColor,
  };
}
