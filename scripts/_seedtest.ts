import { readConfig } from '@/server/config';
import { createAppContext } from '@/server/context';
import { seedDemoData } from '@/server/seed/seed-demo';
async function main() {
  const config = readConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '/tmp/seedcheck' });
  const ctx = await createAppContext(config);
  const summary = await seedDemoData(ctx, { log: (l) => console.log(l), imageScale: Number(process.env.SCALE ?? 1) });
  console.log(summary);
  await ctx.database.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
