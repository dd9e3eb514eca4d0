// The store API alone (the Hono app on @hono/node-server, no Next), for bench/checkout.ts: opens
// the database of DATABASE_URL (recreated when BENCH_RESET=1) or a PGlite folder in DATA_DIR,
// adds BENCH_ARTWORKS one-edition artworks with what checkout needs, then serves on PORT.
import { serve } from '@hono/node-server';
import pg from 'pg';
import { readConfig } from '../server/config';
import { createAppContext } from '../server/context';
import { createApiApp } from '../server/http/app';
import { createServices } from '../server/services';
import { seedCheckoutBench } from './checkout-seed';

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
  await seedCheckoutBench(db, count);
  // A clean exit on the bench's SIGTERM, so that `--cpu-prof` (BENCH_NODE_ARGS) writes its profile.
  process.once('SIGTERM', () => process.exit(0));
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
