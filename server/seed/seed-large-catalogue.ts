// A large catalogue for benchmarks: N more artworks (with editions) by generated artists, on
// top of the demo catalogue. Pictures are reused from the artworks already there (at most a few
// dozen new ones are rendered), and rows go in as multi-row inserts, several batches per
// transaction, so 100,000 artworks take a minute or two on PGlite and on PostgreSQL.
import { eq, isNotNull, sql } from 'drizzle-orm';
import {
  artists,
  artworkCategories,
  artworkImages,
  artworks,
  editions,
  images,
  institutions,
  provenanceEvents,
} from '../db/schema';
import { newId } from '../lib/ids';
import type { NewImageRow } from '../modules/media/image-processing';
import { palettes, type PaletteName } from './art/palettes';
import type { ArtStyle } from './art/render';
import {
  pickEditionSize,
  pickFrame,
  pickInterest,
  pickPrice,
  pickSignature,
  pickSize,
  pickStatus,
  pictureSize,
  planEditions,
  pricePerHo,
  roundPrice,
  slugify,
} from './catalogue-rules';
import { artistSeeds, type Career } from './data/artists';
import { describeArtwork, standaloneTitles } from './data/artwork-text';
import type { CategoryHandle } from './data/categories';
import { media, type MediumKey } from './data/media';
import type { PictureJob } from './demo-catalogue';
import { defaultConcurrency, mapConcurrent, producePicture } from './pictures';
import { josa } from './korean';
import { hashSeed, Random } from './random';
import { insertUnnest } from './bulk-insert';
import { searchTagsFor } from './data/search-tags';
import { paletteColours, seriesSubjects, styleSubjects } from './data/artwork-subjects';
import { indexStaleArtworks, setCuratedTags } from '../modules/search/search-index.repository';
import { certificateNumber, planProvenance } from './provenance';
import { insertChunked, type SeedContext } from './seed-demo';

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

const day = 86_400_000;
const maxNewPictures = 40;
const batchesPerTransaction = 5;

const surnames: [string, string][] = [
  ['Kim', '김'],
  ['Lee', '이'],
  ['Park', '박'],
  ['Choi', '최'],
  ['Jung', '정'],
  ['Kang', '강'],
  ['Cho', '조'],
  ['Yoon', '윤'],
  ['Jang', '장'],
  ['Lim', '임'],
  ['Han', '한'],
  ['Oh', '오'],
  ['Seo', '서'],
  ['Shin', '신'],
  ['Kwon', '권'],
  ['Hwang', '황'],
  ['Ahn', '안'],
  ['Song', '송'],
  ['Ryu', '류'],
  ['Hong', '홍'],
  ['Jeon', '전'],
  ['Go', '고'],
  ['Moon', '문'],
  ['Yang', '양'],
];
const syllables: [string, string][] = [
  ['seo', '서'],
  ['yeon', '연'],
  ['min', '민'],
  ['ji', '지'],
  ['hyun', '현'],
  ['woo', '우'],
  ['ha', '하'],
  ['eun', '은'],
  ['jun', '준'],
  ['su', '수'],
  ['jin', '진'],
  ['young', '영'],
  ['yun', '윤'],
  ['jae', '재'],
  ['hye', '혜'],
  ['do', '도'],
  ['a', '아'],
  ['rin', '린'],
  ['ho', '호'],
  ['hee', '희'],
  ['tae', '태'],
  ['kyung', '경'],
  ['so', '소'],
  ['ye', '예'],
  ['na', '나'],
  ['da', '다'],
  ['gyu', '규'],
  ['dong', '동'],
  ['sang', '상'],
  ['se', '세'],
];

