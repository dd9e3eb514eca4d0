// Verification codes (verification_codes): only keyed hashes are stored; attempts are counted
// with conditional updates, so parallel guesses never get more tries than allowed.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { newId } from '../../lib/ids';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type VerificationPurpose = 'email' | 'phone' | 'password_reset';

export interface CodeScope {
  purpose: VerificationPurpose;
  target: string;
  /**
   * The customer the code belongs to; null only for a reset code asked for an address without an
   * account, which is kept and counted like any other but sent to nobody (ADR 0065).
   */
  customerId: string | null;
}

const inScope = (scope: CodeScope) =>
  and(
    eq(verificationCodes.purpose, scope.purpose),
    eq(verificationCodes.target, scope.target),
    scope.customerId === null
      ? isNull(verificationCodes.customerId)
      : eq(verificationCodes.customerId, scope.customerId),
  );

/** Earlier live codes of the same scope stop working when a new one is sent. */
export async function invalidateLiveCodes(
  db: Executor,
  scope: CodeScope,
  now: Date,
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ invalidatedAt: now })
    .where(
      and(
        inScope(scope),
        isNull(verificationCodes.invalidatedAt),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(
  db: Executor,
  row: Pick<VerificationCodeRow, 'id' | 'channel' | 'codeHash' | 'expiresAt'> & CodeScope,
  now: Date,
): Promise<void> {
  await db.insert(verificationCodes).values({ ...row, createdAt: now });
}

export const newCodeId = (now: Date) => newId('vc', now.getTime());

/** The newest code of the scope that can still be entered at `now`. */
export async function findLiveCode(
  db: Executor,
  scope: CodeScope,
  now: Date,
): Promise<VerificationCodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        inScope(scope),
        isNull(verificationCodes.invalidatedAt),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Takes one attempt of the code; null when none is left. */
export async function takeAttempt(
  db: Executor,
  id: string,
  maxAttempts: number,
): Promise<number | null> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        lt(verificationCodes.attempts, maxAttempts),
        isNull(verificationCodes.invalidatedAt),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return rows[0]?.attempts ?? null;
}

export async function invalidateCode(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ invalidatedAt: now })
    .where(eq(verificationCodes.id, id));
}

export async function markConfirmed(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ confirmedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.confirmedAt)));
}

/**
 * Uses up the newest code of the scope confirmed after `confirmedSince`; false when there is
 * none (the address was never confirmed, or too long ago, or the change was already made).
 */
export async function consumeConfirmed(
  db: Executor,
  scope: CodeScope,
  confirmedSince: Date,
  now: Date,
): Promise<boolean> {
  const candidate = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        inScope(scope),
        isNull(verificationCodes.invalidatedAt),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.confirmedAt, confirmedSince),
      ),
    )
    .orderBy(desc(verificationCodes.confirmedAt))
    .limit(1);
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(inArray(verificationCodes.id, candidate), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Uses up one code by id (a reset code, checked just before). */
export async function consumeCode(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Codes that expired a day ago or more are of no use to anyone. */
export async function deleteOldCodes(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 86_400_000);
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before));
}
