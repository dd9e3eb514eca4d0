// The fixed catalogue of the search evaluation: the demo catalogue planned at a fixed clock and
// seed (small pictures: their colours are what counts), in an in-memory PGlite, or in the
// PostgreSQL of --database-url (whose schema is recreated).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/config';
import { createAppContext, type AppContext } from '../../server/context';
import { setLogLevel } from '../../server/lib/logger';
import { seedDemoData } from '../../server/seed/seed-demo';
import { createServices, type Services } from '../../server/services';

export const evaluationNow = new Date('2026-11-20T03:00:00Z');

export interface EvaluationCatalogue {
  ctx: AppContext;
  services: Services;
  close(): Promise<void>;
}

export async function openEvaluationCatalogue(databaseUrl?: string): Promise<EvaluationCatalogue> {
  setLogLevel('error');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-eval-'));
  if (databaseUrl) {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
    );
    await client.end();
  }
  const ctx = await createAppContext(
    readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir }),
    { databaseUrl, dataDir: databaseUrl ? undefined : 'memory://', now: () => evaluationNow },
  );
  await seedDemoData(ctx, { imageScale: 0.08 });
  const services = createServices(ctx);
  return {
    ctx,
    services,
    async close() {
      await services.close();
      await ctx.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
