// Writing and reading an edition's hash-chained provenance (ADR 0022). Appending is the only
// write: it locks the edition's row, reads the chain head and stores the next entry after it, so
// two appends on one edition queue up instead of forking the chain (the unique (edition_id, seq)
// index is the second guard).
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hot } from '../../db/prepared';
import { editions, provenanceEvents, type ProvenanceEventKind } from '../../db/schema';
import { newId } from '../../lib/ids';
import { chainProvenance, type ProvenanceChainEntry } from './provenance-chain';

/** What a workflow appends: the event as shown publicly; position and hashes are computed. */
export interface NewProvenanceEvent {
  editionId: string;
  kind: ProvenanceEventKind;
  occurredAt: Date;
  partyEn?: string | null;
  partyKo?: string | null;
  institutionId?: string | null;
  exhibitionId?: string | null;
  noteEn?: string;
  noteKo?: string;
}

const chainColumns = {
  id: provenanceEvents.id,
  editionId: provenanceEvents.editionId,
  kind: provenanceEvents.kind,
  occurredAt: provenanceEvents.occurredAt,
  partyEn: provenanceEvents.partyEn,
  partyKo: provenanceEvents.partyKo,
  institutionId: provenanceEvents.institutionId,
  exhibitionId: provenanceEvents.exhibitionId,
  noteEn: provenanceEvents.noteEn,
  noteKo: provenanceEvents.noteKo,
  seq: provenanceEvents.seq,
  prevHash: provenanceEvents.prevHash,
  hash: provenanceEvents.hash,
};

/**
 * Appends one event to the edition's chain inside the caller's transaction (`tx` must be one):
 * locks the edition row (FOR NO KEY UPDATE), chains the event after the current head and inserts
 * it. Null when the edition does not exist. `editionLocked`: the transaction has already updated
 * the edition's row (a sale), which holds a stronger lock; no second locking read is needed.
 */
export async function appendProvenanceEvent(
  tx: Executor,
  event: NewProvenanceEvent,
  now: Date,
  options: { editionLocked?: boolean } = {},
): Promise<ProvenanceChainEntry | null> {
  // The chain head is read by a statement of its own after the lock is granted: in READ
  // COMMITTED only a new statement sees what the transaction that held the lock appended.
  if (!options.editionLocked && !(await lockEdition(tx, event.editionId))) return null;
  const [head] = await hot(
    'provenance.head',
    tx
      .select({ seq: provenanceEvents.seq, hash: provenanceEvents.hash })
      .from(provenanceEvents)
      .where(eq(provenanceEvents.editionId, event.editionId))
      .orderBy(desc(provenanceEvents.seq))
      .limit(1),
  );
  const [entry] = chainProvenance(
    [{ ...event, id: newId('prv', event.occurredAt.getTime()) }],
    head ?? null,
  );
  await hot('provenance.append', tx.insert(provenanceEvents).values({ ...entry!, createdAt: now }));
  return entry!;
}

async function lockEdition(tx: Executor, editionId: string): Promise<boolean> {
  // FOR NO KEY UPDATE serialises appends to one edition like FOR UPDATE would, but does not
  // wait for the KEY SHARE lock a transaction takes when it inserts a row that refers to the
  // edition (a cart opened by a bid's accept): with FOR UPDATE, a payment completing while an
  // offer was accepted on the same edition deadlocked on PostgreSQL.
  const [edition] = await tx
    .select({ id: editions.id })
    .from(editions)
    .where(eq(editions.id, editionId))
    .for('no key update');
  return edition !== undefined;
}

/** The whole chain of an edition as stored, in chain order, for verification. */
export async function findProvenanceChain(
  db: Executor,
  editionId: string,
): Promise<ProvenanceChainEntry[]> {
  return db
    .select(chainColumns)
    .from(provenanceEvents)
    .where(eq(provenanceEvents.editionId, editionId))
    .orderBy(asc(provenanceEvents.seq));
}
