import { readConfig } from '@/server/config';
import { createAppContext } from '@/server/context';
import { seedDemoData } from '@/server/seed/seed-demo';
import { seedLargeCatalogue } from '@/server/seed/seed-large-catalogue';
async function main() {
  const ctx = await createAppContext(readConfig({ ...process.env, DATA_DIR: '/tmp/seedmem' }), { dataDir: process.env.URL ? undefined : 'memory://', databaseUrl: process.env.URL });
  await seedDemoData(ctx, { imageScale: 0.1 });
  const r = await seedLargeCatalogue(ctx, { artworks: Number(process.env.N ?? 20000) });
  console.log(r);
  await ctx.database.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
