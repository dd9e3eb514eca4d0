// Where the AI search's time goes (issue 7): opens a seeded data folder (not while a server holds
// it), runs each of the 120 labelled queries once through the workflow and prints its time, then
// EXPLAIN ANALYZE of the slowest statements.
//
//   npx tsx bench/search-explain.ts --data-dir /tmp/seeded [--top 5] [--buffers]
// --buffers also prints the pages each query's statement touches (a measure of its work that a
// busy machine does not change).
import { sql } from 'drizzle-orm';
import { readConfig } from '../server/config';
import { createAppContext } from '../server/context';
import { createServices } from '../server/services';
import {
  searchSettings,
  searchStatements,
} from '../server/modules/search/artwork-search.repository';
import { option } from './harness';
import { readLabelledQueries } from './search-eval/labelled-queries';

const top = Number(option('top') || 5);
const queries = readLabelledQueries().map((labelled) => labelled.query);

async function main(): Promise<void> {
  const dataDir = option('data-dir');
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', SEED_ON_START: 'no' };
  if (dataDir) env.DATA_DIR = dataDir;
  const ctx = await createAppContext(readConfig(env));
  const services = createServices(ctx);
  await services.aiSearch.reindex();
  const times: { q: string; ms: number }[] = [];
  for (const q of [...queries, ...queries]) {
    const started = performance.now();
    await services.aiSearch.search({ q, limit: 20, offset: 0 }, 'en', 'usd');
    times.push({ q, ms: performance.now() - started });
  }
  const last = times.slice(queries.length).sort((a, b) => b.ms - a.ms);
  const sorted = last.map((t) => t.ms).sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  console.log(
    `one client, second pass: p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, mean ${(sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(1)} ms`,
  );
  const planOf = async (q: string) => (await services.aiSearch.plan(q, 'usd')).plan;
  for (const t of last.slice(0, Number(option('list') || 25))) {
    const p = await planOf(t.q);
    const lists = [
      p.english && `en(${p.english})`,
      p.korean && `ko(${p.korean})`,
      p.fuzzy && `fuzzy(${p.fuzzy})`,
      p.boosts.length && `tags(${p.boosts.map((b) => b.tag).join(',')})`,
      (p.browse || (!p.english && !p.korean && !p.fuzzy && !p.boosts.length)) && 'browse',
    ].filter(Boolean);
    const f = Object.entries(p.filters)
      .filter(([, v]) => (Array.isArray(v) ? v.length : v))
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`);
    console.log(`${t.ms.toFixed(1).padStart(8)} ms  ${t.q}  | ${lists.join(' ')} | ${f.join(' ')}`);
  }
  if (process.argv.includes('--buffers')) {
    // The pages each search statement touches: a measure of its work that a busy machine does
    // not change, unlike its time.
    const pages: { q: string; blocks: number }[] = [];
    for (const q of queries) {
      const plan = await planOf(q);
      const { statement } = await searchStatements(ctx.db, plan, { limit: 20, offset: 0 });
      const blocks = await ctx.db.transaction(async (tx) => {
        await tx.execute(searchSettings);
        const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(
          sql`explain (analyze, buffers, format json) ${statement}`,
        );
        const top = rows[0]!['QUERY PLAN'][0].Plan;
        return (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
      });
      pages.push({ q, blocks });
    }
    pages.sort((a, b) => b.blocks - a.blocks);
    const sortedBlocks = pages.map((p) => p.blocks).sort((a, b) => a - b);
    const at = (p: number) =>
      sortedBlocks[Math.min(sortedBlocks.length - 1, Math.floor(p * sortedBlocks.length))]!;
    console.log(
      `\npages touched by the search statement (8 kB each): p50 ${at(0.5)}, p95 ${at(0.95)}, max ${sortedBlocks.at(-1)}, total ${sortedBlocks.reduce((a, b) => a + b, 0)}`,
    );
    for (const p of pages.slice(0, Number(option('list') || 25))) {
      console.log(`${String(p.blocks).padStart(8)} pages  ${p.q}`);
    }
  }
  const explainOnly = option('explain')?.split('|');
  const explained = explainOnly
    ? explainOnly.map((q) => last.find((t) => t.q === q) ?? { q, ms: NaN })
    : last.slice(0, top);
  for (const t of explained) {
    const plan = await planOf(t.q);
    const { statement, counting } = await searchStatements(ctx.db, plan, { limit: 20, offset: 0 });
    console.log(`\n=== ${t.q} (${t.ms.toFixed(1)} ms)\n${JSON.stringify(plan)}`);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(searchSettings);
      for (const [name, s] of [
        ['statement', statement],
        ['counting', counting],
      ] as const) {
        const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${s}`);
        console.log(`--- ${name}`);
        console.log(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    });
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
