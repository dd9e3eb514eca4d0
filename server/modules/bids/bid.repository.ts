// Bids: price offers on an edition (issue 6). Every state change is a conditional UPDATE on the
// bid's status (or runs under its row lock) inside the caller's transaction, so a cancel racing
// an accept, or two accepts, leave one winner; the partial unique indexes of the schema keep one
// active bid per bidder per edition and one accepted bid per edition.
import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artists,
  artworks,
  bids,
  customers,
  editions,
  images,
  inquiries,
  institutionMembers,
  institutions,
  resaleRequests,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import { imageColumns } from '../../lib/image-columns';
import type { AnsweredBy, CloseReason, OfferStatus } from '@/rules/negotiation';

export type BidRow = typeof bids.$inferSelect;
export type NewBid = Omit<typeof bids.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export const activeBidStatuses = ['pending', 'accepted'] as const;

export async function insertBid(tx: Executor, values: NewBid, now: Date): Promise<BidRow> {
  const [row] = await tx
    .insert(bids)
    .values({ id: newId('bid', now.getTime()), ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findBid(
  db: Executor,
  bidId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BidRow | null> {
  const query = db.select().from(bids).where(eq(bids.id, bidId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The bid an accepted bid's order (cart) belongs to; null for an ordinary cart. */
export async function findBidOfCart(db: Executor, cartId: string): Promise<BidRow | null> {
  const [row] = await db.select().from(bids).where(eq(bids.cartId, cartId)).limit(1);
  return row ?? null;
}

/** Cancels the bidder's pending bid; null when it is not theirs or no longer pending. */
export async function cancelPendingBid(
  tx: Executor,
  bidId: string,
  bidderId: string,
  now: Date,
): Promise<BidRow | null> {
  const [row] = await tx
    .update(bids)
    .set({ status: 'canceled', closeReason: 'canceled', closedAt: now, updatedAt: now })
    .where(and(eq(bids.id, bidId), eq(bids.bidderId, bidderId), eq(bids.status, 'pending')))
    .returning();
  return row ?? null;
}

/** pending → accepted with its bid order; false when it was no longer pending. */
export async function markBidAccepted(
  tx: Executor,
  bidId: string,
  order: {
    cartId: string;
    paymentDeadline: Date;
    answeredBy?: AnsweredBy;
    answeredById?: string;
  },
  now: Date,
): Promise<BidRow | null> {
  const [row] = await tx
    .update(bids)
    .set({ status: 'accepted', acceptedAt: now, ...order, updatedAt: now })
    .where(and(eq(bids.id, bidId), eq(bids.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Declines every other pending bid on the edition (one was accepted: accepted_other); their ids. */
export async function declineOtherBids(
  tx: Executor,
  editionId: string,
  acceptedId: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(bids)
    .set({ status: 'declined', closeReason: 'accepted_other', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(bids.editionId, editionId),
        eq(bids.status, 'pending'),
        sql`${bids.id} <> ${acceptedId}`,
      ),
    )
    .returning({ id: bids.id });
  return rows.map((row) => row.id);
}

/**
 * Closes the pending bids on an edition, or on an artwork, with `status` and `reason` (rules
 * §4.29: the edition listed again, consigned, withdrawn from sale, sold): optionally only one
 * bidder's, or everyone's but one bidder's. The closed bids' ids.
 */
export async function closePendingBids(
  tx: Executor,
  where: {
    editionId?: string;
    artworkId?: string;
    bidderId?: string;
    notBidderId?: string;
  },
  close: { status: OfferStatus; reason: CloseReason },
  now: Date,
): Promise<string[]> {
  if (!where.editionId && !where.artworkId) return [];
  const rows = await tx
    .update(bids)
    .set({ status: close.status, closeReason: close.reason, closedAt: now, updatedAt: now })
    .where(
      and(
        eq(bids.status, 'pending'),
        where.editionId ? eq(bids.editionId, where.editionId) : undefined,
        where.artworkId ? eq(bids.artworkId, where.artworkId) : undefined,
        where.bidderId ? eq(bids.bidderId, where.bidderId) : undefined,
        where.notBidderId ? sql`${bids.bidderId} <> ${where.notBidderId}` : undefined,
      ),
    )
    .returning({ id: bids.id });
  return rows.map((row) => row.id);
}

/** Declines one pending bid (by whoever answers it); null when no longer pending. */
export async function declinePendingBid(
  tx: Executor,
  bidId: string,
  now: Date,
  answered?: { answeredBy: AnsweredBy; answeredById: string },
): Promise<BidRow | null> {
  const [row] = await tx
    .update(bids)
    .set({
      status: 'declined',
      closeReason: 'declined',
      ...answered,
      closedAt: now,
      updatedAt: now,
    })
    .where(and(eq(bids.id, bidId), eq(bids.status, 'pending')))
    .returning();
  return row ?? null;
}

/** accepted → ordered once the bid order's payment is recorded; false when no longer accepted. */
export async function markBidOrdered(
  tx: Executor,
  cartId: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(bids)
    .set({ status: 'ordered', orderId, closedAt: now, updatedAt: now })
    .where(and(eq(bids.cartId, cartId), eq(bids.status, 'accepted')))
    .returning({ id: bids.id });
  return rows.length === 1;
}

/** Sets a claimed bid's final status and why (the sweep). */
export async function closeBid(
  tx: Executor,
  bidId: string,
  status: 'expired' | 'lapsed' | 'declined',
  now: Date,
  reason: CloseReason = status,
): Promise<void> {
  await tx
    .update(bids)
    .set({ status, closeReason: reason, closedAt: now, updatedAt: now })
    .where(eq(bids.id, bidId));
}

/** Pending bids past their expiry, locked (SKIP LOCKED: any instance may sweep). */
export async function claimExpiredBids(tx: Executor, now: Date, limit: number) {
  return tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.status, 'pending'), lte(bids.expiresAt, now)))
    .orderBy(bids.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Accepted bids whose payment deadline passed unpaid, locked (SKIP LOCKED). */
export async function claimLapsedBids(tx: Executor, now: Date, limit: number) {
  return tx
    .select({ id: bids.id, editionId: bids.editionId, cartId: bids.cartId })
    .from(bids)
    .where(and(eq(bids.status, 'accepted'), lte(bids.paymentDeadline, now)))
    .orderBy(bids.paymentDeadline)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Pending bids on editions that were sold meanwhile (to another buyer), locked (SKIP LOCKED). */
export async function claimBidsOnSoldEditions(tx: Executor, limit: number) {
  return tx
    .select({ id: bids.id })
    .from(bids)
    .innerJoin(editions, eq(editions.id, bids.editionId))
    .where(and(eq(bids.status, 'pending'), eq(editions.status, 'sold')))
    .limit(limit)
    .for('update', { of: bids, skipLocked: true });
}

/** The customer's bids on an artwork, the active one first, then the newest. */
export async function bidsOfBidderOnArtwork(db: Executor, bidderId: string, artworkId: string) {
  return db
    .select()
    .from(bids)
    .where(and(eq(bids.bidderId, bidderId), eq(bids.artworkId, artworkId)))
    .orderBy(
      sql`case when ${bids.status} in ('pending','accepted') then 0 else 1 end`,
      desc(bids.createdAt),
    )
    .limit(1);
}

/** Whether the gallery a bid is made to has a partner account (someone to answer in the portal). */
const galleryHasPartner = sql<boolean>`exists (select 1 from ${institutionMembers}
  where ${institutionMembers.institutionId} = ${bids.sellerInstitutionId})`;

const viewColumns = {
  bid: bids,
  artworkHandle: artworks.handle,
  titleEn: artworks.titleEn,
  titleKo: artworks.titleKo,
  artworkPrice: artworks.price,
  editionPrice: editions.price,
  artistNameEn: artists.nameEn,
  artistNameKo: artists.nameKo,
  editionNumber: editions.editionNumber,
  editionType: artworks.editionType,
  editionSize: artworks.editionSize,
  bidderFirstName: customers.firstName,
  bidderLastName: customers.lastName,
  galleryNameEn: institutions.nameEn,
  galleryNameKo: institutions.nameKo,
  galleryHasPartner,
  /** An owner's listing: resale or consignment (their latest request on the edition). */
  resaleKind: sql<string | null>`(select ${resaleRequests.kind} from ${resaleRequests}
    where ${resaleRequests.editionId} = ${bids.editionId}
      and ${resaleRequests.sellerId} = ${bids.sellerCustomerId}
    order by ${resaleRequests.createdAt} desc limit 1)`,
  /** Pending offers on the same edition besides this one (accepting this declines them). */
  otherPending: sql<number>`(select count(*) from ${bids} as rivals
    where rivals.edition_id = ${bids.editionId} and rivals.status = 'pending'
      and rivals.id <> ${bids.id})`,
  image: imageColumns,
};

export type BidView = Awaited<ReturnType<typeof listBidViews>>['rows'][number];

/** The back office's offers queue: who answers, which gallery, what status, what text. */
export interface BackOfficeBidFilter {
  /** The galleries a partner answers for; 'all' for an operator. */
  scope: { institutionIds: string[] } | 'all';
  status?: OfferStatus;
  answerer?: 'gallery' | 'owner' | 'store';
  galleryId?: string;
  /** Part of the work's title, its artist's or the bidder's name, or the bid's id. */
  q?: string;
}

export type BidListFilter =
  | { kind: 'offered'; bidderId: string }
  | { kind: 'received'; institutionIds: string[]; customerId: string }
  | {
      kind: 'artwork';
      artworkId: string;
      visibleTo: { institutionIds: string[]; customerId: string };
    }
  | { kind: 'ids'; ids: string[] }
  | ({ kind: 'back-office' } & BackOfficeBidFilter);

function backOfficeWhere(filter: BackOfficeBidFilter): SQL | undefined {
  const answerer = {
    gallery: sql`(${bids.sellerInstitutionId} is not null and ${galleryHasPartner})`,
    store: sql`(${bids.sellerInstitutionId} is not null and not ${galleryHasPartner})`,
    owner: sql`${bids.sellerCustomerId} is not null`,
  };
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    filter.scope === 'all'
      ? undefined
      : inArray(
          bids.sellerInstitutionId,
          filter.scope.institutionIds.length ? filter.scope.institutionIds : [''],
        ),
    filter.status ? eq(bids.status, filter.status) : undefined,
    filter.answerer ? answerer[filter.answerer] : undefined,
    filter.galleryId ? eq(bids.sellerInstitutionId, filter.galleryId) : undefined,
    like
      ? sql`(${artworks.titleEn} ilike ${like} or ${artworks.titleKo} ilike ${like}
          or ${artists.nameEn} ilike ${like} or ${artists.nameKo} ilike ${like}
          or (${customers.firstName} || ' ' || ${customers.lastName}) ilike ${like}
          or (${customers.lastName} || ${customers.firstName}) ilike ${like}
          or ${bids.id} = ${filter.q})`
      : undefined,
  );
}

function whereOf(filter: BidListFilter): SQL | undefined {
  const sellerIs = (institutionIds: string[], customerId: string) => {
    const byCustomer = eq(bids.sellerCustomerId, customerId);
    return institutionIds.length
      ? sql`(${inArray(bids.sellerInstitutionId, institutionIds)} or ${byCustomer})`
      : byCustomer;
  };
  switch (filter.kind) {
    case 'offered':
      return eq(bids.bidderId, filter.bidderId);
    case 'received':
      return sellerIs(filter.institutionIds, filter.customerId);
    case 'artwork': {
      // A bidder sees their own bids on the work; its seller sees every bid on it.
      const { institutionIds, customerId } = filter.visibleTo;
      return and(
        eq(bids.artworkId, filter.artworkId),
        sql`(${eq(bids.bidderId, customerId)} or ${sellerIs(institutionIds, customerId)})`,
      );
    }
    case 'ids':
      return inArray(bids.id, filter.ids.length ? filter.ids : ['']);
    case 'back-office':
      return backOfficeWhere(filter);
  }
}

export async function listBidViews(
  db: Executor,
  filter: BidListFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const rows = await db
    .select(viewColumns)
    .from(bids)
    .innerJoin(artworks, eq(artworks.id, bids.artworkId))
    .innerJoin(artists, eq(artists.id, artworks.artistId))
    .innerJoin(editions, eq(editions.id, bids.editionId))
    .innerJoin(customers, eq(customers.id, bids.bidderId))
    .leftJoin(institutions, eq(institutions.id, bids.sellerInstitutionId))
    .leftJoin(images, eq(images.id, artworks.imageId))
    .where(where)
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(page.limit)
    .offset(page.offset);
  // The queue's text search reads the work, its artist and the bidder; the others read bids only.
  const [total] =
    filter.kind === 'ids'
      ? [{ n: rows.length }]
      : filter.kind === 'back-office'
        ? await db
            .select({ n: count() })
            .from(bids)
            .innerJoin(artworks, eq(artworks.id, bids.artworkId))
            .innerJoin(artists, eq(artists.id, artworks.artistId))
            .innerJoin(customers, eq(customers.id, bids.bidderId))
            .where(where)
        : await db.select({ n: count() }).from(bids).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

/**
 * Pending, unexpired bids a viewer answers (the dashboards): those on some galleries' primary
 * editions (a partner), or those on galleries without a partner account (the operators).
 */
export async function countPendingBids(
  db: Executor,
  now: Date,
  answerable: { institutionIds: readonly string[] } | 'galleries without a partner',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bids)
    .where(
      and(
        eq(bids.status, 'pending'),
        sql`${bids.expiresAt} > ${now}`,
        answerable === 'galleries without a partner'
          ? sql`(${bids.sellerInstitutionId} is not null and not ${galleryHasPartner})`
          : inArray(bids.sellerInstitutionId, [...answerable.institutionIds, '']),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether gallery `institutionId` has a partner account (members who answer its offers). */
export async function hasPartnerAccount(db: Executor, institutionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: institutionMembers.customerId })
    .from(institutionMembers)
    .where(eq(institutionMembers.institutionId, institutionId))
    .limit(1);
  return row !== undefined;
}

/** Withdraws every pending bid of the bidder (a blocked customer's offers); how many. */
export async function cancelPendingBidsOf(
  tx: Executor,
  bidderId: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(bids)
    .set({ status: 'canceled', closeReason: 'canceled', closedAt: now, updatedAt: now })
    .where(and(eq(bids.bidderId, bidderId), eq(bids.status, 'pending')))
    .returning({ id: bids.id });
  return rows.length;
}

/** The customer's own conversation `inquiryId` (its artwork), for an offer made from it. */
export async function findInquiryOf(
  db: Executor,
  inquiryId: string,
  customerId: string,
): Promise<{ artworkId: string } | null> {
  const [row] = await db
    .select({ artworkId: inquiries.artworkId })
    .from(inquiries)
    .where(and(eq(inquiries.id, inquiryId), eq(inquiries.customerId, customerId)));
  return row ?? null;
}
