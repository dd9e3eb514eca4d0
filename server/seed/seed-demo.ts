// Seeds the demo catalogue into an empty database: pictures first (rendered and stored
// concurrently), then every row in one transaction, so a failed run leaves nothing behind and
// the next start simply tries again. Does nothing when artworks already exist.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  artists,
  artworkCategories,
  artworkImages,
  artworks,
  contents,
  couponArtworks,
  coupons,
  editions,
  exchangeRates,
  exhibitionArtworks,
  exhibitionHighlights,
  exhibitions,
  fairs,
  faqs,
  images,
  institutions,
  paymentProviders,
  provenanceEvents,
  rollingBanners,
  systemSettings,
} from '../db/schema';
import type { NewImageRow } from '../modules/media/image-processing';
import type { StoragePort } from '../modules/media/storage.port';
import { indexStaleArtworks, setCuratedTags } from '../modules/search/search-index.repository';
import { planDemoCoupons } from './data/coupons';
import { insertDemoConditions, planDemoConditions, produceDefectPhotos } from './demo-condition';
import { insertDemoInquiries } from './demo-inquiries';
import { insertDemoOffers, planDemoOffers } from './demo-offers';
import { demoSellerInstitution, insertDemoSeller } from './demo-seller';
import { ensureDemoStaff } from './demo-staff';
import { demoSeedVersion, planDemoCatalogue } from './demo-catalogue';
import type { DemoCatalogue } from './demo-plan';
import { openPictureCache } from './picture-cache';
import { Random, hashSeed } from './random';
import { defaultConcurrency, mapConcurrent, producePicture, type PictureContext } from './pictures';

export interface SeedContext {
  db: Database;
  storage: StoragePort;
  now(): Date;
}

export interface SeedOptions {
  log?: (line: string) => void;
  /** Multiplies picture sizes; tests use a small value to stay fast. */
  imageScale?: number;
  /** Pictures in flight at once. */
  concurrency?: number;
}

export interface SeedSummary {
  skipped: boolean;
  reason?: string;
  version: string;
  counts: Record<string, number>;
  durationMs: number;
  imagesMs: number;
  insertMs: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Pick<Database, 'select' | 'insert' | 'execute'> | Transaction;

/** Any key will do, as long as every process seeding the same database uses the same one. */
const seedLockKey = 727_020_261;

export async function isDatabaseEmpty(db: Pick<Executor, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: artworks.id }).from(artworks).limit(1);
  return rows.length === 0;
}

