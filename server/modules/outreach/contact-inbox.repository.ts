// The operators' contact inbox (issue 10): the stored requests by type and status, newest first,
// each with the artwork it asks about, and their status and note.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artworks, contactRequests } from '../../db/schema';
import type { ContactStatus } from '@/schemas/back-office-contacts';
import type { ContactRow } from './contact.repository';

export interface InboxRow extends ContactRow {
  artwork: { id: string; handle: string; titleEn: string; titleKo: string } | null;
}

const columns = {
  contact: contactRequests,
  artworkId: artworks.id,
  handle: artworks.handle,
  titleEn: artworks.titleEn,
  titleKo: artworks.titleKo,
};

const toInboxRow = (row: {
  contact: ContactRow;
  artworkId: string | null;
  handle: string | null;
  titleEn: string | null;
  titleKo: string | null;
}): InboxRow => ({
  ...row.contact,
  artwork: row.artworkId
    ? { id: row.artworkId, handle: row.handle!, titleEn: row.titleEn!, titleKo: row.titleKo! }
    : null,
});

export async function listInbox(
  db: Executor,
  filter: { type?: string; status?: ContactStatus },
  page: { limit: number; offset: number },
): Promise<{ rows: InboxRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(contactRequests.type, filter.type));
  if (filter.status) conditions.push(eq(contactRequests.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contactRequests)
      .leftJoin(artworks, eq(artworks.id, contactRequests.artworkId))
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactRequests).where(where),
  ]);
  return { rows: rows.map(toInboxRow), count: Number(total?.n ?? 0) };
}

export async function findInboxRow(db: Executor, id: string): Promise<InboxRow | null> {
  const [row] = await db
    .select(columns)
    .from(contactRequests)
    .leftJoin(artworks, eq(artworks.id, contactRequests.artworkId))
    .where(eq(contactRequests.id, id))
    .limit(1);
  return row ? toInboxRow(row) : null;
}

/** Moves the request from `from` (a conditional update: a concurrent move makes it false). */
export async function updateInboxRow(
  db: Executor,
  id: string,
  from: ContactStatus,
  change: { status: ContactStatus; operatorNote?: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(contactRequests)
    .set({ ...change, updatedAt: now })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.status, from)))
    .returning({ id: contactRequests.id });
  return rows.length === 1;
}

export async function countNewContacts(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactRequests)
    .where(eq(contactRequests.status, 'new'));
  return Number(row?.n ?? 0);
}
