// The store API alone (the Hono app on @hono/node-server) on a seeded data folder, for
// bench/search.ts: DATA_DIR (PGlite) or DATABASE_URL, PORT.
import { serve } from '@hono/node-server';
import { readConfig } from '../server/config';
import { createAppContext } from '../server/context';
import { createApiApp } from '../server/http/app';
import { setLogLevel } from '../server/lib/logger';
import { createServices } from '../server/services';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  setLogLevel(config.LOG_LEVEL);
  const ctx = await createAppContext(config);
  const services = createServices(ctx);
  // Documents the seeder left stale are built before the first request, not during the load.
  await services.aiSearch.reindex();
  const app = createApiApp(ctx, services);
  serve({ fetch: app.fetch, port: config.PORT, hostname: '127.0.0.1' });
  // A clean exit, so a --cpu-prof run (BENCH_NODE_ARGS) writes its profile.
  process.once('SIGTERM', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
