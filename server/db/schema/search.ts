// AI search (issue 7, ADR 0026): one search document per artwork, rebuilt from the artwork, its
// artist, gallery and picture whenever the artwork changes (server/modules/search/search-index).
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { moneyColumn } from './columns';
import { type PurchaseStatus, artworks } from './catalogue';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const artworkSearch = pgTable(
  'artwork_search',
  {
    artworkId: text('artwork_id')
      .primaryKey()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    /** Tags a person gave the work ('style:abstract', 'subject:landscape', 'mood:calm'); kept on re-indexing. */
    curatedTags: text('curated_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** English full text, weighted: title and artist (A), tags, medium and gallery (B), description (C). */
    docEn: tsvector('doc_en').notNull(),
    /** Korean as Hangul bigrams (and other words whole) in a `simple` tsvector, weighted the same. */
    docKo: tsvector('doc_ko').notNull(),
    /** Titles and names in both languages, for trigram matching of typos and transliterations. */
    names: text('names').notNull(),
    /** Set by a trigger when the artwork's words, people or picture change; the indexer clears it. */
    stale: boolean('stale').notNull().default(true),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artwork_search_stale_idx')
      .on(t.artworkId)
      .where(sql`${t.stale}`),
    index('artwork_search_doc_en_idx').using('gin', t.docEn),
    index('artwork_search_doc_ko_idx').using('gin', t.docKo),
    index('artwork_search_names_trgm').using('gin', t.names.op('gin_trgm_ops')),
  ],
);

/**
 * What the search filters and orders by, one narrow row per artwork (ADR 0033): the tags the
 * indexer reads, and copies of the artwork's filter and popularity columns that triggers keep
 * current (migration 0017), so every ranked list reads one small table and cuts early, without
 * a join back to `artworks` and without the wide text documents.
 */
export const artworkSearchFacets = pgTable(
  'artwork_search_facets',
  {
    artworkId: text('artwork_id')
      .primaryKey()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    /** Curated tags, tags read from the work's own text and the picture's colour families. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryId: text('category_id').notNull(),
    artistId: text('artist_id').notNull(),
    institutionId: text('institution_id'),
    /** The artist's nationality (English), kept by a trigger on artists. */
    nationality: text('nationality'),
    /** KRW; null when not priced. */
    price: moneyColumn('price'),
    widthCm: doublePrecision('width_cm').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    /** width + height. */
    sizeTotal: doublePrecision('size_total').notNull(),
    /** The longer of width and height. */
    longestCm: doublePrecision('longest_cm').notNull(),
    purchaseStatus: text('purchase_status').$type<PurchaseStatus>().notNull(),
    editionType: text('edition_type').$type<'unique' | 'edition'>().notNull(),
    hasImage: boolean('has_image').notNull(),
    wishesCount: integer('wishes_count').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('artwork_search_facets_tags_idx').using('gin', t.tags),
    // The popular order (most wished, then newest), as the catalogue's artworks_tier_popular_idx without the tier.
    index('artwork_search_facets_popular_idx').on(
      t.wishesCount.desc().nullsFirst(),
      t.publishedAt.desc().nullsFirst(),
      t.artworkId.desc().nullsFirst(),
    ),
    // One category's works in the popular order (the commonest filter), read in index order.
    index('artwork_search_facets_category_popular_idx').on(
      t.categoryId,
      t.wishesCount.desc().nullsFirst(),
      t.publishedAt.desc().nullsFirst(),
      t.artworkId.desc().nullsFirst(),
    ),
    index('artwork_search_facets_price_idx').on(t.price),
    // Sizes said as dimensions (30x40cm, 20호) or a class (small, large): few works, found here.
    index('artwork_search_facets_dimensions_idx').on(t.widthCm, t.heightCm),
    index('artwork_search_facets_size_idx').on(t.sizeTotal),
    index('artwork_search_facets_artist_idx').on(t.artistId),
    index('artwork_search_facets_institution_idx').on(t.institutionId),
  ],
);
