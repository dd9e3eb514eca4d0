// A work's condition report, exhibition history and literature (issue 32, rules §4.74–4.76): what
// the artwork page reads (GET store/artwork/{id}/condition-history), what the back office reads and
// the request schemas its editor and the server share.
import { array, date, mixed, number, object, string, type InferType } from 'yup';
import {
  CONDITION_GRADES,
  HISTORY_ENTRY_KINDS,
  MAX_CONDITION_NOTES,
  MAX_DEFECT_PHOTOS,
  MAX_HISTORY_ENTRIES,
  MAX_HISTORY_TEXT,
  gradeNeedsNotes,
  type ConditionGrade,
  type HistoryEntryKind,
} from '@/rules/artwork-condition';
import type { EditionType, ProvenanceEventDto } from './artwork-dto';
import type { ImageDto } from './dto';
import { trimmedString } from './text';

export const conditionMessages = {
  notesNeeded: 'A work in good or fair condition needs notes in both languages.',
  checkedInFuture: 'checked_at may not be in the future.',
  photoTaken: 'That picture is already shown with this work.',
  tooManyPhotos: `A condition report has at most ${MAX_DEFECT_PHOTOS} defect photos.`,
  noReport: 'Write the condition report before adding defect photos.',
  photoNotFound: 'Defect photo not found.',
  unknownImage: 'That picture has not been uploaded.',
} as const;

/** A photo of a defect, opened in the zoom from the condition report. */
export interface ConditionPhotoDto {
  image_id: string;
  image: ImageDto;
  caption: string;
}

export interface ArtworkConditionDto {
  grade: ConditionGrade;
  notes: string;
  checked_by: string;
  /** When the work was examined (shown as a Korean-time date, rules §9.17). */
  checked_at: string;
  photos: ConditionPhotoDto[];
}

export interface ArtworkHistoryEntryDto {
  id: string;
  kind: HistoryEntryKind;
  year: number | null;
  text: string;
}

/** The certificate of the edition shown, in short, with its public verification page. */
export interface CertificateSummaryDto {
  certificate_number: string;
  issued_at: string;
  /** `/coa/<handle>?edition=N` */
  certificate_path: string;
  /** `/coa/verify/<token>`; null while the history is empty. */
  verify_path: string | null;
  status: 'intact' | 'broken';
  entries: number;
}

/** GET store/artwork/{artwork_id}/condition-history?edition_number= */
export interface ArtworkConditionHistoryDto {
  artwork_id: string;
  condition: ArtworkConditionDto | null;
  /** Most recent first (rules §4.75). */
  exhibitions: ArtworkHistoryEntryDto[];
  literature: ArtworkHistoryEntryDto[];
  /** The edition whose provenance and certificate follow (rules §4.76); null without editions. */
  edition: { edition_number: number; edition_type: EditionType; edition_size: number } | null;
  provenance: ProvenanceEventDto[];
  certificate: CertificateSummaryDto | null;
}

/** The back office's view: both languages as stored. */
export interface AdminConditionPhotoDto {
  image_id: string;
  image: ImageDto;
  caption_en: string;
  caption_ko: string;
}

export interface AdminArtworkConditionDto {
  grade: ConditionGrade;
  notes_en: string;
  notes_ko: string;
  checked_by: string;
  checked_at: string;
  updated_at: string;
}

export interface AdminHistoryEntryDto {
  id: string;
  kind: HistoryEntryKind;
  year: number | null;
  text_en: string;
  text_ko: string;
}

/** GET/PUT {admin|admin/partner}/artworks/{id}/condition-history and its parts. */
export interface AdminConditionHistoryDto {
  artwork_id: string;
  condition: AdminArtworkConditionDto | null;
  photos: AdminConditionPhotoDto[];
  history: AdminHistoryEntryDto[];
}

export const conditionHistoryQuerySchema = object({
  edition_number: number()
    .typeError('edition_number must be a number')
    .integer('edition_number must be a whole number')
    .min(1, 'edition_number must be at least 1')
    .max(100_000, 'edition_number is too large')
    .optional(),
});

const text = (name: string, max: number) =>
  trimmedString(`${name} must be text`).max(max, `${name} is too long`);

/** PUT …/artworks/{id}/condition */
export const conditionReportSchema = object({
  grade: mixed<ConditionGrade>()
    .required('grade is required')
    .oneOf([...CONDITION_GRADES], `grade must be one of ${CONDITION_GRADES.join(', ')}`),
  notes_en: text('notes_en', MAX_CONDITION_NOTES).default(''),
  notes_ko: text('notes_ko', MAX_CONDITION_NOTES).default(''),
  checked_by: text('checked_by', 120).required('checked_by is required'),
  checked_at: date()
    .typeError('checked_at must be a date')
    .required('checked_at is required')
    .min(new Date('2000-01-01T00:00:00Z'), 'checked_at is too early'),
}).test('notes-for-flaws', conditionMessages.notesNeeded, function (value) {
  if (!value?.grade || !gradeNeedsNotes(value.grade)) return true;
  if (value.notes_en && value.notes_ko) return true;
  return this.createError({
    path: value.notes_en ? 'notes_ko' : 'notes_en',
    message: conditionMessages.notesNeeded,
  });
});
export type ConditionReportRequest = InferType<typeof conditionReportSchema>;

/** PUT …/artworks/{id}/history: the whole list, in the editor's order. */
export const historyEntriesSchema = object({
  entries: array(
    object({
      kind: mixed<HistoryEntryKind>()
        .required('kind is required')
        .oneOf([...HISTORY_ENTRY_KINDS], 'kind must be exhibition or literature'),
      year: number()
        .typeError('year must be a year')
        .integer('year must be a year')
        .min(1000, 'year must be a year')
        .max(2100, 'year must be a year')
        .nullable()
        .default(null),
      text_en: text('text_en', MAX_HISTORY_TEXT).required('text_en is required'),
      text_ko: text('text_ko', MAX_HISTORY_TEXT).required('text_ko is required'),
    }),
  )
    .required('entries is required')
    .max(MAX_HISTORY_ENTRIES, `at most ${MAX_HISTORY_ENTRIES} entries`),
});
export type HistoryEntriesRequest = InferType<typeof historyEntriesSchema>;

/** POST …/artworks/{id}/defect-photos: a picture from the upload pipeline and its caption. */
export const defectPhotoSchema = object({
  image_id: string()
    .required('image_id is required')
    .max(200, 'image_id is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, 'image_id is not a valid id'),
  caption_en: text('caption_en', 200).default(''),
  caption_ko: text('caption_ko', 200).default(''),
});
export type DefectPhotoRequest = InferType<typeof defectPhotoSchema>;

export const defectPhotoParams = object({
  id: string()
    .required('id is required')
    .max(200, 'id is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, 'id is not a valid id'),
  image_id: string()
    .required('image_id is required')
    .max(200, 'image_id is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, 'image_id is not a valid id'),
});
