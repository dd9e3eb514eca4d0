// Latency of the marketplace keyword (`q` of store/artwork, and store/opensearch/all) on a
// seeded catalogue (issue 21, ADR 0055): what a read that misses the caches costs, the page of
// ids and the capped count of GET /v3/store/artwork (the keyword's matches gathered once for
// both, as the service does), and the artwork hits of the site search, each alone,
// sequentially, on the database of DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL).
//
//   npm run db:seed -- --artworks 100000            # once, into DATA_DIR or DATABASE_URL
//   npx tsx bench/keyword-search.ts [--rounds 15]
import { config } from '../server/config';
import { gatherKeywordMatches } from '../server/lib/artwork-keyword';
import { createAppContext } from '../server/context';
import {
  countArtworksUpTo,
  findArtworkIds,
  type ArtworkWhere,
} from '../server/modules/artworks/artwork.repository';
import { searchArtworks } from '../server/modules/search/search.repository';
import { ARTWORK_COUNT_CAP } from '../server/modules/artworks/artwork.service';
import type { ArtworkOrder } from '../schemas/artwork-filters';

const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg >= 0 ? Number(process.argv[roundsArg + 1]) : 15;

const keywords = ['landscape', '풍경', 'abstract', '추상', 'oil', '유화', 'Forest', 'zzqxv'];
const ongoing: ArtworkWhere['statuses'] = ['on_sale', 'release_soon'];

interface Case {
  name: string;
  where: ArtworkWhere;
  order: ArtworkOrder;
}

const cases: Case[] = keywords.flatMap((q) => [
  { name: `q=${q}`, where: { statuses: ongoing, q }, order: 'newest' as const },
  {
    name: `q=${q} ₩1–5m price_asc`,
    where: { statuses: ongoing, q, minPriceKrw: 1_000_000, maxPriceKrw: 5_000_000 },
    order: 'price_asc' as const,
  },
]);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(
  run: () => Promise<unknown>,
): Promise<{ p50: number; p95: number; max: number }> {
  await run(); // warm: plans and pages
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

async function main(): Promise<void> {
  const ctx = await createAppContext(config());
  console.log(`engine: ${ctx.database.engine}, ${rounds} rounds each, ms`);
  const rows: Record<string, string | number>[] = [];
  for (const c of cases) {
    let hits = 0;
    let count = 0;
    const list = await time(async () => {
      // As the service does: the keyword's matches gathered once, for the page and the count.
      const gathered = await gatherKeywordMatches(ctx.db, c.where.q!);
      const ids = await findArtworkIds(
        ctx.db,
        c.where,
        c.order,
        { limit: 20, offset: 0 },
        gathered,
      );
      const counted = await countArtworksUpTo(ctx.db, c.where, ARTWORK_COUNT_CAP, gathered);
      hits = ids.length;
      count = counted.count;
    });
    rows.push({
      call: `store/artwork ${c.name}`,
      page: hits,
      count,
      p50: list.p50.toFixed(1),
      p95: list.p95.toFixed(1),
      max: list.max.toFixed(1),
    });
  }
  for (const q of keywords) {
    let count = 0;
    const search = await time(async () => {
      count = (await searchArtworks(ctx.db, q, 8)).count;
    });
    rows.push({
      call: `opensearch artworks ${q}`,
      page: Math.min(count, 8),
      count,
      p50: search.p50.toFixed(1),
      p95: search.p95.toFixed(1),
      max: search.max.toFixed(1),
    });
  }
  console.table(rows);
  await ctx.database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
