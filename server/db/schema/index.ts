// The one Drizzle schema for PGlite and PostgreSQL, one file per domain (ADR 0058). Money is
// integer KRW (prices are stored in KRW, architecture §4) in bigint columns (ADR 0044); bilingual
// text is a pair of columns `<name>_en` / `<name>_ko`. This file is the schema's one entry: the
// database client, drizzle-kit (drizzle.config.ts) and every `@/server/db/schema` import read all
// the tables through it. The shared column helpers (columns.ts) stay out of it.
export * from './images';
export * from './catalogue';
export * from './institutions';
export * from './exhibitions';
export * from './editorial';
export * from './customers';
export * from './sign-in';
export * from './wishes';
export * from './buying';
export * from './bids';
export * from './inquiries';
export * from './resale';
export * from './search';
export * from './outreach';
export * from './notifications';
export * from './back-office';
export * from './system';
