// Sessions and their refresh tokens. A session is a family: every refresh token it ever issued
// belongs to it, and presenting a rotated one (after the grace window, ADR 0041) revokes the
// whole session.
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { customerSessions, customers, refreshTokens } from '../../db/schema';
import { newId } from '../../lib/ids';

export type SessionRow = typeof customerSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export type RevokeReason =
  | 'sign_out'
  | 'refresh_token_reuse'
  | 'password_changed'
  | 'password_reset'
  | 'account_linked'
  | 'blocked';

export async function insertSession(
  db: Executor,
  session: Pick<SessionRow, 'customerId' | 'method' | 'userAgent' | 'ip' | 'expiresAt'>,
  now: Date,
): Promise<string> {
  const id = newId('ses', now.getTime());
  await db.insert(customerSessions).values({ id, ...session, createdAt: now, lastUsedAt: now });
  return id;
}

export async function insertRefreshToken(
  db: Executor,
  token: Pick<RefreshTokenRow, 'sessionId' | 'tokenHash' | 'expiresAt'>,
  now: Date,
): Promise<void> {
  await db
    .insert(refreshTokens)
    .values({ id: newId('rt', now.getTime()), ...token, createdAt: now });
}

export async function findRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: SessionRow; blocked: boolean } | null> {
  const [row] = await db
    .select({
      token: refreshTokens,
      session: customerSessions,
      blocked: sql<boolean>`${customers.blockedAt} is not null`,
    })
    .from(refreshTokens)
    .innerJoin(customerSessions, eq(customerSessions.id, refreshTokens.sessionId))
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token used. Answers when it was rotated: by this call (`now`), or earlier by another
 * request (a race, or the token presented again); null when the token is gone.
 */
export async function rotateRefreshToken(
  db: Executor,
  tokenId: string,
  now: Date,
): Promise<{ rotatedAt: Date; byThisCall: boolean } | null> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (rows.length === 1) return { rotatedAt: now, byThisCall: true };
  // Another request rotated it: on PostgreSQL the update above waited for that one to commit.
  const [row] = await db
    .select({ rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, tokenId))
    .limit(1);
  return row?.rotatedAt ? { rotatedAt: row.rotatedAt, byThisCall: false } : null;
}

export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ lastUsedAt: now })
    .where(eq(customerSessions.id, sessionId));
}

/** The session when it is still valid at `now` and its customer is not blocked. */
export async function findActiveSession(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<Pick<SessionRow, 'id' | 'customerId'> | null> {
  // Every signed-in request asks: built once, kept planned (ADR 0034).
  const [row] = await prepared(db, 'session_active', (db) =>
    db
      .select({ id: customerSessions.id, customerId: customerSessions.customerId })
      .from(customerSessions)
      .innerJoin(customers, eq(customers.id, customerSessions.customerId))
      .where(
        and(
          eq(customerSessions.id, sql.placeholder('sessionId')),
          isNull(customerSessions.revokedAt),
          sql`${customerSessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
          isNull(customers.blockedAt),
        ),
      )
      .limit(1)
      .prepare('session_active'),
  ).execute({ sessionId, now: now.toISOString() });
  return row ?? null;
}

/** True when an operator blocked the customer (no new session may start). */
export async function isCustomerBlocked(db: Executor, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNotNull(customers.blockedAt)))
    .limit(1);
  return Boolean(row);
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

/** Revokes every live session of the customer but `keepSessionId`; answers how many. */
export async function revokeCustomerSessions(
  db: Executor,
  customerId: string,
  reason: RevokeReason,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(customerSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        keepSessionId ? ne(customerSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: customerSessions.id });
  return rows.length;
}

/** Sessions ended more than `graceDays` ago go (their tokens with them), and expired tokens. */
export async function deleteEndedSessions(db: Database, now: Date, graceDays = 7): Promise<void> {
  const before = new Date(now.getTime() - graceDays * 86_400_000);
  await db
    .delete(customerSessions)
    .where(or(lt(customerSessions.expiresAt, before), lt(customerSessions.revokedAt, before)));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before));
}
