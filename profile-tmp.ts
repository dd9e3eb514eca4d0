import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { readConfig } from './server/config';
import { createAppContext } from './server/context';
import { createServices } from './server/services';
import { setLogLevel } from './server/lib/logger';

async function main() {
  setLogLevel('error');
  const ctx = await createAppContext(readConfig({ ...process.env, LOG_LEVEL: 'error' }));
  const services = createServices(ctx);
  const t0 = Date.now();
  const n = await services.aiSearch.reindex();
  console.log('reindexed', n, Date.now() - t0, 'ms');
  const queries = fs.readFileSync('bench/search-eval/queries.tsv', 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.split('\t')[1]!);
  await services.aiSearch.search({ q: 'warm', limit: 24, offset: 0 }, 'en', 'usd');
  const times: [number, string][] = [];
  for (const q of queries) {
    const t = performance.now();
    await services.aiSearch.search({ q, limit: 24, offset: 0 }, 'en', 'usd');
    times.push([performance.now() - t, q]);
  }
  times.sort((a, b) => a[0] - b[0]);
  const p = (x: number) => times[Math.floor(x * times.length)]![0].toFixed(1);
  console.log('p50', p(0.5), 'p95', p(0.95), 'max', times.at(-1)![0].toFixed(1));
  console.log(times.slice(-10).map(([t, q]) => `${t.toFixed(1)} ${q}`).join('\n'));
  await services.close();
  await ctx.database.close();
}
main();
