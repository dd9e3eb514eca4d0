// What the artwork page's "Condition and history" section reads in one call (rules §4.74–4.76):
// the condition report with its defect photos, exhibitions and literature, and for one edition its
// provenance and the certificate in short with its public verification page. A call of its own,
// asked for when the section nears the screen, so the page's first answer does not wait for it.
import type { Database } from '../../db/client';
import { localize } from '../../lib/localize';
import type {
  ArtworkConditionHistoryDto,
  ArtworkHistoryEntryDto,
  CertificateSummaryDto,
} from '@/schemas/artwork-condition';
import type { Language } from '@/schemas/dto';
import { recordEditionNumber, sortHistoryEntries } from '@/rules/artwork-condition';
import {
  findCondition,
  findDefectPhotos,
  findHistoryEntries,
  findRecordArtwork,
  findRecordEditions,
  type HistoryEntryRow,
} from './artwork-condition.repository';
import { findProvenance } from './artwork-edition.repository';
import {
  certificateVerificationCode,
  verificationToken,
  verifyProvenanceChain,
} from './provenance-chain';
import { findProvenanceChain } from './provenance.repository';

/** The provenance shown on the page: the certificate page shows the rest (rules §9.26). */
const PROVENANCE_SHOWN = 50;

export function createArtworkConditionReads(db: Database) {
  const entryDto =
    (language: Language) =>
    (row: HistoryEntryRow): ArtworkHistoryEntryDto => ({
      id: row.id,
      kind: row.kind,
      year: row.year,
      text: localize(language, row.textEn, row.textKo),
    });

  async function conditionHistory(
    artworkId: string,
    editionNumber: number | undefined,
    language: Language,
  ): Promise<ArtworkConditionHistoryDto | null> {
    const artwork = await findRecordArtwork(db, artworkId);
    if (!artwork) return null;
    const [condition, photos, entries, editionRows] = await Promise.all([
      findCondition(db, artworkId),
      findDefectPhotos(db, artworkId),
      findHistoryEntries(db, artworkId),
      findRecordEditions(db, artworkId),
    ]);
    const chosenNumber =
      editionNumber ??
      recordEditionNumber(
        editionRows.map((e) => ({
          edition_number: e.editionNumber,
          status: e.status,
          has_certificate: !!e.certificateNumber,
        })),
      );
    const edition = editionRows.find((e) => e.editionNumber === chosenNumber) ?? null;
    if (editionNumber !== undefined && !edition) return null;

    let provenance: ArtworkConditionHistoryDto['provenance'] = [];
    let certificate: CertificateSummaryDto | null = null;
    if (edition) {
      const [shown, chain] = await Promise.all([
        findProvenance(db, edition.id, { limit: PROVENANCE_SHOWN, offset: 0 }, language),
        edition.certificateNumber ? findProvenanceChain(db, edition.id) : Promise.resolve([]),
      ]);
      provenance = shown.events;
      if (edition.certificateNumber && edition.certificateIssuedAt) {
        const verified = verifyProvenanceChain(chain);
        const code = certificateVerificationCode(edition.certificateNumber, verified.headHash);
        certificate = {
          certificate_number: edition.certificateNumber,
          issued_at: edition.certificateIssuedAt.toISOString(),
          certificate_path: `/coa/${artwork.handle}?edition=${edition.editionNumber}`,
          verify_path: code
            ? `/coa/verify/${verificationToken(edition.certificateNumber, code)}`
            : null,
          status: verified.intact ? 'intact' : 'broken',
          entries: verified.length,
        };
      }
    }

    const sorted = sortHistoryEntries(entries);
    return {
      artwork_id: artwork.id,
      condition: condition
        ? {
            grade: condition.grade,
            notes: localize(language, condition.notesEn, condition.notesKo),
            checked_by: condition.checkedBy,
            checked_at: condition.checkedAt.toISOString(),
            photos: photos.map((photo) => ({
              image_id: photo.imageId,
              image: photo.image,
              caption: localize(language, photo.captionEn, photo.captionKo),
            })),
          }
        : null,
      exhibitions: sorted.filter((e) => e.kind === 'exhibition').map(entryDto(language)),
      literature: sorted.filter((e) => e.kind === 'literature').map(entryDto(language)),
      edition: edition
        ? {
            edition_number: edition.editionNumber,
            edition_type: artwork.editionType,
            edition_size: artwork.editionSize,
          }
        : null,
      provenance,
      certificate,
    };
  }

  return { conditionHistory };
}