/** Multi-row inserts in chunks that stay well under PostgreSQL's 65,535 parameters. */
export async function insertChunked<T extends PgTable>(
  db: Pick<Executor, 'insert'>,
  table: T,
  rows: T['$inferInsert'][],
  columns = 40,
): Promise<void> {
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

class AlreadySeeded extends Error {}

async function producePictures(
  catalogue: DemoCatalogue,
  ctx: SeedContext,
  options: SeedOptions,
): Promise<NewImageRow[]> {
  const log = options.log ?? (() => {});
  const concurrency = options.concurrency ?? defaultConcurrency();
  const artworkByImage = new Map(catalogue.artworks.map((a) => [a.imageId, a.id]));
  const context: PictureContext = {
    storage: ctx.storage,
    at: ctx.now(),
    artworkPictures: new Map(),
    cache: openPictureCache(),
    widthCm: (artworkId) => {
      const meta = catalogue.artworkMeta.get(artworkId)!;
      return {
        widthCm: meta.widthCm,
        heightCm: meta.heightCm,
        framed: meta.category !== 'painting',
      };
    },
  };
  const viewCount = [...catalogue.views.values()].reduce((sum, jobs) => sum + jobs.length, 0);
  const total = catalogue.pictures.length + catalogue.scenes.length + viewCount;
  context.viewSources = new Map();
  let done = 0;
  const report = () => {
    done += 1;
    if (done % 50 === 0 || done === total) log(`  pictures ${done}/${total}`);
  };
  const viewRows: NewImageRow[] = [];
  const rows = await mapConcurrent(catalogue.pictures, concurrency, async (job) => {
    const { row, variant750, full } = await producePicture(job, context);
    const artworkId = artworkByImage.get(job.imageId);
    if (artworkId) context.artworkPictures.set(artworkId, variant750);
    report();
    // The work's other views at once, from its full-size picture, which is then let go.
    const views = catalogue.views.get(job.imageId) ?? [];
    if (views.length) {
      context.viewSources!.set(job.imageId, full);
      for (const view of views) {
        viewRows.push((await producePicture(view, context)).row);
        report();
      }
      context.viewSources!.delete(job.imageId);
    }
    return row;
  });
  const sceneRows = await mapConcurrent(catalogue.scenes, concurrency, async (job) => {
    const { row } = await producePicture(job, context);
    report();
    return row;
  });
  return [...rows, ...viewRows, ...sceneRows];
}

async function insertCatalogue(
  tx: Transaction,
  catalogue: DemoCatalogue,
  imageRows: NewImageRow[],
  now: Date,
) {
  await insertChunked(tx, images, imageRows, 10);
  await insertChunked(tx, artworkCategories, catalogue.categories, 6);
  await insertChunked(tx, institutions, catalogue.institutions, 24);
  await insertChunked(tx, artists, catalogue.artists, 15);
  await insertChunked(tx, artworks, catalogue.artworks, 36);
  await insertChunked(tx, artworkImages, catalogue.artworkImages, 3);
  await setCuratedTags(tx, catalogue.searchTags);
  await insertChunked(tx, editions, catalogue.editions, 10);
  await insertChunked(tx, fairs, catalogue.fairs, 14);
  await insertChunked(tx, exhibitions, catalogue.exhibitions, 22);
  await insertChunked(tx, exhibitionArtworks, catalogue.exhibitionArtworks, 3);
  await insertChunked(tx, provenanceEvents, catalogue.provenanceEvents, 11);
  await insertChunked(tx, exhibitionHighlights, catalogue.highlights, 12);
  await insertChunked(tx, rollingBanners, catalogue.banners, 11);
  await insertChunked(tx, faqs, catalogue.faqs, 8);
  await insertChunked(tx, contents, catalogue.contents, 14);
  await tx.insert(exchangeRates).values(catalogue.exchangeRates).onConflictDoNothing();
  await tx.insert(paymentProviders).values(catalogue.paymentProviders).onConflictDoNothing();
  const demoCoupons = planDemoCoupons(
    now,
    catalogue.artworks.filter((a) => a.purchaseStatus === 'on_sale').map((a) => a.id),
  );
  await tx.insert(coupons).values(demoCoupons.coupons).onConflictDoNothing();
  if (demoCoupons.couponArtworks.length) {
    await tx.insert(couponArtworks).values(demoCoupons.couponArtworks).onConflictDoNothing();
  }
  const sellerGallery = demoSellerInstitution(catalogue.artworks);
  if (sellerGallery) await insertDemoSeller(tx, sellerGallery, now);
  await ensureDemoStaff(tx, now);
  await insertDemoInquiries(tx, {
    now,
    artworks: catalogue.artworks,
    partnerGallery: sellerGallery,
    pictures: imageRows,
  });
  await insertDemoOffers(tx, {
    now,
    plan: planDemoOffers({
      artworks: catalogue.artworks,
      editions: catalogue.editions,
      institutions: catalogue.institutions,
      partnerGallery: sellerGallery,
    }),
    usdRate:
      Number(catalogue.exchangeRates.find((rate) => rate.currencyCode === 'usd')?.krwPerUnit) ||
      null,
  });
  await tx
    .insert(systemSettings)
    .values({
      key: 'seed',
      value: {
        version: demoSeedVersion,
        seededAt: now.toISOString(),
        artworks: catalogue.artworks.length,
      },
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: {
        value: {
          version: demoSeedVersion,
          seededAt: now.toISOString(),
          artworks: catalogue.artworks.length,
        },
        updatedAt: now,
      },
    });
}

function countsOf(catalogue: DemoCatalogue, imageCount: number): Record<string, number> {
  return {
    categories: catalogue.categories.length,
    institutions: catalogue.institutions.length,
    artists: catalogue.artists.length,
    artworks: catalogue.artworks.length,
    editions: catalogue.editions.length,
    exhibitions: catalogue.exhibitions.length,
    provenanceEvents: catalogue.provenanceEvents.length,
    exhibitionHighlights: catalogue.highlights.length,
    fairs: catalogue.fairs.length,
    rollingBanners: catalogue.banners.length,
    faqs: catalogue.faqs.length,
    contents: catalogue.contents.length,
    paymentProviders: catalogue.paymentProviders.length,
    exchangeRates: catalogue.exchangeRates.length,
    images: imageCount,
  };
}

export async function seedDemoData(
  ctx: SeedContext,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const skipped = (reason: string): SeedSummary => ({
    skipped: true,
    reason,
    version: demoSeedVersion,
    counts: {},
    durationMs: Date.now() - started,
    imagesMs: 0,
    insertMs: 0,
  });
  if (!(await isDatabaseEmpty(ctx.db))) return skipped('the catalogue already has artworks');

  const now = ctx.now();
  const catalogue = planDemoCatalogue({ now, imageScale: options.imageScale });
  log(
    `Demo catalogue: ${catalogue.artists.length} artists, ${catalogue.artworks.length} artworks, ` +
      `${catalogue.pictures.length + catalogue.scenes.length} pictures to render`,
  );
  const imagesStarted = Date.now();
  const imageRows = await producePictures(catalogue, ctx, options);
  // Condition reports and history; defect photos are cut from the works' pictures just made.
  const conditions = planDemoConditions(catalogue, new Random(hashSeed('conditions')), now);
  const defectRows = await produceDefectPhotos(conditions, imageRows, ctx.storage, now);
  const imagesMs = Date.now() - imagesStarted;
  log(`  pictures done in ${(imagesMs / 1000).toFixed(1)} s`);

  const insertStarted = Date.now();
  try {
    await ctx.db.transaction(async (tx) => {
      // Two processes starting on one empty database must not both seed it.
      await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
      if (!(await isDatabaseEmpty(tx))) throw new AlreadySeeded();
      await insertCatalogue(tx, catalogue, imageRows, now);
      await insertDemoConditions(tx, conditions, defectRows);
    });
  } catch (error) {
    if (error instanceof AlreadySeeded)
      return skipped('another process seeded the catalogue first');
    throw error;
  }
  const insertMs = Date.now() - insertStarted;
  log(`  rows inserted in ${(insertMs / 1000).toFixed(1)} s`);
  await indexStaleArtworks(ctx.db);
  return {
    skipped: false,
    version: demoSeedVersion,
    counts: countsOf(catalogue, imageRows.length + defectRows.length),
    durationMs: Date.now() - started,
    imagesMs,
    insertMs,
  };
}
