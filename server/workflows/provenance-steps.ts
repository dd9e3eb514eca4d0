// Workflow steps that write an edition's provenance as ownership changes (ADR 0022). Each runs
// inside the transaction of the change it records, so the history and the ownership never part.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { artworks } from '../db/schema';
import { AppError } from '../errors';
import { collectorParty, type CollectorAddress } from '../modules/artworks/collector-party';
import { appendProvenanceEvent } from '../modules/artworks/provenance.repository';

/**
 * A primary sale: the edition went to a private buyer, shown as 'Private collection, <city>'
 * from the delivery address (never a name). Undo: none needed, it is rolled back with the sale.
 */
export async function recordPrimarySale(
  tx: Executor,
  sale: { editionId: string; address: CollectorAddress | null; soldAt: Date },
  now: Date,
): Promise<void> {
  const appended = await appendProvenanceEvent(
    tx,
    {
      editionId: sale.editionId,
      kind: 'sold',
      occurredAt: sale.soldAt,
      ...collectorParty(sale.address),
      noteEn: 'Acquired through the marketplace',
      noteKo: '마켓플레이스를 통해 구입',
    },
    now,
    // Every sale has just moved the edition to sold in this transaction: its row is locked.
    { editionLocked: true },
  );
  if (!appended) throw new AppError('CONFLICT', 'Edition not found');
}

/**
 * A sale cancelled and refunded: the edition goes back to whoever offered it — the artwork's
 * gallery for a primary sale, the private collection that resold it for a resale. The chain is
 * append-only, so the sale stays in it and this entry follows it.
 */
export async function recordSaleRefunded(
  tx: Executor,
  refund: { editionId: string; artworkId: string; resale: boolean; refundedAt: Date },
  now: Date,
): Promise<void> {
  const [artwork] = refund.resale
    ? [undefined]
    : await tx
        .select({ institutionId: artworks.institutionId })
        .from(artworks)
        .where(eq(artworks.id, refund.artworkId));
  await appendProvenanceEvent(
    tx,
    {
      editionId: refund.editionId,
      kind: 'transferred',
      occurredAt: refund.refundedAt,
      ...(artwork?.institutionId ? { institutionId: artwork.institutionId } : collectorParty(null)),
      noteEn: 'Sale canceled and refunded; returned',
      noteKo: '판매 취소 및 환불로 반환',
    },
    now,
  );
}
