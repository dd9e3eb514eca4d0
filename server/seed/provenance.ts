// The history of every seeded edition, as a collector reads it on the certificate: made by the
// artist, shown in an exhibition, consigned to the gallery that offers it (or offered by the
// artist), sold to a private collection. Also the certificate number and issue date each edition carries.
import type { editions, provenanceEvents } from '../db/schema';
import { newId } from '../lib/ids';
import { chainProvenance } from '../modules/artworks/provenance-chain';
import type { Random } from './random';

type ProvenanceRow = typeof provenanceEvents.$inferInsert;
/** A row as planned, before its place in the chain and its hashes are computed. */
type PlannedRow = Omit<ProvenanceRow, 'seq' | 'prevHash' | 'hash'>;
type EditionStatus = NonNullable<(typeof editions.$inferInsert)['status']>;

const day = 86_400_000;

/** Where private buyers live, as shown publicly (never a name). */
const collectorCities: readonly (readonly [[string, string], number])[] = [
  [['Seoul', '서울'], 55],
  [['Busan', '부산'], 10],
  [['Daegu', '대구'], 5],
  [['Jeju', '제주'], 4],
  [['Hong Kong', '홍콩'], 8],
  [['Singapore', '싱가포르'], 6],
  [['Tokyo', '도쿄'], 5],
  [['London', '런던'], 4],
  [['New York', '뉴욕'], 3],
];

export interface ProvenanceInput {
  editionId: string;
  /** The year the work was made; the studio date falls in it, before publication. */
  year: number | null;
  publishedAt: Date;
  status: EditionStatus;
  soldAt: Date | null;
  artist: { nameEn: string; nameKo: string };
  institution: { id: string; nameEn: string; nameKo: string } | null;
  /** Exhibitions that showed the work; only those already opened appear. */
  exhibitions?: readonly { id: string; institutionId: string | null; startsAt: Date }[];
  now: Date;
}

/**
 * The events of one edition, oldest first and hash-chained in that order (ADR 0022); every date
 * lies between the studio and `now`.
 */
export function planProvenance(rng: Random, input: ProvenanceInput): ProvenanceRow[] {
  const { editionId, publishedAt, now } = input;
  const published = Math.min(publishedAt.getTime(), now.getTime());
  const yearStart = Date.UTC(input.year ?? new Date(published).getUTCFullYear(), 0, 1);
  // Made some time in its year, and at least a fortnight before it was published.
  const madeLatest = Math.max(yearStart, published - 14 * day);
  const madeAt = new Date(Math.min(madeLatest, yearStart + rng.float(0, 300) * day));
  const rows: PlannedRow[] = [
    {
      id: newId('prv', madeAt.getTime()),
      editionId,
      kind: 'created',
      occurredAt: madeAt,
      partyEn: input.artist.nameEn,
      partyKo: input.artist.nameKo,
      noteEn: 'Made in the artist’s studio',
      noteKo: '작가의 작업실에서 제작',
    },
  ];
  for (const exhibition of input.exhibitions ?? []) {
    if (exhibition.startsAt > now || exhibition.startsAt < madeAt) continue;
    rows.push({
      id: newId('prv', exhibition.startsAt.getTime()),
      editionId,
      kind: 'exhibited',
      occurredAt: exhibition.startsAt,
      institutionId: exhibition.institutionId,
      exhibitionId: exhibition.id,
      noteEn: 'Included in the exhibition',
      noteKo: '전시 출품',
    });
  }
  if (input.status !== 'not_for_sale') {
    const listedAt = new Date(published);
    if (input.institution) {
      const consignedAt = new Date(
        Math.min(published, Math.max(madeAt.getTime() + day, published - rng.float(3, 30) * day)),
      );
      rows.push({
        id: newId('prv', consignedAt.getTime()),
        editionId,
        kind: 'consigned',
        occurredAt: consignedAt,
        partyEn: input.institution.nameEn,
        partyKo: input.institution.nameKo,
        institutionId: input.institution.id,
        noteEn: 'Consigned by the artist to the gallery, offered on the marketplace',
        noteKo: '작가가 갤러리에 위탁, 마켓플레이스에 출품',
      });
    } else {
      // Without a gallery the artist offers the work directly.
      rows.push({
        id: newId('prv', listedAt.getTime()),
        editionId,
        kind: 'listed',
        occurredAt: listedAt,
        partyEn: input.artist.nameEn,
        partyKo: input.artist.nameKo,
        noteEn: 'Offered on the marketplace by the artist',
        noteKo: '작가가 마켓플레이스에 출품',
      });
    }
  }
  if (input.status === 'sold' && input.soldAt) {
    const [cityEn, cityKo] = rng.weighted(collectorCities);
    rows.push({
      id: newId('prv', input.soldAt.getTime()),
      editionId,
      kind: 'sold',
      occurredAt: input.soldAt,
      partyEn: `Private collection, ${cityEn}`,
      partyKo: `개인 소장, ${cityKo}`,
      noteEn: 'Acquired through the marketplace',
      noteKo: '마켓플레이스를 통해 구입',
    });
  }
  // Ties keep the order the id gives, as the migration numbered existing histories.
  rows.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.id < b.id ? -1 : 1));
  return chainProvenance(rows);
}

/** `COA-2026-0001234`: the year of issue and a number unique across the catalogue. */
export function certificateNumber(issuedAt: Date, sequence: number): string {
  return `COA-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(7, '0')}`;
}
