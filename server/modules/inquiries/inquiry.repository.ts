// Questions about a work (issue 31): the conversations (inquiries), their messages, each side's
// unread count from its last read, and the facts that decide who answers a work (its gallery's
// partner account, an owner's resale listing) and whose uploads a message may carry.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artists,
  artworks,
  bids,
  customers,
  editions,
  images,
  inquiries,
  inquiryMessages,
  institutionMembers,
  institutions,
  resaleRequests,
} from '../../db/schema';

export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryMessageRow = typeof inquiryMessages.$inferSelect;

/** Who may see a conversation: its collector, the galleries a partner answers for, or all. */
export type InquiryScope =
  | { kind: 'customer'; customerId: string }
  | { kind: 'gallery'; institutionIds: string[] }
  | { kind: 'all' };

/** The work a question is about, as the thread shows it and as who-answers needs it. */
export interface InquiryWork {
  id: string;
  handle: string;
  titleEn: string;
  titleKo: string;
  artistEn: string;
  artistKo: string;
  imageKey: string | null;
  imageExt: string | null;
  bidEnabled: boolean;
  bidExpiresAt: Date | null;
  purchaseStatus: string;
  institution: { id: string; nameEn: string; nameKo: string; members: number } | null;
}

const workColumns = {
  id: artworks.id,
  handle: artworks.handle,
  titleEn: artworks.titleEn,
  titleKo: artworks.titleKo,
  artistEn: artists.nameEn,
  artistKo: artists.nameKo,
  imageKey: images.key,
  imageExt: images.originalExt,
  bidEnabled: artworks.bidEnabled,
  bidExpiresAt: artworks.bidExpiresAt,
  purchaseStatus: artworks.purchaseStatus,
  institutionId: institutions.id,
  institutionEn: institutions.nameEn,
  institutionKo: institutions.nameKo,
  members: sql<number>`(select count(*)::int from ${institutionMembers} where ${institutionMembers.institutionId} = ${institutions.id})`,
};

type WorkSelection = {
  [K in keyof typeof workColumns]: unknown;
};

const toWork = (row: WorkSelection): InquiryWork => ({
  id: row.id as string,
  handle: row.handle as string,
  titleEn: row.titleEn as string,
  titleKo: row.titleKo as string,
  artistEn: row.artistEn as string,
  artistKo: row.artistKo as string,
  imageKey: (row.imageKey as string | null) ?? null,
  imageExt: (row.imageExt as string | null) ?? null,
  bidEnabled: row.bidEnabled as boolean,
  bidExpiresAt: (row.bidExpiresAt as Date | null) ?? null,
  purchaseStatus: row.purchaseStatus as string,
  institution: row.institutionId
    ? {
        id: row.institutionId as string,
        nameEn: row.institutionEn as string,
        nameKo: row.institutionKo as string,
        members: Number(row.members ?? 0),
      }
    : null,
});

function workQuery(db: Executor) {
  return db
    .select(workColumns)
    .from(artworks)
    .innerJoin(artists, eq(artists.id, artworks.artistId))
    .leftJoin(images, eq(images.id, artworks.imageId))
    .leftJoin(institutions, eq(institutions.id, artworks.institutionId));
}

/** A work by id or handle; null when there is none. */
export async function findInquiryWork(
  db: Executor,
  idOrHandle: string,
): Promise<InquiryWork | null> {
  const [row] = await workQuery(db)
    .where(or(eq(artworks.id, idOrHandle), eq(artworks.handle, idOrHandle)))
    .limit(1);
  return row ? toWork(row) : null;
}

/** Whether `editionId` is an edition of `artworkId`. */
export async function isEditionOf(
  db: Executor,
  artworkId: string,
  editionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: editions.id })
    .from(editions)
    .where(and(eq(editions.id, editionId), eq(editions.artworkId, artworkId)));
  return Boolean(row);
}

/**
 * Whether the question is about an owner's listing (a resale or a consignment the store sells):
 * the edition asked about is listed by its owner, or, without an edition, the work is listed by
 * an owner and its gallery has no edition of it left to sell.
 */
export async function isAboutOwnersListing(
  db: Executor,
  artworkId: string,
  editionId: string | null,
): Promise<boolean> {
  const listed = (edition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(resaleRequests)
        .where(and(eq(resaleRequests.status, 'on_sale'), edition)),
    );
  if (editionId) {
    const [row] = await db
      .select({ listed: listed(eq(resaleRequests.editionId, editionId)) })
      .from(editions)
      .where(eq(editions.id, editionId));
    return Boolean(row?.listed);
  }
  const [row] = await db
    .select({
      listed: listed(eq(resaleRequests.artworkId, artworkId)),
      primary: exists(
        db
          .select({ one: sql`1` })
          .from(editions)
          .where(
            and(
              eq(editions.artworkId, artworkId),
              eq(editions.status, 'available'),
              sql`not ${listed(eq(resaleRequests.editionId, editions.id))}`,
            ),
          ),
      ),
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId));
  return Boolean(row?.listed) && !row?.primary;
}

