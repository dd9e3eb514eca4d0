// Institutions: the galleries, museums and foundations that show and sell works (a partner is
// an institution with `is_partner`), and the customers who sell for them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customers } from './customers';
import { images } from './images';

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
