// The notification outbox (notification_outbox): rows are written in the transaction that
// decided to notify, then claimed by any instance with FOR UPDATE SKIP LOCKED and sent.
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { hot } from '../../db/prepared';
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
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        inArray(notificationOutbox.status, ['pending', 'sending']),
        lte(notificationOutbox.availableAt, now),
      ),
    )
    .orderBy(notificationOutbox.availableAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return hot(
    'outbox.claim',
    db
      .update(notificationOutbox)
      .set({
        status: 'sending',
        attempts: sql`${notificationOutbox.attempts} + 1`,
        availableAt: new Date(now.getTime() + leaseSeconds * 1000),
      })
      .where(inArray(notificationOutbox.id, due))
      .returning(),
  );
}

export async function markMessageSent(
  db: Database,
  id: string,
  now: Date,
  payload: Record<string, unknown>,
): Promise<void> {
  await hot(
    'outbox.sent',
    db
      .update(notificationOutbox)
      .set({ status: 'sent', sentAt: now, payload, lastError: null })
      .where(eq(notificationOutbox.id, id)),
  );
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
