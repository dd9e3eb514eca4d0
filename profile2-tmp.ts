import { sql } from 'drizzle-orm';
import { readConfig } from './server/config';
import { createAppContext } from './server/context';
import { setLogLevel } from './server/lib/logger';
import { searchStatement } from './server/modules/search/artwork-search.repository';
import { planSearch } from './server/modules/search/search-plan';
import { understandQuery } from './server/modules/search/understand-query';

async function main() {
  setLogLevel('error');
  const ctx = await createAppContext(readConfig({ ...process.env, LOG_LEVEL: 'error' }));
  for (const q of process.argv.slice(2)) {
    const u = understandQuery(q, { currency: 'krw' });
    const plan = planSearch(u, (r) => ({ min: r.min, max: r.max }));
    const { statement } = searchStatement(plan, { limit: 24, offset: 0 });
    await ctx.db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', false)`);
    const r = await ctx.db.execute(sql`explain (analyze, costs off) ${statement}`);
    console.log('=== ' + q);
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  }
  await ctx.database.close();
}
main();
