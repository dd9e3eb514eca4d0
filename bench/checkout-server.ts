// The store API alone (the Hono app on @hono/node-server, no Next), for bench/checkout.ts: opens
// the database of DATABASE_URL (recreated when BENCH_RESET=1) or a PGlite folder in DATA_DIR,
// adds BENCH_ARTWORKS one-edition artworks with what checkout needs, then serves on PORT.
import { serve } from '@hono/node-server';
import pg from 'pg';
import { readConfig } from '../server/config';
import { createAppContext } from '../server/context';
import * as t from '../server/db/schema';
import { createApiApp } from '../server/http/app';
import { createServices } from '../server/services';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  if (config.DATABASE_URL && process.env.BENCH_RESET === '1') {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
    );
    await client.end();
  }
  const ctx = await createAppContext(config);
  const { db } = ctx;
  const count = Number(process.env.BENCH_ARTWORKS || 1000);
  await db
    .insert(t.artworkCategories)
    .values({ id: 'cat_b', handle: 'bench', titleEn: 'Bench', titleKo: '벤치' });
  await db
    .insert(t.artists)
    .values({ id: 'ar_b', handle: 'bench-artist', nameEn: 'Bench Artist', nameKo: '벤치 작가' });
  await db.insert(t.exchangeRates).values([
    { currencyCode: 'usd', krwPerUnit: 1412.5 },
    { currencyCode: 'eur', krwPerUnit: 1618.3 },
    { currencyCode: 'thb', krwPerUnit: 41.85 },
  ]);
  await db.insert(t.paymentProviders).values([
    {
      id: 'pp_kr',
      code: 'card_kr',
      nameEn: 'Credit card (Korea)',
      nameKo: '국내 신용카드',
      currencies: ['krw'],
      rank: 1,
    },
    {
      id: 'pp_vb',
      code: 'vbank',
      nameEn: 'Virtual account',
      nameKo: '가상계좌',
      currencies: ['krw'],
      rank: 2,
    },
  ]);
  for (let start = 0; start < count; start += 500) {
    const ids = Array.from(
      { length: Math.min(500, count - start) },
      (_, i) => `aw_bench_${start + i}`,
    );
    await db.insert(t.artworks).values(
      ids.map((id, i) => ({
        id,
        handle: id.replaceAll('_', '-'),
        titleEn: `Bench work ${start + i}`,
        titleKo: `벤치 작품 ${start + i}`,
        artistId: 'ar_b',
        categoryId: 'cat_b',
        widthCm: 60,
        heightCm: 50,
        sizeTotal: 110,
        price: 1_000_000 + (start + i) * 1_000,
        purchaseStatus: 'on_sale' as const,
      })),
    );
    await db.insert(t.editions).values(
      ids.map((id) => ({
        id: `${id}_e1`,
        artworkId: id,
        editionNumber: 1,
        status: 'available' as const,
      })),
    );
  }
  const services = createServices(ctx);
  const app = createApiApp(ctx, services);
  serve({ fetch: app.fetch, port: config.PORT, hostname: '127.0.0.1' }, () => {
    console.error(
      `checkout bench server on ${config.PORT} (${ctx.database.engine}, ${count} artworks)`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
