// Sign-in: sessions (families of rotating refresh tokens), social identities, verification
// codes. Tokens and codes are stored only as keyed hashes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';

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