/** Holds the collector's row for the rest of the transaction (one open thread per work). */
export async function lockCustomer(db: Executor, customerId: string): Promise<void> {
  await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

/** The collector's open conversation about the work, if any. */
export async function findOpenInquiry(
  db: Executor,
  customerId: string,
  artworkId: string,
): Promise<InquiryRow | null> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(
      and(
        eq(inquiries.customerId, customerId),
        eq(inquiries.artworkId, artworkId),
        eq(inquiries.status, 'open'),
      ),
    )
    .orderBy(desc(inquiries.lastMessageAt))
    .limit(1);
  return row ?? null;
}

export async function insertInquiry(
  db: Executor,
  row: typeof inquiries.$inferInsert,
): Promise<InquiryRow> {
  const [inserted] = await db.insert(inquiries).values(row).returning();
  if (!inserted) throw new Error('inquiries insert returned no row');
  return inserted;
}

export async function insertInquiryMessage(
  db: Executor,
  row: typeof inquiryMessages.$inferInsert,
): Promise<InquiryMessageRow> {
  const [inserted] = await db.insert(inquiryMessages).values(row).returning();
  if (!inserted) throw new Error('inquiry_messages insert returned no row');
  return inserted;
}

export async function updateInquiry(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      InquiryRow,
      'topics' | 'status' | 'handler' | 'lastMessageAt' | 'customerReadAt' | 'sellerReadAt'
    >
  >,
  now: Date,
): Promise<InquiryRow | null> {
  const [row] = await db
    .update(inquiries)
    .set({ ...changes, updatedAt: now })
    .where(eq(inquiries.id, id))
    .returning();
  return row ?? null;
}

/**
 * Hands a thread to the work's gallery (it may have joined since the thread was opened); the
 * gallery has read none of it yet.
 */
export async function handInquiryToGallery(
  db: Executor,
  id: string,
  institutionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(inquiries)
    .set({ handler: 'gallery', institutionId, sellerReadAt: null, updatedAt: now })
    .where(eq(inquiries.id, id));
}

/** Marks a side's read time, never moving it back. */
export async function markInquiryRead(
  db: Executor,
  id: string,
  side: 'customer' | 'seller',
  at: Date,
): Promise<void> {
  const column = side === 'customer' ? inquiries.customerReadAt : inquiries.sellerReadAt;
  await db
    .update(inquiries)
    .set(side === 'customer' ? { customerReadAt: at } : { sellerReadAt: at })
    .where(and(eq(inquiries.id, id), or(isNull(column), sql`${column} < ${at}`)));
}

const scopeWhere = (scope: InquiryScope): SQL | undefined => {
  switch (scope.kind) {
    case 'customer':
      return eq(inquiries.customerId, scope.customerId);
    case 'gallery':
      return and(
        eq(inquiries.handler, 'gallery'),
        inArray(inquiries.institutionId, scope.institutionIds.length ? scope.institutionIds : ['']),
      );
    case 'all':
      return undefined;
  }
};

/** Messages of the other side after the reader's last read. */
const unreadFor = (reader: 'customer' | 'seller') => {
  const readAt = reader === 'customer' ? inquiries.customerReadAt : inquiries.sellerReadAt;
  const fromOtherSide =
    reader === 'customer'
      ? sql`${inquiryMessages.authorKind} <> 'customer'`
      : sql`${inquiryMessages.authorKind} = 'customer'`;
  return sql<number>`(select count(*)::int from ${inquiryMessages} where ${inquiryMessages.inquiryId} = ${inquiries.id} and ${fromOtherSide} and (${readAt} is null or ${inquiryMessages.createdAt} > ${readAt}))`;
};

const lastMessage = {
  lastBody: sql<
    string | null
  >`(select ${inquiryMessages.body} from ${inquiryMessages} where ${inquiryMessages.inquiryId} = ${inquiries.id} order by ${inquiryMessages.createdAt} desc, ${inquiryMessages.id} desc limit 1)`,
  lastAuthor: sql<
    string | null
  >`(select ${inquiryMessages.authorKind} from ${inquiryMessages} where ${inquiryMessages.inquiryId} = ${inquiries.id} order by ${inquiryMessages.createdAt} desc, ${inquiryMessages.id} desc limit 1)`,
};

export interface InquiryView {
  inquiry: InquiryRow;
  work: InquiryWork;
  customer: { firstName: string; lastName: string; email: string; language: string };
  unread: number;
  lastBody: string | null;
  lastAuthor: string | null;
}

