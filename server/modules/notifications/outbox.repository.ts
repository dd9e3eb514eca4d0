// The notification outbox (notification_outbox): rows are written in the transaction that
// decided to notify, then claimed by any instance with FOR UPDATE SKIP LOCKED and sent.
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { hot, prepared } from '../../db/prepared';
import { notificationOutbox } from '../../db/schema';
import { newId } from '../../lib/ids';

export type OutboxRow = typeof notificationOutbox.$inferSelect;

export interface NewOutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  locale: 'en' | 'ko';
  payload: Record<string, unknown>;
  customerId?: string | null;
}

export async function insertOutboxMessage(
  db: Executor,
  message: NewOutboxMessage,
  now: Date,
): Promise<string> {
  const id = newId('ntf', now.getTime());
  const insert = db.insert(notificationOutbox).values({
    id,
    ...message,
    customerId: message.customerId ?? null,
    status: 'pending',
    availableAt: now,
    createdAt: now,
  });
  await hot('outbox.insert', insert);
  return id;
}

/**
 * Takes up to `limit` rows that are due (pending, or sending with an expired lease after a
 * crash) and leases them for `leaseSeconds`; another instance skips them meanwhile.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  // After every order and code sent: built once, kept planned (ADR 0034).
  return prepared(db, 'outbox_claim', (db) => {
    const due = db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          inArray(notificationOutbox.status, ['pending', 'sending']),
          sql`${notificationOutbox.availableAt} <= ${sql.placeholder('now')}::timestamptz`,
        ),
      )
      .orderBy(notificationOutbox.availableAt)
      .limit(sql.placeholder('limit'))
      .for('update', { skipLocked: true });
    return db
      .update(notificationOutbox)
      .set({
        status: 'sending',
        attempts: sql`${notificationOutbox.attempts} + 1`,
        availableAt: sql`${sql.placeholder('leaseEnd')}::timestamptz`,
      })
      .where(inArray(notificationOutbox.id, due))
      .returning()
      .prepare('outbox_claim');
  }).execute({
    now: now.toISOString(),
    limit,
    leaseEnd: new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
  });
}

export async function markMessageSent(
  db: Database,
  id: string,
  now: Date,
  payload: Record<string, unknown>,
): Promise<void> {
  await prepared(db, 'outbox_sent', (db) =>
    db
      .update(notificationOutbox)
      .set({
        status: 'sent',
        sentAt: sql`${sql.placeholder('now')}::timestamptz`,
        payload: sql`${sql.placeholder('payload')}::jsonb`,
        lastError: null,
      })
      .where(eq(notificationOutbox.id, sql.placeholder('id')))
      .prepare('outbox_sent'),
  ).execute({ id, now: now.toISOString(), payload: JSON.stringify(payload) });
}

/** A failed attempt: tried again later, or given up after the last attempt. */
export async function markMessageFailed(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set(
      retryAt
        ? { status: 'pending', availableAt: retryAt, lastError: error }
        : { status: 'failed', lastError: error },
    )
    .where(eq(notificationOutbox.id, id));
}

export async function listOutboxMessages(
  db: Database,
  query: { recipient?: string; limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; count: number }> {
  const where = query.recipient
    ? or(
        eq(sql`lower(${notificationOutbox.recipient})`, query.recipient.toLowerCase()),
        eq(notificationOutbox.recipient, query.recipient),
      )
    : undefined;
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(where)
    .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(where);
  return { rows, count: Number(total?.count ?? 0) };
}

/** Sent messages older than `before` are deleted (the outbox is not an archive). */
export async function deleteSentMessagesBefore(db: Database, before: Date): Promise<void> {
  await db
    .delete(notificationOutbox)
    .where(
      and(
        inArray(notificationOutbox.status, ['sent', 'failed']),
        lte(notificationOutbox.createdAt, before),
      ),
    );
}
