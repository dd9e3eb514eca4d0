// Images: one row per uploaded or generated picture; the variants live next to the original
// in storage under `<key>_200px.webp`, `<key>_400px.webp`, `<key>_750px.webp`, `<key>_opt.webp`.
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';

export const images = pgTable('images', {
  id: text('id').primaryKey(),
  /** Storage key without extension, e.g. `artworks/2024/img_01h...` */
  key: text('key').notNull().unique(),
  /** Extension of the stored original (`jpg`, `png`, `webp`). */
  originalExt: text('original_ext').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** Dominant colour as #rrggbb, used for placeholders and colour-related recommendations. */
  dominantColor: text('dominant_color').notNull(),
  /** Hue 0-359 of the dominant colour (null for greys). */
  hue: integer('hue'),
  /** Colour families covering a good share of the picture ('blue', 'red', 'white'...), for search. */
  colourFamilies: text('colour_families')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  variants: jsonb('variants').$type<string[]>().notNull(),
  /**
   * The customer who sent it through the upload call (null: a picture the store made): only they
   * may attach it to what they write (a question about a work, ADR 0073).
   */
  uploadedBy: text('uploaded_by').references(() => customers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