const stylesByCategory: Record<CategoryHandle, ArtStyle[]> = {
  painting: ['colorField', 'geometric', 'gestural', 'dotField', 'horizon', 'dansaekhwa', 'inkWash'],
  'works-on-paper': ['drawing'],
  print: ['print'],
  photography: ['photograph'],
  sculpture: ['sculpture'],
  'mixed-media': ['collage'],
};
const mediaByCategory: Record<CategoryHandle, MediumKey[]> = {
  painting: ['oilCanvas', 'acrylicCanvas', 'oilLinen', 'inkColourHanji', 'hanjiAcrylicCanvas'],
  'works-on-paper': ['graphitePaper', 'charcoalPaper', 'inkPaper', 'colouredPencilPaper'],
  print: ['screenprint', 'woodcut'],
  photography: ['pigmentPrint', 'cPrint', 'gelatinSilver'],
  sculpture: ['bronze', 'stoneware', 'whitePorcelain', 'marble'],
  'mixed-media': ['collagePanel', 'collagePaper'],
};
const categoryWeights: [CategoryHandle, number][] = [
  ['painting', 45],
  ['works-on-paper', 14],
  ['print', 14],
  ['photography', 12],
  ['sculpture', 8],
  ['mixed-media', 7],
];

interface GeneratedArtist {
  id: string;
  nameEn: string;
  nameKo: string;
  category: CategoryHandle;
  style: ArtStyle;
  career: Career;
  perHo: number;
  birthYear: number;
}

