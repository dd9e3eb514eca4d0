// The image columns every module selects to build an ImageDto (see image-url.ts).
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { images } from '../db/schema';

type ImageColumn = 'key' | 'originalExt' | 'width' | 'height' | 'dominantColor';

/** The same columns of an alias of `images` (a second image in one query). */
export const imageColumnsOf = <T extends Record<ImageColumn, AnyPgColumn>>(
  table: T,
): Pick<T, ImageColumn> => ({
  key: table.key,
  originalExt: table.originalExt,
  width: table.width,
  height: table.height,
  dominantColor: table.dominantColor,
});

export const imageColumns = imageColumnsOf(images);
