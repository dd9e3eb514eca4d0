// Catalogue: artists, categories, artworks with their pictures, and the editions that are sold.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { artworkViewKinds, type ArtworkViewKind } from '../../../rules/artwork-views';
import { merchandisingTierSql } from '../../../rules/merchandising';
import { createdAt, updatedAt, moneyColumn } from './columns';
import { images } from './images';
import { institutions } from './institutions';

export const artists = pgTable(
  'artists',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameKo: text('name_ko').notNull(),
    bioEn: text('bio_en').notNull().default(''),
    bioKo: text('bio_ko').notNull().default(''),
    birthYear: integer('birth_year'),
    deathYear: integer('death_year'),
    nationalityEn: text('nationality_en'),
    nationalityKo: text('nationality_ko'),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** Position among featured artists; null when not featured. */
    featuredRank: integer('featured_rank'),
    wishesCount: integer('wishes_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artists_featured_idx').on(t.featuredRank),
    index('artists_name_en_trgm').using('gin', t.nameEn.op('gin_trgm_ops')),
    index('artists_name_ko_trgm').using('gin', t.nameKo.op('gin_trgm_ops')),
  ],
);

export const artworkCategories = pgTable('artwork_categories', {
  id: text('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleKo: text('title_ko').notNull(),
  rank: integer('rank').notNull().default(0),
  createdAt: createdAt(),
});

export const purchaseStatuses = ['on_sale', 'sold', 'not_for_sale', 'release_soon'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

export const artworks = pgTable(
  'artworks',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleKo: text('title_ko').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionKo: text('description_ko').notNull().default(''),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id),
    institutionId: text('institution_id').references(() => institutions.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => artworkCategories.id),
    year: integer('year'),
    mediumEn: text('medium_en').notNull().default(''),
    mediumKo: text('medium_ko').notNull().default(''),
    /** Size in centimetres; size_total = width + height (the marketplace's size filter). */
    widthCm: numeric('width_cm', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    heightCm: numeric('height_cm', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    depthCm: numeric('depth_cm', { precision: 7, scale: 1, mode: 'number' }),
    sizeTotal: numeric('size_total', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    frameSizeEn: text('frame_size_en'),
    frameSizeKo: text('frame_size_ko'),
    signatureEn: text('signature_en'),
    signatureKo: text('signature_ko'),
    /** Price in KRW (0 decimals). Null when not priced (not for sale). */
    price: moneyColumn('price'),
    /** on_sale | sold | not_for_sale | release_soon; derived from editions on every sale. */
    purchaseStatus: text('purchase_status').$type<PurchaseStatus>().notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /**
     * The merchandising tier every list is ordered by first (rules/merchandising.ts, ADR 0051):
     * 0 on sale, 1 release soon, 2 sold or not for sale. Generated, so it never disagrees.
     */
    merchTier: smallint('merch_tier')
      .notNull()
      .generatedAlwaysAs(sql.raw(merchandisingTierSql('purchase_status'))),
    /** unique (one work) or edition (prints, photographs, multiples). */
    editionType: text('edition_type').$type<'unique' | 'edition'>().notNull().default('unique'),
    editionSize: integer('edition_size').notNull().default(1),
    bidEnabled: boolean('bid_enabled').notNull().default(false),
    /** Korean VAT law exempts original works of art; true for the works that are not (prints, goods). */
    vatTaxable: boolean('vat_taxable').notNull().default(false),
    lastBidPrice: moneyColumn('last_bid_price'),
    bidExpiresAt: timestamp('bid_expires_at', { withTimezone: true }),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    featuredRank: integer('featured_rank'),
    wishesCount: integer('wishes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artworks_artist_idx').on(t.artistId),
    index('artworks_institution_idx').on(t.institutionId),
    index('artworks_category_published_idx').on(t.categoryId, t.publishedAt),
    index('artworks_status_published_idx').on(t.purchaseStatus, t.publishedAt),
    index('artworks_published_idx').on(t.publishedAt),
    index('artworks_price_idx').on(t.price),
    // The marketplace's sorts, each led by the merchandising tier (ADR 0051), so a page is read
    // in index order and stops after `limit` rows (EXPLAIN ANALYZE on 100k artworks).
    // "popular": most wished, then newest; wishes move the count.
    index('artworks_tier_popular_idx').on(
      t.merchTier,
      t.wishesCount.desc().nullsFirst(),
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('artworks_tier_published_idx').on(
      t.merchTier,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('artworks_category_tier_published_idx').on(
      t.categoryId,
      t.merchTier,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('artworks_tier_price_idx').on(t.merchTier, t.price, t.id),
    index('artworks_tier_price_desc_idx').on(
      t.merchTier,
      t.price.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // purchase_status rides along so counting a category's price range is an index-only scan.
    index('artworks_category_tier_price_status_idx').on(
      t.categoryId,
      t.merchTier,
      t.price,
      t.id,
      t.purchaseStatus,
    ),
    index('artworks_category_tier_price_desc_status_idx').on(
      t.categoryId,
      t.merchTier,
      t.price.desc().nullsLast(),
      t.id.desc().nullsFirst(),
      t.purchaseStatus,
    ),
    index('artworks_bid_expires_idx')
      .on(t.bidExpiresAt, t.id)
      .where(sql`${t.bidExpiresAt} is not null`),
    index('artworks_featured_idx')
      .on(t.featuredRank)
      .where(sql`${t.featuredRank} is not null`),
    // Substring search (store/opensearch/all, the q filter) in both languages.
    index('artworks_title_en_trgm').using('gin', t.titleEn.op('gin_trgm_ops')),
    index('artworks_title_ko_trgm').using('gin', t.titleKo.op('gin_trgm_ops')),
    // Two-character keywords (a Korean word such as 풍경 is two syllables) have no trigram: their
    // titles are found by the titles' character pairs (text_pairs, migration 0023, ADR 0055).
    index('artworks_title_en_pairs_idx').using('gin', sql`text_pairs(lower(${t.titleEn}))`),
    index('artworks_title_ko_pairs_idx').using('gin', sql`text_pairs(lower(${t.titleKo}))`),
    check('artworks_price_nonnegative', sql`${t.price} is null or ${t.price} >= 0`),
    check(
      'artworks_purchase_status_valid',
      sql`${t.purchaseStatus} in ('on_sale','sold','not_for_sale','release_soon')`,
    ),
  ],
);

export const artworkImages = pgTable(
  'artwork_images',
  {
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    /**
     * What the picture shows (rules §4.71): `main` the work itself, `detail` a close view, `side`
     * an edge, `back` the back or signature, `framed` the work in its frame, `in_room` the work
     * installed; `defect` a photo of a flaw, shown with the condition report, not in the gallery.
     */
    kind: text('kind').$type<ArtworkImageKind>().notNull().default('main'),
    captionEn: text('caption_en').notNull().default(''),
    captionKo: text('caption_ko').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.artworkId, t.imageId] }),
    index('artwork_images_artwork_rank_idx').on(t.artworkId, t.rank),
    check(
      'artwork_images_kind_valid',
      sql`${t.kind} in ('main','detail','side','back','framed','in_room','defect')`,
    ),
  ],
);

/** The kinds of a work's pictures are the views' rule (rules §4.71), written once. */
export const artworkImageKinds = artworkViewKinds;
export type ArtworkImageKind = ArtworkViewKind;

export const conditionGrades = ['excellent', 'very_good', 'good', 'fair'] as const;
export type ConditionGrade = (typeof conditionGrades)[number];

/**
 * A work's condition report (rules §4.74): one per artwork, written by the operator or the
 * partner gallery that sells it; defect photos are its `artwork_images` of kind `defect`.
 */
export const artworkConditions = pgTable(
  'artwork_conditions',
  {
    artworkId: text('artwork_id')
      .primaryKey()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    grade: text('grade').$type<ConditionGrade>().notNull(),
    notesEn: text('notes_en').notNull().default(''),
    notesKo: text('notes_ko').notNull().default(''),
    /** Who examined the work (a conservator, the gallery), as it is printed on the report. */
    checkedBy: text('checked_by').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'artwork_conditions_grade_valid',
      sql`${t.grade} in ('excellent','very_good','good','fair')`,
    ),
  ],
);

export const historyEntryKinds = ['exhibition', 'literature'] as const;
export type HistoryEntryKind = (typeof historyEntryKinds)[number];

/** Exhibition history and literature of a work (rules §4.75), in both languages, in order. */
export const artworkHistoryEntries = pgTable(
  'artwork_history_entries',
  {
    id: text('id').primaryKey(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HistoryEntryKind>().notNull(),
    year: integer('year'),
    textEn: text('text_en').notNull(),
    textKo: text('text_ko').notNull(),
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('artwork_history_entries_artwork_idx').on(t.artworkId, t.kind, t.rank),
    check('artwork_history_entries_kind_valid', sql`${t.kind} in ('exhibition','literature')`),
    check(
      'artwork_history_entries_year_valid',
      sql`${t.year} is null or ${t.year} between 1000 and 2100`,
    ),
  ],
);

export const editionStatuses = ['available', 'reserved', 'sold', 'not_for_sale'] as const;
export type EditionStatus = (typeof editionStatuses)[number];

export const editions = pgTable(
  'editions',
  {
    id: text('id').primaryKey(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    editionNumber: integer('edition_number').notNull(),
    status: text('status').$type<EditionStatus>().notNull().default('available'),
    /** Price in KRW when it differs from the artwork's (a resale, say). */
    price: moneyColumn('price'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** Certificate of authenticity: its public number (e.g. `COA-2024-0001234`) and issue date. */
    certificateNumber: text('certificate_number').unique(),
    certificateIssuedAt: timestamp('certificate_issued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('editions_artwork_number_uq').on(t.artworkId, t.editionNumber),
    index('editions_status_idx').on(t.status),
    check(
      'editions_status_valid',
      sql`${t.status} in ('available','reserved','sold','not_for_sale')`,
    ),
  ],
);
