// npm run db:seed [-- --artworks N] — seeds the demo catalogue into an empty database and,
// with --artworks N, adds N more artworks for benchmarks. Prints a summary and timings.
import { config } from '../server/config';
import { createAppContext, type AppContext } from '../server/context';
import { seedDemoData } from '../server/seed/seed-demo';
import { seedLargeCatalogue } from '../server/seed/seed-large-catalogue';

function parseArgs(argv: string[]): { artworks: number } {
  let artworks = 0;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = arg.startsWith('--artworks=')
      ? arg.slice('--artworks='.length)
      : arg === '--artworks'
        ? argv[++i]
        : undefined;
    if (value !== undefined) {
      artworks = Number(value.replace(/[_,]/g, ''));
      if (!Number.isInteger(artworks) || artworks < 0)
        throw new Error(`--artworks needs a whole number, got "${value}"`);
    } else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run db:seed [-- --artworks N]');
      process.exit(0);
    } else {
      throw new Error(`unknown argument "${arg}" (usage: npm run db:seed [-- --artworks N])`);
    }
  }
  return { artworks };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** PGlite allows one process per data folder; say so plainly instead of a WebAssembly trace. */
async function run(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const cfg = config();
  const started = Date.now();
  // openDatabase takes the data folder's lock (server/db/data-dir-lock.ts) for PGlite.
  const ctx: AppContext = await createAppContext(cfg);
  const target = ctx.database.engine === 'pglite' ? `PGlite in ${cfg.dataDir}` : 'PostgreSQL';
  console.log(`database ready (${target}) in ${seconds(Date.now() - started)}`);
  try {
    const demo = await seedDemoData(ctx, { log: (line) => console.log(line) });
    if (demo.skipped) {
      console.log(`demo data: skipped (${demo.reason})`);
    } else {
      const counts = Object.entries(demo.counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ');
      console.log(`demo data ${demo.version}: ${counts}`);
      console.log(
        `  ${seconds(demo.durationMs)} (pictures ${seconds(demo.imagesMs)}, rows ${seconds(demo.insertMs)})`,
      );
    }
    if (args.artworks > 0) {
      console.log(`large catalogue: adding ${args.artworks.toLocaleString('en')} artworks`);
      const large = await seedLargeCatalogue(ctx, {
        artworks: args.artworks,
        log: (line) => console.log(line),
      });
      console.log(
        `large catalogue: ${large.artworks.toLocaleString('en')} artworks, ` +
          `${large.editions.toLocaleString('en')} editions, ${large.provenanceEvents.toLocaleString('en')} provenance events, ` +
          `${large.artists.toLocaleString('en')} artists, ` +
          `${large.newImages} new pictures in ${seconds(large.durationMs)} ` +
          `(building rows ${seconds(large.buildMs)}, inserting ${seconds(large.insertMs)})`,
      );
    }
    console.log(`done in ${seconds(Date.now() - started)}`);
  } finally {
    await ctx.database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
