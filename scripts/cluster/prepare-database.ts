// Run by the cluster script before any instance starts (so that instances never seed at once):
// migrates DATABASE_URL, seeds the demo catalogue into it when it is empty (pictures into
// DATA_DIR/media, which every instance serves) and makes sure the demo back-office accounts
// exist, as `npm run demo` does. Prints one line per step.
import { config } from '../../server/config';
import { createAppContext } from '../../server/context';
import { ensureDemoStaff, isDemoDatabase } from '../../server/seed/demo-staff';
import { isDatabaseEmpty, seedDemoData } from '../../server/seed/seed-demo';

async function run(): Promise<void> {
  const ctx = await createAppContext(config());
  try {
    console.log('database migrated');
    if (await isDatabaseEmpty(ctx.db)) {
      console.log('empty database: creating the demo data (first start only, about a minute)');
      await seedDemoData(ctx, { log: (line) => console.log(line) });
    }
    if (await isDemoDatabase(ctx.db)) {
      await ctx.db.transaction((tx) => ensureDemoStaff(tx, ctx.now()));
    }
  } finally {
    await ctx.database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
