// Runs picture jobs: render (SVG through sharp), process into the original and its variants,
// store through the storage port. Jobs run a few at a time: sharp works on libuv's thread pool,
// so a handful in flight keeps both cores busy without queuing hundreds of megabytes of pixels.
import os from 'node:os';
import type { RawImage, NewImageRow } from '../modules/media/image-processing';
import { newImageKey, processImage, storeProcessedImage } from '../modules/media/image-processing';
import type { StoragePort } from '../modules/media/storage.port';
import { palettes } from './art/palettes';
import { pictureHash, type PictureCache } from './picture-cache';
import { renderArtwork } from './art/render';
import { renderInstallationView } from './art/installation-view';
import { renderLogo } from './art/logo';
import { renderPortrait } from './art/portrait';
import { renderView } from './art/views';
import type { PictureJob } from './demo-plan';

/** Runs `task` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

export function defaultConcurrency(): number {
  return Math.max(4, Math.min(8, os.availableParallelism() * 3));
}

export interface PictureContext {
  storage: StoragePort;
  at: Date;
  /** The 750px webp of each artwork picture, by artwork id, for installation views. */
  artworkPictures: Map<string, Buffer>;
  widthCm(artworkId: string): { widthCm: number; heightCm: number; framed: boolean };
  /** Pictures made by an earlier seed with the same code (picture-cache.ts), if any. */
  cache?: PictureCache;
  /** The full-size picture (`_opt` webp) of each work a view is made from, by image id. */
  viewSources?: Map<string, Buffer>;
}

type InstallationWork = { image: Buffer; widthCm: number; heightCm: number; framed: boolean };

/** The works an installation view hangs: their pictures, already made, and their sizes. */
function installationWorks(
  job: Extract<PictureJob, { kind: 'installation' }>,
  context: PictureContext,
): InstallationWork[] {
  return job.works.flatMap((artworkId) => {
    const image = context.artworkPictures.get(artworkId);
    if (!image) return [];
    return [{ image, ...context.widthCm(artworkId) }];
  });
}

async function render(
  job: PictureJob,
  context: PictureContext,
  works: InstallationWork[],
  source: Buffer | undefined,
): Promise<RawImage> {
  switch (job.kind) {
    case 'artwork':
      return renderArtwork({
        style: job.style,
        seed: job.seed,
        palette: palettes[job.palette],
        width: job.width,
        height: job.height,
        editionLabel: job.editionLabel,
      });
    case 'portrait':
      return renderPortrait(job.seed, palettes[job.palette], job.size, job.sitter);
    case 'logo':
      return renderLogo(job.design, job.width, job.height);
    case 'installation':
      return renderInstallationView({
        seed: job.seed,
        width: job.width,
        height: job.height,
        wall: job.wall,
        floor: job.floor,
        layout: job.layout,
        caption: job.caption,
        works,
      });
    case 'view':
      if (!source) throw new Error(`view ${job.imageId}: its work's picture was not made`);
      return renderView(source, job.options);
  }
}

/**
 * Renders, processes and stores one picture; returns its `images` row, its 750px variant and its
 * full-size webp (`_opt`).
 */
export async function producePicture(
  job: PictureJob,
  context: PictureContext,
): Promise<{ row: NewImageRow; variant750: Buffer; full: Buffer }> {
  const key = newImageKey(job.folder, job.imageId, context.at);
  const works = job.kind === 'installation' ? installationWorks(job, context) : [];
  const source = job.kind === 'view' ? context.viewSources?.get(job.source) : undefined;
  // The cache knows a picture by what is drawn: not by its id (which only names the file), nor by
  // the ids of the works on an installation's wall, but by their pixels and sizes.
  const { imageId: _id, folder: _folder, ...drawn } = job;
  if ('source' in drawn) drawn.source = '';
  const hash =
    context.cache &&
    pictureHash({ ...drawn, works: works.map(({ image: _image, ...size }) => size) }, [
      ...works.map((work) => work.image),
      ...(source ? [source] : []),
    ]);
  let processed = hash ? context.cache!.read(hash, key) : undefined;
  if (!processed) {
    processed = await processImage(await render(job, context, works, source), {
      key,
      original: job.kind === 'logo' ? 'png' : 'jpeg',
      effort: 0,
    });
    if (hash) context.cache!.write(hash, processed);
  }
  await storeProcessedImage(context.storage, processed);
  const { files, ...row } = processed;
  const variant750 = files.find((file) => file.key.endsWith('_750px.webp'))!.body;
  const full = files.find((file) => file.key.endsWith('_opt.webp'))!.body;
  return { row: { id: job.imageId, ...row }, variant750, full };
}
