// Workflow steps that write an edition's provenance as ownership changes (ADR 0022). Each runs
// inside the transaction of the change it records, so the history and the ownership never part.
import type { Executor } from '../db/client';
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
  );
  if (!appended) throw new AppError('CONFLICT', 'Edition not found');
}
