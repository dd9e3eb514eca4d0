// The one Drizzle schema for PGlite and PostgreSQL. Money is integer KRW (prices are stored in
// KRW, architecture §4) in bigint columns (ADR 0044); bilingual text is a pair of columns
// `<name>_en` / `<name>_ko`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchandisingTierSql } from '../../schemas/merchandising';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Every amount or price (ADR 0044): bigint, read as a JS number — MAX_MONEY_MINOR
 * (schemas/money.ts) in any currency is far below both 2^53 and bigint's limit.
 */
const moneyColumn = (name: string) => bigint(name, { mode: 'number' });

// ---------------------------------------------------------------------------------------------
// Images: one row per uploaded or generated picture; the variants live next to the original
// in storage under `<key>_200px.webp`, `<key>_400px.webp`, `<key>_750px.webp`, `<key>_opt.webp`.

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
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Catalogue

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

export const institutions = pgTable(
  'institutions',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull().unique(),
    /** gallery | museum | foundation | art_space */
    type: text('type').notNull().default('gallery'),
    nameEn: text('name_en').notNull(),
    nameKo: text('name_ko').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionKo: text('description_ko').notNull().default(''),
    addressEn: text('address_en'),
    addressKo: text('address_ko'),
    cityEn: text('city_en'),
    cityKo: text('city_ko'),
    countryCode: text('country_code').notNull().default('KOR'),
    website: text('website'),
    instagram: text('instagram'),
    /** The partner's contact for collectors and the platform (partner portal, issue 10). */
    contactEmail: text('contact_email'),
    phone: text('phone'),
    logoImageId: text('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    coverImageId: text('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    isPartner: boolean('is_partner').notNull().default(true),
    featuredRank: integer('featured_rank'),
    wishesCount: integer('wishes_count').notNull().default(0),
    foundedYear: integer('founded_year'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('institutions_featured_idx').on(t.featuredRank),
    index('institutions_name_en_trgm').using('gin', t.nameEn.op('gin_trgm_ops')),
    index('institutions_name_ko_trgm').using('gin', t.nameKo.op('gin_trgm_ops')),
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
     * The merchandising tier every list is ordered by first (schemas/merchandising.ts, ADR 0051):
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
  },
  (t) => [primaryKey({ columns: [t.artworkId, t.imageId] })],
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

// ---------------------------------------------------------------------------------------------
// Fairs and exhibitions

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

// ---------------------------------------------------------------------------------------------
// Editorial

export const rollingBanners = pgTable('rolling_banners', {
  id: text('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleKo: text('title_ko').notNull(),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleKo: text('subtitle_ko').notNull().default(''),
  imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
  linkUrl: text('link_url').notNull(),
  rank: integer('rank').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  /** purchase | shipping | resale | account | payment */
  category: text('category').notNull(),
  questionEn: text('question_en').notNull(),
  questionKo: text('question_ko').notNull(),
  answerEn: text('answer_en').notNull(),
  answerKo: text('answer_ko').notNull(),
  rank: integer('rank').notNull().default(0),
  createdAt: createdAt(),
});

export const contents = pgTable('contents', {
  id: text('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  /** article | interview | video | news */
  type: text('type').notNull(),
  titleEn: text('title_en').notNull(),
  titleKo: text('title_ko').notNull(),
  summaryEn: text('summary_en').notNull().default(''),
  summaryKo: text('summary_ko').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  bodyKo: text('body_ko').notNull().default(''),
  imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
  /** The works the story shows, in order (checked on write; no foreign key, as highlights). */
  artworkIds: jsonb('artwork_ids').$type<string[]>().notNull().default([]),
  linkUrl: text('link_url'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Money and payments

/** How many KRW one unit of the currency buys: price_in_currency = price_krw / krw_per_unit. */
export const exchangeRates = pgTable('exchange_rates', {
  currencyCode: text('currency_code').primaryKey(),
  krwPerUnit: numeric('krw_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  source: text('source').notNull().default('manual'),
  updatedAt: updatedAt(),
});

export const paymentProviders = pgTable('payment_providers', {
  id: text('id').primaryKey(),
  /** card_kr | card_intl | transfer | vbank | paypal | bitpay */
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameKo: text('name_ko').notNull(),
  /** Payable in these currencies (lower-case codes). */
  currencies: jsonb('currencies').$type<string[]>().notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  rank: integer('rank').notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// Bookkeeping

/** Key-value facts about this database (seed version, demo flag). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Customers (rules §3 "Customer", "Address"): profile, memberships, shipping addresses. Names are
// stored as typed (English or Korean); e-mail is unique whatever its case.

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Country calling code of the phone (`+82`); set together with the phone. */
    countryCode: text('country_code'),
    /** Digits only, saved after its code was confirmed. */
    phone: text('phone'),
    /** argon2id (PHC string); null for an account that signs in only through a social provider. */
    passwordHash: text('password_hash'),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }),
    promotionalConsent: boolean('promotional_consent').notNull().default(false),
    /** When the promotional consent was last given or withdrawn (a record the law asks for). */
    promotionalConsentAt: timestamp('promotional_consent_at', { withTimezone: true }),
    language: text('language').$type<'en' | 'ko'>().notNull().default('en'),
    /** Set by an operator (issue 10): no sign-in, sessions revoked, no bids or checkout. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('customers_phone_uq')
      .on(t.countryCode, t.phone)
      .where(sql`${t.phone} is not null`),
    check('customers_language_valid', sql`${t.language} in ('en','ko')`),
    check('customers_phone_has_country', sql`${t.phone} is null or ${t.countryCode} is not null`),
  ],
);

export const customerMemberships = pgTable(
  'customer_memberships',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** One of schemas/customer-dto.ts membershipBadgeTypes. */
    badgeType: text('badge_type').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_memberships_customer_badge_uq').on(t.customerId, t.badgeType),
    check(
      'customer_memberships_badge_valid',
      sql`${t.badgeType} in ('pink_rock','khaki_rock','frequent_artuer','named_collector','official_partner','embassador','celebrity')`,
    ),
  ],
);

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    postalCode: text('postal_code').notNull(),
    streetAddress: text('street_address').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    nickname: text('nickname'),
    /** ISO 3166 alpha-2; normal delivery goes only to KR addresses (rules §9). */
    country: text('country').notNull().default('KR'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipping_addresses_customer_idx').on(t.customerId, t.createdAt),
    // At most one default per customer, whatever the code does; the service keeps at least one.
    uniqueIndex('shipping_addresses_one_default_uq')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Sign-in: sessions (families of rotating refresh tokens), social identities, verification
// codes. Tokens and codes are stored only as keyed hashes.

export const customerSessions = pgTable(
  'customer_sessions',
  {
    /** The `sid` claim of every access token issued in this session. */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** password | google | naver | kakao | password_reset */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** sign_out | refresh_token_reuse | password_changed | password_reset | account_linked */
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => customerSessions.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the opaque token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when exchanged for its successor; presenting it again revokes the session. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's stable user id (`sub`). */
    subject: text('subject').notNull(),
    /** The e-mail the provider gave at the last sign-in. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_uq').on(t.provider, t.subject),
    uniqueIndex('social_identities_customer_provider_uq').on(t.customerId, t.provider),
    check('social_identities_provider_valid', sql`${t.provider} in ('google','naver','kakao')`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** email (verify or change an address) | phone | password_reset */
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** Lower-case e-mail, or `+82 1012345678`. */
    target: text('target').notNull(),
    /** HMAC-SHA256 of the code and this row's id. */
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Used up: the change or reset it allowed was made. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Replaced by a newer code, or killed by too many wrong guesses. */
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt),
    index('verification_codes_customer_idx').on(t.customerId),
    check(
      'verification_codes_purpose_valid',
      sql`${t.purpose} in ('email','phone','password_reset')`,
    ),
    check('verification_codes_channel_valid', sql`${t.channel} in ('email','sms')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Notifications: the outbox is the source of truth; a dispatcher claims pending rows and hands
// them to the configured transport (console, SMTP, SMS).

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    /** A template of server/modules/notifications/templates (e.g. verification-code). */
    template: text('template').notNull(),
    locale: text('locale').$type<'en' | 'ko'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | sending | sent | failed */
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Next attempt of a pending row; end of the lease of a row being sent. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.status, t.availableAt),
    index('notification_outbox_created_idx').on(t.createdAt),
    check('notification_outbox_channel_valid', sql`${t.channel} in ('email','sms')`),
    check(
      'notification_outbox_status_valid',
      sql`${t.status} in ('pending','sending','sent','failed')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Abuse limits: hits per key in fixed buckets; a window sums the buckets it covers.

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.bucketStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Wishes (rules §2 wish heart, §7 wish and wishlist calls): one row per customer per artwork,
// artist or institution. A wish on an artist or a gallery is what the product calls following
// (ADR 0018). The target's `wishes_count` (the "popular" sort) moves in the same transaction.

export const artworkWishes = pgTable(
  'artwork_wishes',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.artworkId] }),
    index('artwork_wishes_customer_created_idx').on(t.customerId, t.createdAt),
    index('artwork_wishes_artwork_idx').on(t.artworkId),
  ],
);

export const artistWishes = pgTable(
  'artist_wishes',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.artistId] }),
    index('artist_wishes_customer_created_idx').on(t.customerId, t.createdAt),
    index('artist_wishes_artist_idx').on(t.artistId),
  ],
);

export const institutionWishes = pgTable(
  'institution_wishes',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.institutionId] }),
    index('institution_wishes_customer_created_idx').on(t.customerId, t.createdAt),
    index('institution_wishes_institution_idx').on(t.institutionId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Buying (issue 5): carts, orders, payments, coupons, edition holds, idempotency keys. Every
// amount of an order is an integer in minor units of its currency, priced at the rate the cart
// locked (`krw_per_unit`).

const money = (name: string) => moneyColumn(name).notNull().default(0);

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id),
    currencyCode: text('currency_code').notNull(),
    /** The exchange rate locked when the cart was priced (KRW per unit; 1 for KRW). */
    krwPerUnit: numeric('krw_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    rateLockedAt: timestamp('rate_locked_at', { withTimezone: true }).notNull(),
    shippingAddressId: text('shipping_address_id').references(() => shippingAddresses.id, {
      onDelete: 'set null',
    }),
    /** delivery | storage | pickup */
    shippingMethod: text('shipping_method').notNull().default('storage'),
    /** Specified-date delivery (YYYY-MM-DD), extra charge. */
    specifiedDate: text('specified_date'),
    /** Pick-up: the buyer's contact request. */
    pickupContact: text('pickup_contact'),
    frame: text('frame').notNull().default('none'),
    installation: text('installation').notNull().default('none'),
    extraInstalls: integer('extra_installs').notNull().default(0),
    /** customer_coupons ids, one per kind. */
    artworkCouponId: text('artwork_coupon_id'),
    additionalCouponId: text('additional_coupon_id'),
    /** open | ordered */
    status: text('status').notNull().default('open'),
    /** Bumped by every change, so a payment started on an older cart is refused. */
    version: integer('version').notNull().default(1),
    orderId: text('order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carts_customer_idx').on(t.customerId, t.createdAt),
    check('carts_status_valid', sql`${t.status} in ('open','ordered')`),
    check(
      'carts_shipping_method_valid',
      sql`${t.shippingMethod} in ('delivery','storage','pickup')`,
    ),
  ],
);

