// Fairs and exhibitions, and the provenance that records where each edition was shown and sold.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { artists, artworks, editions } from './catalogue';
import { images } from './images';
import { institutions } from './institutions';

export const fairs = pgTable('fairs', {
  id: text('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  /** The public path of the fair page (rules §2 "{token}" route), e.g. `seoul-art-week-2026`. */
  token: text('token').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleKo: text('title_ko').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionKo: text('description_ko').notNull().default(''),
  venueEn: text('venue_en'),
  venueKo: text('venue_ko'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  coverImageId: text('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const exhibitionTypes = ['group', 'solo', 'fair', 'onview'] as const;

export const exhibitions = pgTable(
  'exhibitions',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull().unique(),
    type: text('type').$type<(typeof exhibitionTypes)[number]>().notNull().default('group'),
    titleEn: text('title_en').notNull(),
    titleKo: text('title_ko').notNull(),
    shortTitleEn: text('short_title_en').notNull(),
    shortTitleKo: text('short_title_ko').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionKo: text('description_ko').notNull().default(''),
    institutionId: text('institution_id').references(() => institutions.id),
    fairId: text('fair_id').references(() => fairs.id),
    /** Solo shows name their artist. */
    artistId: text('artist_id').references(() => artists.id),
    locationEn: text('location_en'),
    locationKo: text('location_ko'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    coverImageId: text('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** Has a 3D on-view room (rules §2 /xronview, /onview/[handle]). */
    hasOnView: boolean('has_on_view').notNull().default(false),
    /** Shown in the header menu, ordered by this rank. */
    menuRank: integer('menu_rank'),
    createdAt: createdAt(),
  },
  (t) => [
    index('exhibitions_dates_idx').on(t.startsAt, t.endsAt),
    index('exhibitions_title_en_trgm').using('gin', t.titleEn.op('gin_trgm_ops')),
    index('exhibitions_title_ko_trgm').using('gin', t.titleKo.op('gin_trgm_ops')),
    check('exhibitions_dates_ordered', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const exhibitionArtworks = pgTable(
  'exhibition_artworks',
  {
    exhibitionId: text('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.exhibitionId, t.artworkId] }),
    index('exhibition_artworks_artwork_idx').on(t.artworkId),
  ],
);

/** Editorial highlights of an exhibition (curated picks shown in the header and detail page). */
export const exhibitionHighlights = pgTable(
  'exhibition_highlights',
  {
    id: text('id').primaryKey(),
    exhibitionId: text('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleKo: text('title_ko').notNull(),
    subtitleEn: text('subtitle_en').notNull().default(''),
    subtitleKo: text('subtitle_ko').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyKo: text('body_ko').notNull().default(''),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    artworkIds: jsonb('artwork_ids').$type<string[]>().notNull().default([]),
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('exhibition_highlights_exhibition_idx').on(t.exhibitionId, t.rank)],
);

export const provenanceEventKinds = [
  'created',
  'exhibited',
  'consigned',
  'listed',
  'sold',
  'transferred',
  'resale_listed',
] as const;
export type ProvenanceEventKind = (typeof provenanceEventKinds)[number];

/**
 * The history of one edition, oldest first: made by the artist, shown, consigned to a gallery,
 * sold, resold. Append-only and hash-chained per edition (ADR 0022): `seq` numbers the entries
 * from 1, `prev_hash` is the hash of entry `seq - 1`, `hash` covers the entry's fields and
 * `prev_hash` (server/modules/artworks/provenance-chain.ts). Appends lock the edition's row.
 */
export const provenanceEvents = pgTable(
  'provenance_events',
  {
    id: text('id').primaryKey(),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProvenanceEventKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Who held or received the work, as shown publicly (a collector is 'Private collection'). */
    partyEn: text('party_en'),
    partyKo: text('party_ko'),
    institutionId: text('institution_id').references(() => institutions.id),
    exhibitionId: text('exhibition_id').references(() => exhibitions.id),
    noteEn: text('note_en').notNull().default(''),
    noteKo: text('note_ko').notNull().default(''),
    seq: integer('seq').notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One entry per position: two appends after the same head can never both be stored.
    uniqueIndex('provenance_events_edition_seq_uq').on(t.editionId, t.seq),
    check('provenance_events_seq_positive', sql`${t.seq} >= 1`),
    check(
      'provenance_events_kind_valid',
      sql`${t.kind} in ('created','exhibited','consigned','listed','sold','transferred','resale_listed')`,
    ),
  ],
);
