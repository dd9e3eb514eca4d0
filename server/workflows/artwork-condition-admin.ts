// The back office's condition report, defect photos and exhibition history and literature of a
// work (issue 32, rules §4.74–4.76), for operators (any work) and partners (their galleries' works
// only: another gallery's is not found, 404). Defect photos are pictures from the upload pipeline
// attached as artwork_images of kind `defect`. Each change is audited and drops the public reads.
import type { AppContext } from '../context';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { AppError, badRequest, notFound } from '../errors';
import {
  countDefectPhotos,
  deleteDefectPhoto,
  findCondition,
  findDefectPhotos,
  findHistoryEntries,
  findRecordArtwork,
  insertDefectPhoto,
  replaceHistoryEntries,
  upsertCondition,
} from '../modules/artworks/artwork-condition.repository';
import { createAuditTrail, type StaffMember } from './back-office';
import {
  conditionMessages as m,
  type AdminConditionHistoryDto,
  type ConditionReportRequest,
  type DefectPhotoRequest,
  type HistoryEntriesRequest,
} from '@/schemas/artwork-condition';
import { catalogueMessages } from '@/schemas/back-office-catalogue';
import { MAX_DEFECT_PHOTOS } from '@/rules/artwork-condition';

export type ConditionAdmin = ReturnType<typeof createConditionAdmin>;

export function createConditionAdmin(ctx: AppContext, invalidateCaches: () => void) {
  const audited = createAuditTrail(ctx);

  /** The work; within a partner's galleries (`within`), another gallery's is not found. */
  async function artworkOf(id: string, within?: readonly string[]) {
    const row = await findRecordArtwork(ctx.db, id);
    if (!row || (within && !within.includes(row.institutionId ?? ''))) {
      throw notFound(catalogueMessages.artworkNotFound);
    }
    return row;
  }

  async function read(artworkId: string): Promise<AdminConditionHistoryDto> {
    const [condition, photos, history] = await Promise.all([
      findCondition(ctx.db, artworkId),
      findDefectPhotos(ctx.db, artworkId),
      findHistoryEntries(ctx.db, artworkId),
    ]);
    return {
      artwork_id: artworkId,
      condition: condition && {
        grade: condition.grade,
        notes_en: condition.notesEn,
        notes_ko: condition.notesKo,
        checked_by: condition.checkedBy,
        checked_at: condition.checkedAt.toISOString(),
        updated_at: condition.updatedAt.toISOString(),
      },
      photos: photos.map((photo) => ({
        image_id: photo.imageId,
        image: photo.image,
        caption_en: photo.captionEn,
        caption_ko: photo.captionKo,
      })),
      history: history.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        year: entry.year,
        text_en: entry.textEn,
        text_ko: entry.textKo,
      })),
    };
  }

  async function change(
    staff: StaffMember,
    action: string,
    artworkId: string,
    write: () => Promise<unknown>,
  ): Promise<AdminConditionHistoryDto> {
    const before = await read(artworkId);
    const after = await audited(
      staff,
      action,
      { type: 'artwork', id: artworkId },
      before,
      async () => {
        await write();
        return read(artworkId);
      },
      (dto) => dto,
    );
    invalidateCaches();
    return after;
  }

  return {
    async get(id: string, within?: readonly string[]) {
      await artworkOf(id, within);
      return read(id);
    },

    async putCondition(
      staff: StaffMember,
      id: string,
      input: ConditionReportRequest,
      within?: readonly string[],
    ) {
      await artworkOf(id, within);
      const now = ctx.now();
      if (input.checked_at.getTime() > now.getTime()) {
        throw badRequest(m.checkedInFuture, { checked_at: m.checkedInFuture });
      }
      return change(staff, 'artwork.condition', id, () =>
        upsertCondition(
          ctx.db,
          id,
          {
            grade: input.grade,
            notesEn: input.notes_en,
            notesKo: input.notes_ko,
            checkedBy: input.checked_by,
            checkedAt: input.checked_at,
          },
          now,
        ),
      );
    },

    async putHistory(
      staff: StaffMember,
      id: string,
      input: HistoryEntriesRequest,
      within?: readonly string[],
    ) {
      await artworkOf(id, within);
      const now = ctx.now();
      return change(staff, 'artwork.history', id, () =>
        ctx.db.transaction((tx) =>
          replaceHistoryEntries(
            tx,
            id,
            input.entries.map((entry) => ({
              kind: entry.kind,
              year: entry.year ?? null,
              textEn: entry.text_en,
              textKo: entry.text_ko,
            })),
            now,
          ),
        ),
      );
    },

    async addDefectPhoto(
      staff: StaffMember,
      id: string,
      input: DefectPhotoRequest,
      within?: readonly string[],
    ) {
      await artworkOf(id, within);
      if (!(await findCondition(ctx.db, id))) throw new AppError('CONFLICT', m.noReport);
      return change(staff, 'artwork.defect_photo.add', id, () =>
        ctx.db
          .transaction(async (tx) => {
            if ((await countDefectPhotos(tx, id)) >= MAX_DEFECT_PHOTOS) {
              throw new AppError('CONFLICT', m.tooManyPhotos);
            }
            await insertDefectPhoto(tx, id, {
              imageId: input.image_id,
              captionEn: input.caption_en,
              captionKo: input.caption_ko,
            });
          })
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.photoTaken);
            if (isForeignKeyViolation(error)) {
              throw badRequest(m.unknownImage, { image_id: m.unknownImage });
            }
            throw error;
          }),
      );
    },

    async removeDefectPhoto(
      staff: StaffMember,
      id: string,
      imageId: string,
      within?: readonly string[],
    ) {
      await artworkOf(id, within);
      return change(staff, 'artwork.defect_photo.remove', id, async () => {
        if (!(await deleteDefectPhoto(ctx.db, id, imageId))) throw notFound(m.photoNotFound);
      });
    },
  };
}
