// An artwork's editions: the counts by status, the edition a buyer gets next (a resale's or the
// gallery's), a page of them by number or certificate number, one by id or number, the edition a
// certificate number belongs to, and an edition's provenance as the public reads it.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  artworks,
  editions,
  exhibitions,
  institutions,
  provenanceEvents,
  resaleRequests,
} from '../../db/schema';
import { countRows } from '../../lib/count-rows';
import { localize } from '../../lib/localize';
import type { EditionDto, EditionStatus, ProvenanceEventDto } from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import { iso } from './artwork-card.repository';
import { toPriceDto, type Pricing } from './artwork-pricing';

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const editionColumns = {
  id: editions.id,
  artworkId: editions.artworkId,
  editionNumber: editions.editionNumber,
  status: editions.status,
  price: editions.price,
  soldAt: editions.soldAt,
  certificateNumber: editions.certificateNumber,
  certificateIssuedAt: editions.certificateIssuedAt,
};

type EditionRow = {
  id: string;
  editionNumber: number;
  status: EditionStatus;
  price: number | null;
  soldAt: Date | null;
  certificateNumber: string | null;
  certificateIssuedAt: Date | null;
};

export function toEditionDto(
  row: EditionRow,
  artworkPrice: number | null,
  pricing: Pricing,
): EditionDto {
  return {
    edition_id: row.id,
    edition_number: row.editionNumber,
    status: row.status,
    price: toPriceDto(row.price ?? artworkPrice, pricing),
    certificate_number: row.certificateNumber,
    certificate_issued_at: iso(row.certificateIssuedAt),
    sold_at: iso(row.soldAt),
  };
}

export interface ArtworkRef {
  id: string;
  handle: string;
  price: number | null;
  editionType: 'unique' | 'edition';
  editionSize: number;
}

export async function findArtworkRef(db: Database, artworkId: string): Promise<ArtworkRef | null> {
  const [row] = await db
    .select({
      id: artworks.id,
      handle: artworks.handle,
      price: artworks.price,
      editionType: artworks.editionType,
      editionSize: artworks.editionSize,
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .limit(1);
  return row ?? null;
}

export async function countEditionsByStatus(
  db: Database,
  artworkId: string,
): Promise<Record<EditionStatus, number>> {
  const rows = await db
    .select({ status: editions.status, count: sql<number>`count(*)::int` })
    .from(editions)
    .where(eq(editions.artworkId, artworkId))
    .groupBy(editions.status);
  const counts: Record<EditionStatus, number> = {
    available: 0,
    reserved: 0,
    sold: 0,
    not_for_sale: 0,
  };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * The edition a buyer gets next: the lowest-numbered available one; `resale` when its owner
 * offers it (a resale request on sale), not the gallery.
 */
export async function findNextAvailableEdition(
  db: Database,
  artworkId: string,
): Promise<(EditionRow & { resale: boolean }) | null> {
  const [row] = await db
    .select({ ...editionColumns, resale: sql<boolean>`${resaleRequests.id} is not null` })
    .from(editions)
    .leftJoin(
      resaleRequests,
      and(eq(resaleRequests.editionId, editions.id), eq(resaleRequests.status, 'on_sale')),
    )
    .where(and(eq(editions.artworkId, artworkId), eq(editions.status, 'available')))
    .orderBy(asc(editions.editionNumber))
    .limit(1);
  return row ?? null;
}

export async function findEditionPage(
  db: Database,
  artworkId: string,
  query: { q?: string; limit: number; offset: number },
): Promise<{ rows: EditionRow[]; count: number }> {
  const conditions = [eq(editions.artworkId, artworkId)];
  if (query.q) {
    const number = /^\d+$/.test(query.q) ? Number(query.q) : undefined;
    const byCertificate = ilike(editions.certificateNumber, containsPattern(query.q));
    conditions.push(
      number !== undefined && number <= 2_147_483_647
        ? (or(eq(editions.editionNumber, number), byCertificate) as SQL)
        : byCertificate,
    );
  }
  const where = and(...conditions);
  const [rows, count] = await Promise.all([
    db
      .select(editionColumns)
      .from(editions)
      .where(where)
      .orderBy(asc(editions.editionNumber))
      .limit(query.limit)
      .offset(query.offset),
    countRows(db, editions, where),
  ]);
  return { rows, count };
}

export async function findEditionWithArtwork(db: Database, editionId: string) {
  const [row] = await db
    .select({
      edition: editionColumns,
      artworkHandle: artworks.handle,
    })
    .from(editions)
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .where(eq(editions.id, editionId))
    .limit(1);
  return row ?? null;
}

/** The artwork handle and edition number a certificate number belongs to. */
export async function findCertificateEdition(db: Database, certificateNumber: string) {
  const [row] = await db
    .select({ handle: artworks.handle, editionNumber: editions.editionNumber })
    .from(editions)
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .where(eq(editions.certificateNumber, certificateNumber))
    .limit(1);
  return row ?? null;
}

export async function findEditionByNumber(
  db: Database,
  artworkId: string,
  editionNumber: number,
): Promise<EditionRow | null> {
  const [row] = await db
    .select(editionColumns)
    .from(editions)
    .where(and(eq(editions.artworkId, artworkId), eq(editions.editionNumber, editionNumber)))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Provenance

export async function findProvenance(
  db: Database,
  editionId: string,
  page: { limit: number; offset: number },
  language: Language,
): Promise<{ events: ProvenanceEventDto[]; count: number }> {
  const where = eq(provenanceEvents.editionId, editionId);
  const [rows, count] = await Promise.all([
    db
      .select({
        id: provenanceEvents.id,
        kind: provenanceEvents.kind,
        occurredAt: provenanceEvents.occurredAt,
        partyEn: provenanceEvents.partyEn,
        partyKo: provenanceEvents.partyKo,
        noteEn: provenanceEvents.noteEn,
        noteKo: provenanceEvents.noteKo,
        seq: provenanceEvents.seq,
        prevHash: provenanceEvents.prevHash,
        hash: provenanceEvents.hash,
        institutionId: institutions.id,
        institutionHandle: institutions.handle,
        institutionNameEn: institutions.nameEn,
        institutionNameKo: institutions.nameKo,
        exhibitionId: exhibitions.id,
        exhibitionHandle: exhibitions.handle,
        exhibitionTitleEn: exhibitions.titleEn,
        exhibitionTitleKo: exhibitions.titleKo,
      })
      .from(provenanceEvents)
      .leftJoin(institutions, eq(institutions.id, provenanceEvents.institutionId))
      .leftJoin(exhibitions, eq(exhibitions.id, provenanceEvents.exhibitionId))
      .where(where)
      .orderBy(asc(provenanceEvents.seq))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, provenanceEvents, where),
  ]);
  return {
    count,
    events: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      occurred_at: row.occurredAt.toISOString(),
      party: localize(language, row.partyEn, row.partyKo),
      institution:
        row.institutionId && row.institutionHandle
          ? {
              id: row.institutionId,
              handle: row.institutionHandle,
              name: localize(language, row.institutionNameEn ?? '', row.institutionNameKo ?? ''),
            }
          : null,
      exhibition:
        row.exhibitionId && row.exhibitionHandle
          ? {
              id: row.exhibitionId,
              handle: row.exhibitionHandle,
              title: localize(language, row.exhibitionTitleEn ?? '', row.exhibitionTitleKo ?? ''),
            }
          : null,
      note: localize(language, row.noteEn, row.noteKo),
      seq: row.seq,
      prev_hash: row.prevHash,
      hash: row.hash,
    })),
  };
}
