// Migration 0020 (ADR 0044) on the test engine (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// a database made by the migrations before it keeps its amounts, every money column becomes
// bigint, and the trigger that copies prices into the search facets still runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import * as schema from './schema';

const migrationsFolder = path.join(__dirname, 'migrations');

/** A copy of the migrations folder that ends before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  const kept = journal.entries.slice(0, stop);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  );
  for (const entry of kept) {
    fs.copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

async function migrateFrom(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.engine === 'postgres')
    await migratePg(handle.db as never, { migrationsFolder: folder });
  else await migratePglite(handle.db, { migrationsFolder: folder });
}

/** table.column of every column the schema declares as bigint in number mode. */
function moneyColumns(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema)) {
    if (!value || typeof value !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in value)) {
      continue;
    }
    const config = getTableConfig(value as PgTable);
    for (const column of config.columns) {
      if (column.columnType === 'PgBigInt53') names.push(`${config.name}.${column.name}`);
    }
  }
  return names.sort();
}

describe('migration 0020: money in bigint columns', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL || undefined;
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
      );
      await client.end();
    }
    handle = await openDatabase({ url, dataDir: 'memory://' });
  });
  afterAll(() => handle?.close());

  it('keeps the amounts, widens every money column and keeps the facets trigger', async () => {
    await migrateFrom(handle, migrationsBefore('0020_money_in_bigint_columns'));
    const maxInt = 2_147_483_647;
    await handle.exec(`
      insert into artwork_categories (id, handle, title_en, title_ko) values ('c1', 'painting', 'Painting', '회화');
      insert into artists (id, handle, name_en, name_ko) values ('a1', 'kim', 'Kim', '김');
      insert into artworks (id, handle, title_en, title_ko, artist_id, category_id, width_cm,
        height_cm, size_total, price, last_bid_price, purchase_status)
        values ('w1', 'w1', 'W', '작품', 'a1', 'c1', 10, 10, 20, ${maxInt}, 1500000, 'on_sale');
      insert into editions (id, artwork_id, edition_number, price) values ('e1', 'w1', 1, ${maxInt - 1});
      insert into coupons (id, code, kind, discount_type, off_amount, max_amount, title_en,
        title_ko, starts_at, ends_at) values ('k1', 'K1', 'artwork', 'fixed', 50000, null, 'K',
        'K', now(), now() + interval '1 day');
    `);

    await migrateFrom(handle, migrationsFolder);

    const declared = moneyColumns();
    // 31 when 0020 was written; issue 31's settlement in won and an offer's price then add five,
    // issue 32's insurance on an order one.
    expect(declared).toHaveLength(37);
    const { rows } = await handle.db.execute<{ name: string; data_type: string }>(sql`
      select table_name || '.' || column_name as name, data_type from information_schema.columns
      where table_schema = 'public' and table_name || '.' || column_name = any(${sql.param(declared)}::text[])`);
    expect(rows.map((row) => row.name).sort()).toEqual(declared);
    expect(rows.filter((row) => row.data_type !== 'bigint')).toEqual([]);

    const { db } = handle;
    const [work] = await db.select().from(schema.artworks).where(eq(schema.artworks.id, 'w1'));
    expect(work).toMatchObject({ price: maxInt, lastBidPrice: 1_500_000 });
    const [edition] = await db.select().from(schema.editions);
    expect(edition!.price).toBe(maxInt - 1);
    const [coupon] = await db.select().from(schema.coupons);
    expect(coupon).toMatchObject({ offAmount: 50_000, maxAmount: null });

    // Above 32 bits, read back as a number; the facets copy follows (migration 0017's trigger).
    await db
      .update(schema.artworks)
      .set({ price: 10_000_000_000 })
      .where(eq(schema.artworks.id, 'w1'));
    const [facet] = await db
      .select({ price: schema.artworkSearchFacets.price })
      .from(schema.artworkSearchFacets)
      .where(eq(schema.artworkSearchFacets.artworkId, 'w1'));
    expect(facet).toEqual({ price: 10_000_000_000 });
    const [reread] = await db
      .select({ price: schema.artworks.price })
      .from(schema.artworks)
      .where(eq(schema.artworks.id, 'w1'));
    expect(reread).toEqual({ price: 10_000_000_000 });
  });
});
