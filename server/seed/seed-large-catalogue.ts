// A large catalogue for benchmarks: N more artworks (with editions) by generated artists, on
// top of the demo catalogue. Pictures are reused from the artworks already there (at most a few
// dozen new ones are rendered), and rows go in as multi-row inserts, several batches per
// transaction, so 100,000 artworks take a minute or two on PGlite and on PostgreSQL. The parts:
// large-catalogue-tables (names, styles, media), -pictures, -artists and -artworks.
import { isNotNull, sql } from 'drizzle-orm';
import {
  artists,
  artworkCategories,
  artworkImages,
  artworks,
  editions,
  institutions,
  provenanceEvents,
} from '../db/schema';
import { indexStaleArtworks, setCuratedTags } from '../modules/search/search-index.repository';
import type { ArtStyle } from './art/render';
import { insertUnnest } from './bulk-insert';
import { artistSeeds } from './data/artists';
import { generateArtists } from './large-catalogue-artists';
import { buildArtwork, emptyBatch, type ArtworkBatch } from './large-catalogue-artworks';
import { picturePool } from './large-catalogue-pictures';
import { hashSeed, Random } from './random';
import type { SeedContext } from './seed-demo';

export interface LargeCatalogueOptions {
  artworks: number;
  log?: (line: string) => void;
  /** Rows per INSERT statement. */
  batchSize?: number;
  seed?: number;
}

export interface LargeCatalogueSummary {
  artworks: number;
  editions: number;
  provenanceEvents: number;
  artists: number;
  newImages: number;
  durationMs: number;
  /** Time spent building rows in JavaScript and inserting them. */
  buildMs: number;
  insertMs: number;
}

const batchesPerTransaction = 5;

export async function seedLargeCatalogue(
  ctx: SeedContext,
  options: LargeCatalogueOptions,
): Promise<LargeCatalogueSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const total = Math.max(0, Math.floor(options.artworks));
  const batchSize = options.batchSize ?? 1000;
  const now = ctx.now();
  const runTag = now.getTime().toString(36);
  const rng = new Random(options.seed ?? hashSeed('large', total, runTag));

  const categoryRows = await ctx.db
    .select({ id: artworkCategories.id, handle: artworkCategories.handle })
    .from(artworkCategories);
  if (!categoryRows.length) {
    throw new Error('The large catalogue builds on the demo catalogue: seed the demo data first.');
  }
  const categoryIds = new Map(categoryRows.map((row) => [row.handle, row.id]));
  const institutionRows = await ctx.db
    .select({ id: institutions.id, nameEn: institutions.nameEn, nameKo: institutions.nameKo })
    .from(institutions);
  const institutionIds = institutionRows.map((row) => row.id);
  const institutionById = new Map(institutionRows.map((row) => [row.id, row]));
  // Certificate numbers continue after the editions already there.
  const [{ editionsBefore } = { editionsBefore: 0 }] = await ctx.db
    .select({ editionsBefore: sql<number>`count(*)::int` })
    .from(editions);
  const certificates = { sequence: Number(editionsBefore) };
  const portraits = (
    await ctx.db
      .select({ imageId: artists.imageId })
      .from(artists)
      .where(isNotNull(artists.imageId))
      .limit(500)
  ).map((row) => row.imageId!);
  const pool = await picturePool(ctx, log);

  // Artists: about one for every forty works, spread over the categories.
  const artistCount = Math.max(1, Math.ceil(total / 40));
  const { generated, artistRows } = generateArtists(rng, artistCount, runTag, portraits);
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < artistRows.length; i += 5000)
      await insertUnnest(tx, artists, artistRows.slice(i, i + 5000));
  });
  log(`  ${artistRows.length} artists`);

  const seriesByStyle = new Map<ArtStyle, [string, string][]>();
  for (const seed of artistSeeds) {
    seriesByStyle.set(seed.style, [...(seriesByStyle.get(seed.style) ?? []), ...seed.series]);
  }

  let editionCount = 0;
  let provenanceCount = 0;
  let made = 0;
  let buildMs = 0;
  let insertMs = 0;
  let batchInTransaction: ArtworkBatch[] = [];
  const ground = {
    rng,
    now,
    runTag,
    artists: generated,
    seriesByStyle,
    picturesByCategory: pool.byCategory,
    institutionIds,
    institutionById,
    categoryIds,
    fallbackCategoryId: categoryRows[0]!.id,
    certificates,
  };

  const flush = async () => {
    if (!batchInTransaction.length) return;
    const batches = batchInTransaction;
    batchInTransaction = [];
    const insertStarted = Date.now();
    await ctx.db.transaction(async (tx) => {
      for (const batch of batches) {
        await insertUnnest(tx, artworks, batch.artworks);
        await insertUnnest(tx, editions, batch.editions);
        await insertUnnest(tx, artworkImages, batch.links);
        await setCuratedTags(tx, batch.searchTags);
        await insertUnnest(tx, provenanceEvents, batch.provenance);
      }
    });
    insertMs += Date.now() - insertStarted;
  };

  while (made < total) {
    const buildStarted = Date.now();
    const count = Math.min(batchSize, total - made);
    const batch = emptyBatch();
    for (let k = 0; k < count; k += 1) buildArtwork(ground, made + k, batch);
    editionCount += batch.editions.length;
    provenanceCount += batch.provenance.length;
    made += count;
    buildMs += Date.now() - buildStarted;
    batchInTransaction.push(batch);
    if (batchInTransaction.length >= batchesPerTransaction) await flush();
    if (made % 10_000 === 0 || made === total)
      log(`  artworks ${made.toLocaleString('en')}/${total.toLocaleString('en')}`);
  }
  await flush();
  const indexStarted = Date.now();
  await indexStaleArtworks(ctx.db);
  log(`  search documents built in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`);
  // Fresh statistics, so the planner picks the list indexes from the first request on, and a
  // visibility map, so counting a category's price range reads the index alone (PGlite has no
  // autovacuum to do it later).
  const analyzeStarted = Date.now();
  await ctx.db.execute(sql`vacuum analyze artworks`);
  await ctx.db.execute(sql`analyze editions, provenance_events, artists`);
  // The search tables were written twice (a row per work, then its document and tags): rewritten
  // compact, a scan of them no longer crosses the first version's empty pages (a third of the
  // facets table at 100k works).
  await ctx.db.execute(sql`vacuum full analyze artwork_search`);
  await ctx.db.execute(sql`vacuum full analyze artwork_search_facets`);
  log(`  vacuumed and analyzed in ${((Date.now() - analyzeStarted) / 1000).toFixed(1)} s`);
  return {
    artworks: made,
    editions: editionCount,
    provenanceEvents: provenanceCount,
    artists: artistRows.length,
    newImages: pool.newImages,
    durationMs: Date.now() - started,
    buildMs,
    insertMs,
  };
}
