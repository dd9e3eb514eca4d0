// Customers (rules §3 "Customer", "Address"): profile, memberships, shipping addresses. Names are
// stored as typed (English or Korean); e-mail is unique whatever its case.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
