// A work's views (rules §4.71–4.72): its pictures in order with their kinds and captions. The
// back office replaces the gallery views as a whole (a new order, added and removed ones in one
// write); defect photos, the condition report's, are never touched here.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artworkImages, artworks, images, type ArtworkImageKind } from '../../db/schema';
import { imageColumns } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import type { ImageDto } from '@/schemas/dto';

export interface ArtworkViewRow {
  imageId: string;
  image: ImageDto;
  kind: ArtworkImageKind;
  captionEn: string;
  captionKo: string;
  rank: number;
}

/**
 * Every picture of the work in order (rank, then image id), defect photos included; the work's
 * picture (`artworks.image_id`) first as its `main` view when it is not among them yet (a work
 * created with a picture and no views, or whose picture was changed on its form).
 */
export async function findArtworkViews(db: Executor, artworkId: string): Promise<ArtworkViewRow[]> {
  const [views, [work]] = await Promise.all([
    findLinkedViews(db, artworkId),
    db
      .select({ imageId: artworks.imageId, image: imageColumns })
      .from(artworks)
      .innerJoin(images, eq(images.id, artworks.imageId))
      .where(eq(artworks.id, artworkId))
      .limit(1),
  ]);
  const picture = work && toImageDto(work.image);
  if (!work?.imageId || !picture || views.some((view) => view.imageId === work.imageId)) {
    return views;
  }
  return [
    { imageId: work.imageId, image: picture, kind: 'main', captionEn: '', captionKo: '', rank: 0 },
    ...views,
  ];
}

async function findLinkedViews(db: Executor, artworkId: string): Promise<ArtworkViewRow[]> {
  const rows = await db
    .select({
      imageId: artworkImages.imageId,
      image: imageColumns,
      kind: artworkImages.kind,
      captionEn: artworkImages.captionEn,
      captionKo: artworkImages.captionKo,
      rank: artworkImages.rank,
    })
    .from(artworkImages)
    .innerJoin(images, eq(images.id, artworkImages.imageId))
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.rank), asc(images.id));
  return rows.flatMap((row) => {
    const image = toImageDto(row.image);
    return image ? [{ ...row, image }] : [];
  });
}

/** The ids among `imageIds` that name a stored image. */
export async function findExistingImageIds(
  db: Executor,
  imageIds: readonly string[],
): Promise<Set<string>> {
  if (!imageIds.length) return new Set();
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(inArray(images.id, [...imageIds]));
  return new Set(rows.map((row) => row.id));
}

export interface NewArtworkView {
  imageId: string;
  kind: Exclude<ArtworkImageKind, 'defect'>;
  captionEn: string;
  captionKo: string;
}

/**
 * Replaces the work's gallery views by `views`, ranked in their order after nothing else; its
 * picture (`artworks.image_id`, the one on cards) becomes the first (rules §4.72). Run it in a
 * transaction. A picture that was a defect photo of the work stays one.
 */
export async function replaceArtworkViews(
  tx: Executor,
  artworkId: string,
  views: readonly NewArtworkView[],
  now: Date,
): Promise<void> {
  const defects = await tx
    .select({ imageId: artworkImages.imageId })
    .from(artworkImages)
    .where(and(eq(artworkImages.artworkId, artworkId), eq(artworkImages.kind, 'defect')));
  const defectIds = new Set(defects.map((row) => row.imageId));
  await tx
    .delete(artworkImages)
    .where(and(eq(artworkImages.artworkId, artworkId), ne(artworkImages.kind, 'defect')));
  const shown = views.filter((view) => !defectIds.has(view.imageId));
  if (shown.length) {
    await tx.insert(artworkImages).values(
      shown.map((view, rank) => ({
        artworkId,
        imageId: view.imageId,
        kind: view.kind,
        captionEn: view.captionEn,
        captionKo: view.captionKo,
        rank,
      })),
    );
  }
  await tx
    .update(artworks)
    .set({ imageId: shown[0]?.imageId ?? null, updatedAt: now })
    .where(eq(artworks.id, artworkId));
}
