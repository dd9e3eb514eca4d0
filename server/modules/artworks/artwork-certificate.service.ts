// An edition's provenance and certificate as the artwork service answers them: the public
// provenance list, the certificate of authenticity with the verification of its hash chain
// (ADR 0022), and the public check of a printed or scanned certificate's code against the chain
// as it is now and as it was at each earlier entry.
import type { Database } from '../../db/client';
import type {
  CertificateCheckDto,
  CertificateDto,
  CertificateVerificationStateDto,
  ProvenanceListDto,
} from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import { findArtworkByHandle } from './artwork-detail.repository';
import {
  findCertificateEdition,
  findEditionByNumber,
  findEditionWithArtwork,
  findProvenance,
  toEditionDto,
} from './artwork-edition.repository';
import type { Pricing } from './artwork-pricing';
import {
  certificateVerificationCode,
  verificationToken,
  verifyProvenanceChain,
  type ProvenanceVerification,
} from './provenance-chain';
import { findProvenanceChain } from './provenance.repository';

/** The verification part of a certificate, from the chain as verified. */
function verificationState(
  certificateNumber: string,
  chain: ProvenanceVerification,
): CertificateVerificationStateDto {
  const code = certificateVerificationCode(certificateNumber, chain.headHash);
  return {
    code,
    path: code ? `/coa/verify/${verificationToken(certificateNumber, code)}` : null,
    status: chain.intact ? 'intact' : 'broken',
    entries: chain.length,
    head_hash: chain.headHash,
    broken_at: chain.brokenAt,
  };
}

export function createArtworkCertificateReads(db: Database) {
  async function provenance(
    editionId: string,
    page: { limit: number; offset: number },
    language: Language,
  ): Promise<ProvenanceListDto | null> {
    const found = await findEditionWithArtwork(db, editionId);
    if (!found) return null;
    const { events, count } = await findProvenance(db, editionId, page, language);
    return {
      edition: {
        edition_id: found.edition.id,
        edition_number: found.edition.editionNumber,
        artwork_id: found.edition.artworkId,
        artwork_handle: found.artworkHandle,
      },
      provenances: events,
      count,
      limit: page.limit,
      offset: page.offset,
    };
  }

  async function certificateWithChain(
    handle: string,
    editionNumber: number,
    language: Language,
    pricing: Pricing,
  ): Promise<{ dto: CertificateDto; hashes: string[] } | null> {
    const row = await findArtworkByHandle(db, handle, language, pricing);
    if (!row) return null;
    const edition = await findEditionByNumber(db, row.summary.id, editionNumber);
    if (!edition?.certificateNumber || !edition.certificateIssuedAt) return null;
    const [{ events }, chain] = await Promise.all([
      findProvenance(db, edition.id, { limit: 500, offset: 0 }, language),
      findProvenanceChain(db, edition.id),
    ]);
    const verified = verifyProvenanceChain(chain);
    const { summary, artist } = row;
    const dto: CertificateDto = {
      certificate_number: edition.certificateNumber,
      issued_at: edition.certificateIssuedAt.toISOString(),
      artwork: {
        id: summary.id,
        handle: summary.handle,
        title: summary.title,
        year: summary.year,
        medium: summary.medium,
        size: summary.size,
        frame_size: row.frameSize,
        signature: row.signature,
        edition_type: summary.edition_type,
        edition_size: summary.edition_size,
        image: summary.image,
      },
      artist: {
        id: artist.id,
        handle: artist.handle,
        name: artist.name,
        birth_year: artist.birth_year,
        death_year: artist.death_year,
        nationality: artist.nationality,
      },
      institution: summary.institution,
      edition: toEditionDto(edition, row.artworkPriceKrw, pricing),
      provenance: events,
      verification: verificationState(edition.certificateNumber, verified),
    };
    return { dto, hashes: verified.hashes };
  }

  async function certificate(
    handle: string,
    editionNumber: number,
    language: Language,
    pricing: Pricing,
  ): Promise<CertificateDto | null> {
    return (await certificateWithChain(handle, editionNumber, language, pricing))?.dto ?? null;
  }

  /**
   * The public check of a printed or scanned certificate: the code is compared with the one of
   * the current chain head and, failing that, with the code of every earlier state of the chain.
   */
  async function checkCertificate(
    certificateNumber: string,
    code: string,
    language: Language,
    pricing: Pricing,
  ): Promise<CertificateCheckDto | null> {
    const ref = await findCertificateEdition(db, certificateNumber);
    if (!ref) return null;
    const found = await certificateWithChain(ref.handle, ref.editionNumber, language, pricing);
    if (!found) return null;
    const { dto, hashes } = found;
    const { verification } = dto;
    let result: CertificateCheckDto['result'] = 'mismatch';
    let laterEntries = 0;
    if (verification.status === 'broken') result = 'broken';
    else if (verification.code === code) result = 'intact';
    else {
      const state = hashes.findIndex(
        (hash) => certificateVerificationCode(certificateNumber, hash) === code,
      );
      if (state >= 0) {
        result = 'superseded';
        laterEntries = hashes.length - 1 - state;
      }
    }
    return {
      certificate_number: certificateNumber,
      code,
      result,
      later_entries: laterEntries,
      issued_at: dto.issued_at,
      artwork: {
        handle: dto.artwork.handle,
        title: dto.artwork.title,
        year: dto.artwork.year,
        image: dto.artwork.image,
      },
      artist: { name: dto.artist.name },
      edition: {
        edition_number: dto.edition.edition_number,
        edition_type: dto.artwork.edition_type,
        edition_size: dto.artwork.edition_size,
      },
      certificate_path: `/coa/${dto.artwork.handle}?edition=${dto.edition.edition_number}`,
      verification,
    };
  }

  return { provenance, certificate, checkCertificate };
}