function viewQuery(db: Executor, reader: 'customer' | 'seller') {
  return db
    .select({
      inquiry: inquiries,
      ...workColumns,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerEmail: customers.email,
      customerLanguage: customers.language,
      unread: unreadFor(reader),
      ...lastMessage,
    })
    .from(inquiries)
    .innerJoin(customers, eq(customers.id, inquiries.customerId))
    .innerJoin(artworks, eq(artworks.id, inquiries.artworkId))
    .innerJoin(artists, eq(artists.id, artworks.artistId))
    .leftJoin(images, eq(images.id, artworks.imageId))
    .leftJoin(institutions, eq(institutions.id, artworks.institutionId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

const toView = (row: ViewRow): InquiryView => ({
  inquiry: row.inquiry,
  work: toWork(row),
  customer: {
    firstName: row.customerFirstName,
    lastName: row.customerLastName,
    email: row.customerEmail,
    language: row.customerLanguage,
  },
  unread: Number(row.unread ?? 0),
  lastBody: row.lastBody,
  lastAuthor: row.lastAuthor,
});

/** One conversation in `scope`, with the reader's unread count; null outside it. */
export async function findInquiryView(
  db: Executor,
  id: string,
  scope: InquiryScope,
  reader: 'customer' | 'seller',
): Promise<InquiryView | null> {
  const [row] = await viewQuery(db, reader)
    .where(and(eq(inquiries.id, id), scopeWhere(scope)))
    .limit(1);
  return row ? toView(row) : null;
}

export interface InquiryListFilter {
  status?: string;
  handler?: string;
  q?: string;
}

function listWhere(scope: InquiryScope, filter: InquiryListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeWhere(scope)];
  if (filter.status) conditions.push(eq(inquiries.status, filter.status));
  if (filter.handler) conditions.push(eq(inquiries.handler, filter.handler));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      or(
        ilike(artworks.titleEn, pattern),
        ilike(artworks.titleKo, pattern),
        ilike(customers.firstName, pattern),
        ilike(customers.lastName, pattern),
        ilike(sql`${customers.lastName} || ${customers.firstName}`, pattern),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The conversations in scope, latest message first, and the reader's unread over all of them. */
export async function listInquiryViews(
  db: Executor,
  scope: InquiryScope,
  reader: 'customer' | 'seller',
  filter: InquiryListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: InquiryView[]; count: number; unread: number }> {
  const where = listWhere(scope, filter);
  const rows = await viewQuery(db, reader)
    .where(where)
    .orderBy(desc(inquiries.lastMessageAt), desc(inquiries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ count: count(), unread: sql<number>`coalesce(sum(${unreadFor(reader)}), 0)::int` })
    .from(inquiries)
    .innerJoin(customers, eq(customers.id, inquiries.customerId))
    .innerJoin(artworks, eq(artworks.id, inquiries.artworkId))
    .where(where);
  return {
    rows: rows.map(toView),
    count: Number(total?.count ?? 0),
    unread: Number(total?.unread ?? 0),
  };
}

/** A conversation's messages, oldest first. */
export async function listInquiryMessages(
  db: Executor,
  inquiryId: string,
): Promise<InquiryMessageRow[]> {
  return db
    .select()
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
}

/** The offers made from a conversation (bids.inquiry_id), newest first. */
export async function listInquiryBidIds(db: Executor, inquiryId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bids.id })
    .from(bids)
    .where(eq(bids.inquiryId, inquiryId))
    .orderBy(desc(bids.createdAt), desc(bids.id));
  return rows.map((row) => row.id);
}

/** Uploaded pictures by storage key: who sent each (null for the store's own pictures). */
export async function findUploads(
  db: Executor,
  keys: readonly string[],
): Promise<{ key: string; originalExt: string; uploadedBy: string | null }[]> {
  if (!keys.length) return [];
  return db
    .select({ key: images.key, originalExt: images.originalExt, uploadedBy: images.uploadedBy })
    .from(images)
    .where(inArray(images.key, [...keys]));
}

export interface InquiryRecipient {
  customerId: string;
  email: string;
  firstName: string;
  language: 'en' | 'ko';
}

const recipientColumns = {
  customerId: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  language: customers.language,
};

/** The collector, to whom the answering side's messages go. */
export async function findInquiryCustomer(
  db: Executor,
  customerId: string,
): Promise<(InquiryRecipient & { lastName: string }) | null> {
  const [row] = await db
    .select({ ...recipientColumns, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ? { ...row, language: row.language === 'ko' ? 'ko' : 'en' } : null;
}

/** The gallery's partner members, to whom the collector's messages go when it answers. */
export async function findGalleryMembers(
  db: Executor,
  institutionId: string,
): Promise<InquiryRecipient[]> {
  const rows = await db
    .select(recipientColumns)
    .from(institutionMembers)
    .innerJoin(customers, eq(customers.id, institutionMembers.customerId))
    .where(eq(institutionMembers.institutionId, institutionId))
    .orderBy(asc(customers.email));
  return rows.map((row) => ({ ...row, language: row.language === 'ko' ? 'ko' : 'en' }));
}