/** One hold per edition: a payment in progress or a deposit awaited (rules §9: 1 hour). */
export const editionReservations = pgTable(
  'edition_reservations',
  {
    editionId: text('edition_id')
      .primaryKey()
      .references(() => editions.id, { onDelete: 'cascade' }),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('edition_reservations_expires_idx').on(t.expiresAt)],
);

/** The sale slips' and receipts' running number (ADR 0037). */
export const orderDocumentNumberSeq = pgSequence('order_document_number_seq');

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id),
    itemNameEn: text('item_name_en').notNull(),
    itemNameKo: text('item_name_ko').notNull(),
    buyerName: text('buyer_name').notNull(),
    currencyCode: text('currency_code').notNull(),
    krwPerUnit: numeric('krw_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    artPrice: money('art_price'),
    deliveryFee: money('delivery_fee'),
    /** Specified-date delivery's extra charge (ADR 0020); part of the fees, like delivery. */
    specifiedDateFee: money('specified_date_fee'),
    frameFee: money('frame_fee'),
    installationFee: money('installation_fee'),
    /** Extra works hung on the same visit (ADR 0037): a charge of its own. */
    extraWorksFee: money('extra_works_fee'),
    artworkDiscount: money('artwork_discount'),
    additionalDiscount: money('additional_discount'),
    discountAmount: money('discount_amount'),
    total: money('total'),
    supplyAmount: money('supply_amount'),
    vat: money('vat'),
    taxFreeAmount: money('tax_free_amount'),
    taxableAmount: money('taxable_amount'),
    artworkCouponId: text('artwork_coupon_id'),
    additionalCouponId: text('additional_coupon_id'),
    shippingMethod: text('shipping_method').notNull(),
    shippingStatus: text('shipping_status').notNull(),
    /** The address as it was when ordered. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown> | null>(),
    specifiedDate: text('specified_date'),
    pickupContact: text('pickup_contact'),
    frame: text('frame').notNull().default('none'),
    installation: text('installation').notNull().default('none'),
    extraInstalls: integer('extra_installs').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    /** awaiting_deposit | paid | canceled | refunded */
    status: text('status').notNull(),
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The sale slip and receipt (ADR 0037): numbered from order_document_number_seq and dated
     * once, at payment; reopening or reprinting shows the same.
     */
    documentNumber: text('document_number').unique(),
    documentIssuedAt: timestamp('document_issued_at', { withTimezone: true }),
    expectedDeliveryAt: timestamp('expected_delivery_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelAmount: moneyColumn('cancel_amount'),
    cancelReason: text('cancel_reason'),
    refundInfo: jsonb('refund_info').$type<Record<string, unknown> | null>(),
    /**
     * Resale (ADR 0025): the resale request this order sells, its seller, and the seller's
     * settlement in minor units of the order's currency (null for a primary sale).
     */
    resaleId: text('resale_id'),
    sellerCustomerId: text('seller_customer_id').references(() => customers.id),
    platformCommission: moneyColumn('platform_commission'),
    artistRoyalty: moneyColumn('artist_royalty'),
    sellerProceeds: moneyColumn('seller_proceeds'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_cart_uq').on(t.cartId),
    index('orders_seller_idx')
      .on(t.sellerCustomerId, t.createdAt)
      .where(sql`${t.sellerCustomerId} is not null`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_deposit_due_idx')
      .on(t.depositDeadline)
      .where(sql`${t.status} = 'awaiting_deposit'`),
    // An edition is sold at most once per sale: one live order per edition and resale round.
    uniqueIndex('orders_live_edition_uq')
      .on(t.editionId, sql`coalesce(${t.resaleId}, '')`)
      .where(sql`${t.status} in ('awaiting_deposit','paid')`),
    check(
      'orders_status_valid',
      sql`${t.status} in ('awaiting_deposit','paid','canceled','refunded')`,
    ),
    check(
      'orders_amounts_add_up',
      sql`${t.total} >= 0 and ${t.total} = ${t.taxFreeAmount} + ${t.taxableAmount} and ${t.taxableAmount} = ${t.supplyAmount} + ${t.vat} and ${t.total} = ${t.artPrice} + ${t.deliveryFee} + ${t.specifiedDateFee} + ${t.frameFee} + ${t.installationFee} + ${t.extraWorksFee} - ${t.discountAmount}`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** order | membership */
    purpose: text('purpose').notNull(),
    cartId: text('cart_id').references(() => carts.id),
    cartVersion: integer('cart_version'),
    orderId: text('order_id').references(() => orders.id),
    /** The adapter that handled it (PAYMENT_GATEWAY), e.g. test. */
    provider: text('provider').notNull(),
    /** The gateway's id of the payment. */
    providerReference: text('provider_reference'),
    method: text('method').notNull(),
    currencyCode: text('currency_code').notNull(),
    amount: moneyColumn('amount').notNull(),
    /** Priced amounts the session was started with (checked again on completion). */
    breakdown: jsonb('breakdown').$type<Record<string, number>>(),
    /** pending | approved | awaiting_deposit | paid | declined | canceled | refunded | expired */
    status: text('status').notNull(),
    installmentMonths: integer('installment_months'),
    cardName: text('card_name'),
    cardNumber: text('card_number'),
    approvalNumber: text('approval_number'),
    bank: text('bank'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    /** Only for the test gateway: the card or outcome the simulated payment window received. */
    testInput: jsonb('test_input').$type<Record<string, unknown> | null>(),
    declineReason: text('decline_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    refundedAmount: moneyColumn('refunded_amount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_cart_idx').on(t.cartId),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_reference_uq')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    uniqueIndex('payments_account_number_uq')
      .on(t.accountNumber)
      .where(sql`${t.accountNumber} is not null`),
    check('payments_amount_nonnegative', sql`${t.amount} >= 0`),
    // The reconciliation's claim (ADR 0020): payments left processing, oldest first.
    index('payments_processing_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/** Gateway notifications already applied (a replay is answered but changes nothing). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** artwork | additional */
    kind: text('kind').notNull(),
    /** fixed (KRW off) | percent */
    discountType: text('discount_type').notNull(),
    offAmount: moneyColumn('off_amount').notNull(),
    /** Cap of what it takes off, KRW; null for none. */
    maxAmount: moneyColumn('max_amount'),
    titleEn: text('title_en').notNull(),
    titleKo: text('title_ko').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** True: every artwork; false: only those in coupon_artworks. */
    allArtworks: boolean('all_artworks').notNull().default(true),
    /** Given to every customer (a welcome coupon) the first time their coupons are read. */
    autoIssue: boolean('auto_issue').notNull().default(false),
    /** False once an operator deactivated it: not issued, not usable, gone from my-coupons. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_kind_valid', sql`${t.kind} in ('artwork','additional')`),
    check('coupons_discount_type_valid', sql`${t.discountType} in ('fixed','percent')`),
    check(
      'coupons_off_amount_valid',
      sql`${t.offAmount} > 0 and (${t.discountType} = 'fixed' or ${t.offAmount} <= 100)`,
    ),
  ],
);

export const couponArtworks = pgTable(
  'coupon_artworks',
  {
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.artworkId] }),
    index('coupon_artworks_artwork_idx').on(t.artworkId),
  ],
);

/** A coupon a customer holds; single use (used_at) and once per customer. */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: text('order_id'),
  },
  (t) => [
    uniqueIndex('customer_coupons_customer_coupon_uq').on(t.customerId, t.couponId),
    index('customer_coupons_customer_idx').on(t.customerId, t.issuedAt),
  ],
);

/** `Idempotency-Key` of complete and payment-session: one result per key, kept 24 h or more. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: text('customer_id').notNull(),
    /** The call, e.g. cart.complete */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (path, query and body); the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** in_progress | done */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** An in-progress claim older than this is taken over (its process died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.scope, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Bids (issue 6): price offers on an edition, and the sellers who answer them. A bid's amount is
// an integer in minor units of the bidder's currency at the rate locked when it was placed, and
// in KRW. One active (pending or accepted) bid per bidder per edition, one accepted bid per
// edition: both enforced here, whatever the concurrency.

/** Customers who sell for a gallery (institution): they answer the bids on its primary editions. */
export const institutionMembers = pgTable(
  'institution_members',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** seller: may accept and decline the gallery's bids. */
    role: text('role').notNull().default('seller'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.institutionId] }),
    index('institution_members_institution_idx').on(t.institutionId),
    check('institution_members_role_valid', sql`${t.role} in ('seller')`),
  ],
);

export const bidStatuses = [
  'pending',
  'accepted',
  'ordered',
  'declined',
  'canceled',
  'expired',
  'lapsed',
] as const;

export const bids = pgTable(
  'bids',
  {
    id: text('id').primaryKey(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    bidderId: text('bidder_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who answers: the gallery for a primary edition, the owning customer for a resold one. */
    sellerInstitutionId: text('seller_institution_id').references(() => institutions.id),
    sellerCustomerId: text('seller_customer_id').references(() => customers.id),
    currencyCode: text('currency_code').notNull(),
    /** Minor units of currency_code. */
    amount: moneyColumn('amount').notNull(),
    /** KRW per unit of currency_code, locked when the bid was placed (1 for KRW). */
    krwPerUnit: numeric('krw_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    amountKrw: moneyColumn('amount_krw').notNull(),
    /** pending | accepted | ordered | declined | canceled | expired | lapsed (accepted, unpaid) */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Accepted: the bidder pays by then, or the edition goes back on sale. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    /** Accepted: the bid order's cart (priced at the bid) and, once paid, its order. */
    cartId: text('cart_id').references(() => carts.id),
    orderId: text('order_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bids_one_active_per_bidder_uq')
      .on(t.editionId, t.bidderId)
      .where(sql`${t.status} in ('pending','accepted')`),
    uniqueIndex('bids_one_accepted_per_edition_uq')
      .on(t.editionId)
      .where(sql`${t.status} = 'accepted'`),
    uniqueIndex('bids_cart_uq')
      .on(t.cartId)
      .where(sql`${t.cartId} is not null`),
    index('bids_edition_idx').on(t.editionId, t.status),
    index('bids_artwork_idx').on(t.artworkId, t.createdAt),
    index('bids_bidder_idx').on(t.bidderId, t.createdAt),
    index('bids_seller_institution_idx').on(t.sellerInstitutionId, t.createdAt),
    index('bids_seller_customer_idx').on(t.sellerCustomerId, t.createdAt),
    index('bids_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('bids_accepted_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'accepted'`),
    check(
      'bids_status_valid',
      sql`${t.status} in ('pending','accepted','ordered','declined','canceled','expired','lapsed')`,
    ),
    check('bids_amount_positive', sql`${t.amount} > 0 and ${t.amountKrw} > 0`),
    check(
      'bids_one_seller',
      sql`(${t.sellerInstitutionId} is null) <> (${t.sellerCustomerId} is null)`,
    ),
    check(
      'bids_accepted_has_order',
      sql`${t.status} not in ('accepted','ordered','lapsed') or (${t.cartId} is not null and ${t.paymentDeadline} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Resale and consignment (issue 6, ADR 0025): an owner's request to sell an edition again, at a
// desired price (and, for a consignment, its condition, photos and handover). One state machine
// for both (schemas/resale.ts); one request in play per edition.

export const resaleRequests = pgTable(
  'resale_requests',
  {
    id: text('id').primaryKey(),
    /** resale | consignment */
    kind: text('kind').notNull(),
    editionId: text('edition_id')
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The paid order through which the seller owns the edition. */
    ownershipOrderId: text('ownership_order_id')
      .notNull()
      .references(() => orders.id),
    /** reviewing | waiting_for_confirmation | on_sale | sold | withdrawn | rejected */
    status: text('status').notNull().default('reviewing'),
    /** KRW. */
    desiredPrice: moneyColumn('desired_price').notNull(),
    /** KRW, proposed by an operator; the edition's price while on sale. */
    listingPrice: moneyColumn('listing_price'),
    operatorNote: text('operator_note'),
    rejectionReason: text('rejection_reason'),
    /** Consignment only: condition grade and note, photo URLs, storage | delivery. */
    condition: text('condition'),
    conditionNote: text('condition_note'),
    photos: jsonb('photos').$type<string[]>(),
    handover: text('handover'),
    /** Sold: the order that sold it. */
    orderId: text('order_id'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resale_requests_one_active_per_edition_uq')
      .on(t.editionId)
      .where(sql`${t.status} in ('reviewing','waiting_for_confirmation','on_sale')`),
    index('resale_requests_seller_idx').on(t.sellerId, t.createdAt),
    index('resale_requests_status_idx').on(t.status, t.createdAt),
    check('resale_requests_kind_valid', sql`${t.kind} in ('resale','consignment')`),
    check(
      'resale_requests_status_valid',
      sql`${t.status} in ('reviewing','waiting_for_confirmation','on_sale','sold','withdrawn','rejected')`,
    ),
    check(
      'resale_requests_prices_positive',
      sql`${t.desiredPrice} > 0 and (${t.listingPrice} is null or ${t.listingPrice} > 0)`,
    ),
    check(
      'resale_requests_listed_has_price',
      sql`${t.status} not in ('waiting_for_confirmation','on_sale','sold') or ${t.listingPrice} is not null`,
    ),
    check(
      'resale_requests_consignment_complete',
      sql`${t.kind} = 'resale' or (${t.condition} is not null and ${t.handover} in ('storage','delivery'))`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// AI search (issue 7, ADR 0026): one search document per artwork, rebuilt from the artwork, its
// artist, gallery and picture whenever the artwork changes (server/modules/search/search-index).

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

// ---------------------------------------------------------------------------------------------
// Contact requests and the newsletter (issue 9, ADR 0028). A contact request is kept as sent
// (the operators' mail is a copy); a newsletter address is pending until its confirmation link
// is used (double opt-in), and the unsubscribe link works at any time.

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: text('id').primaryKey(),
    /** enroll_artist | enroll_gallery | common_contact | vip_contact | request_for_sale */
    type: text('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    organization: text('organization'),
    website: text('website'),
    message: text('message').notNull(),
    /** request_for_sale: the artwork asked about. */
    artworkId: text('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    /** The signed-in customer who sent it, if any. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    language: text('language').$type<'en' | 'ko'>().notNull().default('en'),
    /** The operators' inbox (issue 10): new | in_progress | closed, with their note. */
    status: text('status').notNull().default('new'),
    operatorNote: text('operator_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_requests_created_idx').on(t.createdAt),
    index('contact_requests_status_idx').on(t.status, t.createdAt),
    check('contact_requests_status_valid', sql`${t.status} in ('new','in_progress','closed')`),
    check(
      'contact_requests_type_valid',
      sql`${t.type} in ('enroll_artist','enroll_gallery','common_contact','vip_contact','request_for_sale')`,
    ),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').$type<'en' | 'ko'>().notNull().default('en'),
    /** pending (confirmation sent) | confirmed | unsubscribed */
    status: text('status').notNull().default('pending'),
    /** SHA-256 of the newest confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscriptions_token_uq')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    check(
      'newsletter_subscriptions_status_valid',
      sql`${t.status} in ('pending','confirmed','unsubscribed')`,
    ),
  ],
);

/**
 * Notices sent once per event key (`deposit-reminder:<orderId>`): the scheduled notices claim
 * their key in the transaction that enqueues the mail, so any number of sweeps send it once.
 */
export const customerNotices = pgTable('customer_notices', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Back office (issue 10, ADR 0029): staff roles and the audit log. A partner is a customer in
// institution_members (above); operators and admins are listed here. Every back-office change
// leaves one audit row: who, when, what, and the object before and after.

export const staffMembers = pgTable(
  'staff_members',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** operator | admin (an admin may do everything an operator may, and more). */
    role: text('role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('staff_members_role_valid', sql`${t.role} in ('operator','admin')`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** The staff member who acted (kept as text: the record outlives the account). */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRoles: jsonb('actor_roles').$type<string[]>().notNull(),
    /** `<object>.<verb>`, e.g. `order.confirm_deposit`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Partner payouts (issue 10): an operator's record that a gallery was paid for a primary sale.
// Without a row the partner's sales report derives "due" (delivered) or "pending" from the order.

export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    /** One payout per primary-sale order. */
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** KRW paid to the gallery. */
    amountKrw: moneyColumn('amount_krw').notNull(),
    /** The bank transfer's reference, as the operator typed it. */
    reference: text('reference').notNull().default(''),
    paidBy: text('paid_by').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('partner_payouts_institution_idx').on(t.institutionId, t.paidAt),
    check('partner_payouts_amount_nonnegative', sql`${t.amountKrw} >= 0`),
  ],
);
