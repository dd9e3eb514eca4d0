// What the customer notices need to know about an order, a bid or a resale request, read in the
// transaction that changed it; and the ledger of notices sent once per key (customer_notices).
import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artists,
  artworks,
  bids,
  carts,
  customerNotices,
  customers,
  editions,
  institutionMembers,
  institutions,
  orders,
  payments,
  resaleRequests,
} from '../../db/schema';

export interface Recipient {
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

/** The customer a notice about their own account (a membership) goes to. */
export async function findCustomerRecipient(
  db: Executor,
  customerId: string,
): Promise<Recipient | null> {
  const [row] = await db
    .select(recipientColumns)
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/**
 * Claims `key` for one notice: true the first time, false ever after (any instance; a concurrent
 * claim of the same key waits for the first transaction and then finds it taken).
 */
export async function claimNoticeKey(db: Executor, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(customerNotices)
    .values({ key, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: customerNotices.key });
  return rows.length > 0;
}

export async function findOrderNoticeFacts(db: Executor, orderId: string) {
  // The payment that made the order (its latest), for a virtual account's deposit details.
  const payment = db
    .select({
      bank: payments.bank,
      accountNumber: payments.accountNumber,
      accountName: payments.accountName,
    })
    .from(payments)
    .where(eq(payments.orderId, orders.id))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .as('payment');
  const [row] = await db
    .select({
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        itemNameEn: orders.itemNameEn,
        itemNameKo: orders.itemNameKo,
        total: orders.total,
        currencyCode: orders.currencyCode,
        // The rate printed under a foreign currency's amounts, as on the order page.
        krwPerUnit: orders.krwPerUnit,
        rateLockedAt: carts.rateLockedAt,
        // The amounts the order's e-mails print line by line (ADR 0037).
        artPrice: orders.artPrice,
        deliveryFee: orders.deliveryFee,
        insuranceFee: orders.insuranceFee,
        specifiedDateFee: orders.specifiedDateFee,
        frameFee: orders.frameFee,
        installationFee: orders.installationFee,
        extraWorksFee: orders.extraWorksFee,
        extraInstalls: orders.extraInstalls,
        artworkDiscount: orders.artworkDiscount,
        additionalDiscount: orders.additionalDiscount,
        discountAmount: orders.discountAmount,
        supplyAmount: orders.supplyAmount,
        vat: orders.vat,
        taxFreeAmount: orders.taxFreeAmount,
        taxableAmount: orders.taxableAmount,
        status: orders.status,
        shippingStatus: orders.shippingStatus,
        depositDeadline: orders.depositDeadline,
        resaleId: orders.resaleId,
        platformCommission: orders.platformCommission,
        artistRoyalty: orders.artistRoyalty,
        sellerProceeds: orders.sellerProceeds,
        // The seller's settlement in won (rules §4.36): the proceeds notice prints it.
        salePriceKrw: orders.salePriceKrw,
        platformCommissionKrw: orders.platformCommissionKrw,
        artistRoyaltyKrw: orders.artistRoyaltyKrw,
        sellerProceedsKrw: orders.sellerProceedsKrw,
        // The edition, named in the e-mails as on every screen ("Unique work").
        editionNumber: editions.editionNumber,
        editionType: artworks.editionType,
        editionSize: artworks.editionSize,
      },
      buyer: recipientColumns,
      payment: {
        bank: payment.bank,
        accountNumber: payment.accountNumber,
        accountName: payment.accountName,
      },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(editions, eq(editions.id, orders.editionId))
    .innerJoin(artworks, eq(artworks.id, orders.artworkId))
    // The cart the order was priced in locked its rate (an accepted offer's order has none).
    .leftJoin(carts, eq(carts.id, orders.cartId))
    .leftJoinLateral(payment, sql`true`)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

type FoundOrderFacts = NonNullable<Awaited<ReturnType<typeof findOrderNoticeFacts>>>;
type EditionColumns = 'editionNumber' | 'editionType' | 'editionSize';

/**
 * What an order's notices tell: the order, its buyer and its payment's deposit details. A caller
 * that already holds the order row may pass it without the edition's facts (read then), with its
 * cart's rate lock.
 */
export type OrderNoticeFacts = Omit<FoundOrderFacts, 'order'> & {
  order: Omit<FoundOrderFacts['order'], EditionColumns> &
    Partial<Pick<FoundOrderFacts['order'], EditionColumns>>;
};

/** The edition an order bought, as its notices name it. */
export async function findOrderEdition(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      editionNumber: editions.editionNumber,
      editionType: artworks.editionType,
      editionSize: artworks.editionSize,
    })
    .from(orders)
    .innerJoin(editions, eq(editions.id, orders.editionId))
    .innerJoin(artworks, eq(artworks.id, orders.artworkId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

const artworkTitle = {
  titleEn: artworks.titleEn,
  titleKo: artworks.titleKo,
  artistEn: artists.nameEn,
  artistKo: artists.nameKo,
};

export async function findBidNoticeFacts(db: Executor, bidId: string) {
  const [row] = await db
    .select({
      bid: {
        id: bids.id,
        amount: bids.amount,
        currencyCode: bids.currencyCode,
        status: bids.status,
        expiresAt: bids.expiresAt,
        paymentDeadline: bids.paymentDeadline,
        cartId: bids.cartId,
        sellerInstitutionId: bids.sellerInstitutionId,
        sellerCustomerId: bids.sellerCustomerId,
        closeReason: bids.closeReason,
        answeredBy: bids.answeredBy,
        amountKrw: bids.amountKrw,
        listPriceKrw: bids.listPriceKrw,
      },
      artwork: { ...artworkTitle, handle: artworks.handle },
      bidder: recipientColumns,
      gallery: { nameEn: institutions.nameEn, nameKo: institutions.nameKo },
      /** Whether the bid's gallery has a partner account (else the operators answer it). */
      galleryHasPartner: sql<boolean>`exists (select 1 from ${institutionMembers}
        where ${institutionMembers.institutionId} = ${bids.sellerInstitutionId})`,
    })
    .from(bids)
    .innerJoin(customers, eq(customers.id, bids.bidderId))
    .innerJoin(artworks, eq(artworks.id, bids.artworkId))
    .leftJoin(artists, eq(artists.id, artworks.artistId))
    .leftJoin(institutions, eq(institutions.id, bids.sellerInstitutionId))
    .where(eq(bids.id, bidId))
    .limit(1);
  return row ? { ...row, galleryHasPartner: Boolean(row.galleryHasPartner) } : null;
}

/** Who answers a bid: the owner of a resold edition, or the gallery's sellers. */
export async function findBidSellers(
  db: Executor,
  seller: { sellerInstitutionId: string | null; sellerCustomerId: string | null },
): Promise<Recipient[]> {
  if (seller.sellerCustomerId) {
    return db
      .select(recipientColumns)
      .from(customers)
      .where(eq(customers.id, seller.sellerCustomerId));
  }
  if (!seller.sellerInstitutionId) return [];
  return db
    .select(recipientColumns)
    .from(institutionMembers)
    .innerJoin(customers, eq(customers.id, institutionMembers.customerId))
    .where(eq(institutionMembers.institutionId, seller.sellerInstitutionId));
}

export async function findResaleNoticeFacts(db: Executor, resaleId: string) {
  const [row] = await db
    .select({
      resale: {
        id: resaleRequests.id,
        kind: resaleRequests.kind,
        status: resaleRequests.status,
        listingPrice: resaleRequests.listingPrice,
        rejectionReason: resaleRequests.rejectionReason,
      },
      artwork: artworkTitle,
      seller: recipientColumns,
    })
    .from(resaleRequests)
    .innerJoin(customers, eq(customers.id, resaleRequests.sellerId))
    .innerJoin(artworks, eq(artworks.id, resaleRequests.artworkId))
    .leftJoin(artists, eq(artists.id, artworks.artistId))
    .where(eq(resaleRequests.id, resaleId))
    .limit(1);
  return row ?? null;
}

/**
 * Orders awaiting their deposit whose deadline falls within (now, until] and that have had no
 * reminder yet (the partial index on deposit_deadline serves the range).
 */
export async function findOrdersDueForDepositReminder(
  db: Executor,
  now: Date,
  until: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_deposit'),
        gt(orders.depositDeadline, now),
        lte(orders.depositDeadline, until),
        sql`not exists (select 1 from ${customerNotices} where ${customerNotices.key} = 'deposit-reminder:' || ${orders.id})`,
      ),
    )
    .orderBy(orders.depositDeadline)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Accepted bids whose order is unpaid and whose payment deadline falls within (now, until], with no
 * reminder yet.
 */
export async function findBidsDueForPaymentReminder(
  db: Executor,
  now: Date,
  until: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: bids.id })
    .from(bids)
    .where(
      and(
        eq(bids.status, 'accepted'),
        gt(bids.paymentDeadline, now),
        lte(bids.paymentDeadline, until),
        sql`not exists (select 1 from ${customerNotices} where ${customerNotices.key} = 'bid-payment-reminder:' || ${bids.id})`,
      ),
    )
    .orderBy(bids.paymentDeadline)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Artworks by id or handle, with their artist's name. */
export async function findArtworkTitles(db: Executor, idsOrHandles: string[]) {
  if (!idsOrHandles.length) return [];
  return db
    .select({ id: artworks.id, handle: artworks.handle, ...artworkTitle })
    .from(artworks)
    .leftJoin(artists, eq(artists.id, artworks.artistId))
    .where(or(inArray(artworks.id, idsOrHandles), inArray(artworks.handle, idsOrHandles)));
}