/** Pictures to reuse, by category handle; renders a few when a category has none yet. */
async function picturePool(
  ctx: SeedContext,
  log: (line: string) => void,
): Promise<{
  byCategory: Map<string, string[]>;
  newImages: number;
}> {
  const rows = await ctx.db
    .selectDistinct({ imageId: artworks.imageId, category: artworkCategories.handle })
    .from(artworks)
    .innerJoin(artworkCategories, eq(artworkCategories.id, artworks.categoryId))
    .where(isNotNull(artworks.imageId))
    .limit(20_000);
  const byCategory = new Map<string, string[]>();
  for (const row of rows) {
    const list = byCategory.get(row.category) ?? [];
    list.push(row.imageId!);
    byCategory.set(row.category, list);
  }
  const missing = categoryWeights
    .map(([handle]) => handle)
    .filter((handle) => !byCategory.get(handle)?.length);
  if (!missing.length) return { byCategory, newImages: 0 };

  const perCategory = Math.max(1, Math.floor(maxNewPictures / missing.length));
  const rng = new Random(hashSeed('large-pictures'));
  const jobs: (PictureJob & { category: string })[] = missing.flatMap((category) =>
    Array.from({ length: perCategory }, (_, i) => {
      const style = rng.pick(stylesByCategory[category]);
      const size = pickSize(rng, category, style, 'mid');
      const [width, height] = pictureSize(category, size, 1200);
      return {
        kind: 'artwork' as const,
        category,
        imageId: newId('img'),
        folder: 'artworks',
        style,
        seed: hashSeed('large', category, i),
        palette: rng.pick(Object.keys(palettes) as PaletteName[]),
        width,
        height,
        editionLabel: category === 'print' ? `1/${rng.pick([10, 15, 20])}` : undefined,
      };
    }),
  );
  log(`  rendering ${jobs.length} pictures for categories without any: ${missing.join(', ')}`);
  const context = {
    storage: ctx.storage,
    at: ctx.now(),
    artworkPictures: new Map(),
    widthCm: () => ({ widthCm: 1, heightCm: 1, framed: false }),
  };
  const produced: NewImageRow[] = await mapConcurrent(
    jobs,
    defaultConcurrency(),
    async (job) => (await producePicture(job, context)).row,
  );
  await insertChunked(ctx.db, images, produced, 10);
  jobs.forEach((job) =>
    byCategory.set(job.category, [...(byCategory.get(job.category) ?? []), job.imageId]),
  );
  return { byCategory, newImages: produced.length };
}

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
  let certificateSequence = Number(editionsBefore);
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
  const generated: GeneratedArtist[] = [];
  const artistRows: (typeof artists.$inferInsert)[] = [];
  for (let i = 0; i < artistCount; i += 1) {
    const a = rng.fork('artist', i);
    const [surEn, surKo] = a.pick(surnames);
    const [g1en, g1ko] = a.pick(syllables);
    const [g2en, g2ko] = a.pick(syllables);
    const nameEn = `${surEn} ${g1en[0]!.toUpperCase()}${g1en.slice(1)}${g2en}`;
    const nameKo = `${surKo}${g1ko}${g2ko}`;
    const category = a.weighted(categoryWeights);
    const career = a.weighted([
      ['emerging', 45],
      ['mid', 40],
      ['established', 15],
    ] as const);
    const birthYear = {
      emerging: a.int(1988, 2000),
      mid: a.int(1972, 1990),
      established: a.int(1950, 1975),
    }[career];
    const id = newId('ast');
    const template = a.pick(artistSeeds.filter((seed) => seed.category === category));
    generated.push({
      id,
      nameEn,
      nameKo,
      category,
      style: a.pick(stylesByCategory[category]),
      career,
      perHo: pricePerHo(a, career),
      birthYear,
    });
    artistRows.push({
      id,
      handle: `${slugify(nameEn)}-${runTag}-${i.toString(36)}`,
      nameEn,
      nameKo,
      // Borrow the way of working of a demo artist in the same medium, in the third person.
      bioEn: `${nameEn} was born in ${birthYear} and lives and works in Korea. ${template.bioEn.split('. ').slice(1).join('. ')}`,
      bioKo: `${josa(nameKo, '은/는')} ${birthYear}년에 태어나 한국에서 살며 작업한다. ${template.bioKo.split('. ').slice(1).join('. ')}`,
      birthYear,
      nationalityEn: 'Korean',
      nationalityKo: '대한민국',
      imageId: portraits.length ? a.pick(portraits) : null,
      wishesCount: pickInterest(a).wishesCount,
    });
  }
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
  let batchInTransaction: {
    artworks: (typeof artworks.$inferInsert)[];
    editions: (typeof editions.$inferInsert)[];
    links: (typeof artworkImages.$inferInsert)[];
    provenance: (typeof provenanceEvents.$inferInsert)[];
    searchTags: { artworkId: string; tags: string[] }[];
  }[] = [];

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
    const batch = {
      artworks: [] as (typeof artworks.$inferInsert)[],
      editions: [] as (typeof editions.$inferInsert)[],
      links: [] as (typeof artworkImages.$inferInsert)[],
      provenance: [] as (typeof provenanceEvents.$inferInsert)[],
      searchTags: [] as { artworkId: string; tags: string[] }[],
    };
    for (let k = 0; k < count; k += 1) {
      const index = made + k;
      const w = rng.fork('work', index);
      const artist = generated[index % generated.length]!;
      const mediumKey = w.pick(mediaByCategory[artist.category]);
      const [mediumEn, mediumKo] = media[mediumKey];
      const size = pickSize(w, artist.category, artist.style, artist.career);
      const status = pickStatus(w, artist.career);
      const editionSize = pickEditionSize(w, artist.category, mediumKey);
      const publishedAt = new Date(
        now.getTime() - (status === 'release_soon' ? w.float(0.5, 14) : w.float(1, 730)) * day,
      );
      const year = Math.max(artist.birthYear + 22, publishedAt.getUTCFullYear() - w.int(0, 2));
      const price =
        status === 'not_for_sale'
          ? null
          : pickPrice(w, artist.category, artist.career, size, artist.perHo);
      const fromSeries = w.chance(0.75);
      const [seriesEn, seriesKo] = fromSeries
        ? w.pick(seriesByStyle.get(artist.style) ?? [['Untitled', '무제']])
        : w.pick(standaloneTitles[artist.style]);
      const number = w.int(1, 99);
      const titleEn = `${seriesEn} No. ${number}`;
      const titleKo = `${seriesKo} No. ${number}`;
      const series =
        fromSeries && seriesSubjects[seriesEn] ? ([seriesEn, seriesKo] as const) : null;
      // A fork, not a draw: the colours named leave every later choice of the work as it was.
      const palette = w.fork('colours').pick(Object.keys(paletteColours) as PaletteName[]);
      const [descriptionEn, descriptionKo] = describeArtwork(
        artist.style,
        {
          titleEn,
          titleKo,
          shortNameEn: artist.nameEn.split(' ')[0]!,
          category: artist.category,
          medium: mediumKey,
          year,
          editionSize,
          series,
          subject: series ? seriesSubjects[series[0]]! : styleSubjects[artist.style],
          colours: paletteColours[palette],
          widthCm: size.widthCm,
          heightCm: size.heightCm,
          depthCm: size.depthCm,
          ho: size.ho,
        },
        (items) => w.pick(items),
      );
      const frame = pickFrame(w, artist.category, size);
      const [signatureEn, signatureKo] = pickSignature(w, artist.category, mediumKey);
      const pictures = pool.byCategory.get(artist.category) ?? [...pool.byCategory.values()].flat();
      const imageId = pictures[index % pictures.length] ?? null;
      const bid = status === 'on_sale' && price && w.chance(0.12);
      const id = newId('art', publishedAt.getTime());
      const institutionId = institutionIds.length && w.chance(0.7) ? w.pick(institutionIds) : null;
      const institution = institutionId ? institutionById.get(institutionId)! : null;
      batch.artworks.push({
        id,
        handle: `${slugify(titleEn)}-${runTag}-${index.toString(36)}`,
        titleEn,
        titleKo,
        descriptionEn,
        descriptionKo,
        artistId: artist.id,
        institutionId,
        categoryId: categoryIds.get(artist.category) ?? categoryRows[0]!.id,
        year,
        mediumEn,
        mediumKo,
        widthCm: size.widthCm,
        heightCm: size.heightCm,
        depthCm: size.depthCm,
        sizeTotal: Math.round((size.widthCm + size.heightCm) * 10) / 10,
        frameSizeEn: frame?.[0] ?? null,
        frameSizeKo: frame?.[1] ?? null,
        signatureEn,
        signatureKo,
        price,
        purchaseStatus: status,
        releaseAt:
          status === 'release_soon' ? new Date(now.getTime() + w.float(2, 30) * day) : null,
        editionType: editionSize > 1 ? 'edition' : 'unique',
        editionSize,
        bidEnabled: Boolean(bid),
        lastBidPrice:
          bid && price && w.chance(0.6) ? roundPrice(price * w.float(0.72, 0.93)) : null,
        bidExpiresAt: bid ? new Date(now.getTime() + w.float(1, 9) * day) : null,
        imageId,
        ...pickInterest(w),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
      if (imageId) batch.links.push({ artworkId: id, imageId, rank: 0 });
      batch.searchTags.push({ artworkId: id, tags: searchTagsFor(artist.style) });
      for (const edition of planEditions(w, status, editionSize, publishedAt, now)) {
        const editionId = newId('edn', publishedAt.getTime());
        certificateSequence += 1;
        batch.editions.push({
          id: editionId,
          artworkId: id,
          editionNumber: edition.editionNumber,
          status: edition.status,
          soldAt: edition.soldAt,
          certificateNumber: certificateNumber(publishedAt, certificateSequence),
          certificateIssuedAt: publishedAt,
          createdAt: publishedAt,
          updatedAt: edition.soldAt ?? publishedAt,
        });
        batch.provenance.push(
          ...planProvenance(w, {
            editionId,
            year,
            publishedAt,
            status: edition.status,
            soldAt: edition.soldAt,
            artist,
            institution,
            now,
          }),
        );
      }
    }
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
  await ctx.db.execute(sql`vacuum analyze artwork_search`);
  await ctx.db.execute(sql`vacuum analyze artwork_search_facets`);
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
