// npm run db:migrate — applies pending migrations to the configured database and exits.
import { config } from '../server/config';
import { createAppContext } from '../server/context';

async function run(): Promise<void> {
  const ctx = await createAppContext(config());
  console.log(`migrations applied (${ctx.database.engine})`);
  await ctx.database.close();
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
