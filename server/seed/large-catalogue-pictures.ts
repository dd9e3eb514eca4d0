// The large catalogue's pictures (seed-large-catalogue.ts): the artworks already there lend theirs,
// and at most a few dozen are rendered for a category that has none yet.
import { eq, isNotNull } from 'drizzle-orm';
import { artworkCategories, artworks, images } from '../db/schema';
import { newId } from '../lib/ids';
import type { NewImageRow } from '../modules/media/image-processing';
import { palettes, type PaletteName } from './art/palettes';
import { pickSize, pictureSize } from './catalogue-rules';
import type { PictureJob } from './demo-plan';
import { categoryWeights, stylesByCategory } from './large-catalogue-tables';
import { defaultConcurrency, mapConcurrent, producePicture } from './pictures';
import { hashSeed, Random } from './random';
import { insertChunked, type SeedContext } from './seed-demo';

const maxNewPictures = 40;

/** Pictures to reuse, by category handle; renders a few when a category has none yet. */
export async function picturePool(
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
