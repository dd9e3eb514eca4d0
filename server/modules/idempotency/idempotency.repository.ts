// Idempotency keys: the first request with a key claims it and stores its answer; the same key
// again gets that answer; the same key with a different request is refused. Kept 24 hours.
import { and, eq, lt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export interface KeyId {
  customerId: string;
  scope: string;
  key: string;
}

const where = (id: KeyId) =>
  and(
    eq(idempotencyKeys.customerId, id.customerId),
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.key, id.key),
  );

/** Claims the key: true when this request owns it now. */
export async function claimKey(
  db: Executor,
  id: KeyId,
  requestHash: string,
  now: Date,
  leaseMs: number,
  keepMs: number,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      ...id,
      requestHash,
      state: 'in_progress',
      lockedUntil: new Date(now.getTime() + leaseMs),
      createdAt: now,
      expiresAt: new Date(now.getTime() + keepMs),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Executor, id: KeyId): Promise<IdempotencyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(where(id)).limit(1);
  return row ?? null;
}

/** Takes over a claim whose owner died (lease over); true when this request owns it now. */
export async function takeOverKey(
  db: Executor,
  id: KeyId,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        where(id),
        eq(idempotencyKeys.state, 'in_progress'),
        lte(idempotencyKeys.lockedUntil, now),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function completeKey(
  db: Executor,
  id: KeyId,
  response: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: response.status, responseBody: response.body })
    .where(where(id));
}

/** Lets the key be used again (the request failed in a way worth retrying). */
export async function releaseKey(db: Executor, id: KeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(and(where(id), eq(idempotencyKeys.state, 'in_progress')));
}

export async function purgeExpiredKeys(db: Executor, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
