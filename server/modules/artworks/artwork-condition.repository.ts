// A work's condition report, its defect photos (artwork_images of kind `defect`) and its exhibition
// and literature entries (rules §4.74–4.75): read for the page and the back office, written by the
// back office's editor.
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artworkConditions,
  artworkHistoryEntries,
  artworkImages,
  artworks,
  editions,
  images,
  type ConditionGrade,
  type HistoryEntryKind,
} from '../../db/schema';
import { imageColumns } from '../../lib/image-columns';
import { newId } from '../../lib/ids';
import { toImageDto } from '../../lib/image-url';
import type { ImageDto } from '@/schemas/dto';
import type { EditionType } from '@/schemas/artwork-dto';

export interface ConditionRow {
  grade: ConditionGrade;
  notesEn: string;
  notesKo: string;
  checkedBy: string;
  checkedAt: Date;
  updatedAt: Date;
}

export interface DefectPhotoRow {
  imageId: string;
  image: ImageDto;
  captionEn: string;
  captionKo: string;
}

export interface HistoryEntryRow {
  id: string;
  kind: HistoryEntryKind;
  year: number | null;
  textEn: string;
  textKo: string;
  rank: number;
}

export interface RecordArtworkRow {
  id: string;
  handle: string;
  institutionId: string | null;
  editionType: EditionType;
  editionSize: number;
}

export async function findRecordArtwork(
  db: Executor,
  artworkId: string,
): Promise<RecordArtworkRow | null> {
  const [row] = await db
    .select({
      id: artworks.id,
      handle: artworks.handle,
      institutionId: artworks.institutionId,
      editionType: artworks.editionType,
      editionSize: artworks.editionSize,
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .limit(1);
  return row ?? null;
}

export async function findCondition(db: Executor, artworkId: string): Promise<ConditionRow | null> {
  const [row] = await db
    .select({
      grade: artworkConditions.grade,
      notesEn: artworkConditions.notesEn,
      notesKo: artworkConditions.notesKo,
      checkedBy: artworkConditions.checkedBy,
      checkedAt: artworkConditions.checkedAt,
      updatedAt: artworkConditions.updatedAt,
    })
    .from(artworkConditions)
    .where(eq(artworkConditions.artworkId, artworkId))
    .limit(1);
  return row ?? null;
}

export async function findDefectPhotos(db: Executor, artworkId: string): Promise<DefectPhotoRow[]> {
  const rows = await db
    .select({
      imageId: artworkImages.imageId,
      image: imageColumns,
      captionEn: artworkImages.captionEn,
      captionKo: artworkImages.captionKo,
    })
    .from(artworkImages)
    .innerJoin(images, eq(images.id, artworkImages.imageId))
    .where(and(eq(artworkImages.artworkId, artworkId), eq(artworkImages.kind, 'defect')))
    .orderBy(asc(artworkImages.rank), asc(artworkImages.imageId));
  return rows.flatMap((row) => {
    const image = toImageDto(row.image);
    return image ? [{ ...row, image }] : [];
  });
}

export async function findHistoryEntries(
  db: Executor,
  artworkId: string,
): Promise<HistoryEntryRow[]> {
  return db
    .select({
      id: artworkHistoryEntries.id,
      kind: artworkHistoryEntries.kind,
      year: artworkHistoryEntries.year,
      textEn: artworkHistoryEntries.textEn,
      textKo: artworkHistoryEntries.textKo,
      rank: artworkHistoryEntries.rank,
    })
    .from(artworkHistoryEntries)
    .where(eq(artworkHistoryEntries.artworkId, artworkId))
    .orderBy(asc(artworkHistoryEntries.kind), asc(artworkHistoryEntries.rank));
}

/** Every edition's number, status and whether it has a certificate (to pick the one shown). */
export async function findRecordEditions(db: Executor, artworkId: string) {
  const rows = await db
    .select({
      id: editions.id,
      editionNumber: editions.editionNumber,
      status: editions.status,
      certificateNumber: editions.certificateNumber,
      certificateIssuedAt: editions.certificateIssuedAt,
    })
    .from(editions)
    .where(eq(editions.artworkId, artworkId))
    .orderBy(asc(editions.editionNumber));
  return rows;
}

export async function upsertCondition(
  tx: Executor,
  artworkId: string,
  report: Omit<ConditionRow, 'updatedAt'>,
  now: Date,
): Promise<ConditionRow> {
  const [row] = await tx
    .insert(artworkConditions)
    .values({ artworkId, ...report, updatedAt: now })
    .onConflictDoUpdate({
      target: artworkConditions.artworkId,
      set: { ...report, updatedAt: now },
    })
    .returning({
      grade: artworkConditions.grade,
      notesEn: artworkConditions.notesEn,
      notesKo: artworkConditions.notesKo,
      checkedBy: artworkConditions.checkedBy,
      checkedAt: artworkConditions.checkedAt,
      updatedAt: artworkConditions.updatedAt,
    });
  return row!;
}

/** Replaces the work's exhibition and literature entries with `entries`, ranked in that order. */
export async function replaceHistoryEntries(
  tx: Executor,
  artworkId: string,
  entries: readonly Omit<HistoryEntryRow, 'id' | 'rank'>[],
  now: Date,
): Promise<void> {
  await tx.delete(artworkHistoryEntries).where(eq(artworkHistoryEntries.artworkId, artworkId));
  if (entries.length === 0) return;
  await tx.insert(artworkHistoryEntries).values(
    entries.map((entry, rank) => ({
      id: newId('hst', now.getTime()),
      artworkId,
      ...entry,
      rank,
      createdAt: now,
    })),
  );
}

export async function countDefectPhotos(tx: Executor, artworkId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(artworkImages)
    .where(and(eq(artworkImages.artworkId, artworkId), eq(artworkImages.kind, 'defect')));
  return Number(row?.n ?? 0);
}

/** Adds a defect photo after the work's other pictures. */
export async function insertDefectPhoto(
  tx: Executor,
  artworkId: string,
  photo: { imageId: string; captionEn: string; captionKo: string },
): Promise<void> {
  const [last] = await tx
    .select({ rank: max(artworkImages.rank) })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId));
  await tx.insert(artworkImages).values({
    artworkId,
    imageId: photo.imageId,
    kind: 'defect',
    captionEn: photo.captionEn,
    captionKo: photo.captionKo,
    rank: (last?.rank ?? -1) + 1,
  });
}

/** Removes one defect photo of the work (never a view of another kind); false when none was. */
export async function deleteDefectPhoto(
  tx: Executor,
  artworkId: string,
  imageId: string,
): Promise<boolean> {
  const removed = await tx
    .delete(artworkImages)
    .where(
      and(
        eq(artworkImages.artworkId, artworkId),
        eq(artworkImages.imageId, imageId),
        eq(artworkImages.kind, 'defect'),
      ),
    )
    .returning({ imageId: artworkImages.imageId });
  return removed.length > 0;
}
