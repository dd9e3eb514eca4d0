// The partner portal's reads and writes (issue 10): a gallery's profile, its exhibitions, its
// primary sales with their payout records, and the operator's payout record. Every read is
// narrowed to the partner's galleries by the caller (the workflow passes their ids).
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artworkCategories,
  artworks,
  editions,
  exhibitions,
  institutions,
  orders,
  partnerPayouts,
} from '../../db/schema';

export type InstitutionRow = typeof institutions.$inferSelect;
export type InstitutionChanges = Partial<
  Pick<
    InstitutionRow,
    | 'descriptionEn'
    | 'descriptionKo'
    | 'addressEn'
    | 'addressKo'
    | 'cityEn'
    | 'cityKo'
    | 'website'
    | 'instagram'
    | 'contactEmail'
    | 'phone'
    | 'logoImageId'
    | 'coverImageId'
  >
>;

export async function findInstitutionRow(db: Executor, id: string): Promise<InstitutionRow | null> {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id)).limit(1);
  return row ?? null;
}

export async function updateInstitutionRow(
  db: Executor,
  id: string,
  changes: InstitutionChanges,
  now: Date,
): Promise<InstitutionRow | null> {
  const [row] = await db
    .update(institutions)
    .set({ ...changes, updatedAt: now })
    .where(eq(institutions.id, id))
    .returning();
  return row ?? null;
}

/** The galleries' exhibitions, latest first. */
export async function listExhibitionsOfInstitutions(
  db: Executor,
  institutionIds: readonly string[],
  page: { limit: number; offset: number },
) {
  const where = inArray(exhibitions.institutionId, [...institutionIds]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: exhibitions.id,
        handle: exhibitions.handle,
        type: exhibitions.type,
        titleEn: exhibitions.titleEn,
        titleKo: exhibitions.titleKo,
        institutionId: exhibitions.institutionId,
        startsAt: exhibitions.startsAt,
        endsAt: exhibitions.endsAt,
        hasOnView: exhibitions.hasOnView,
      })
      .from(exhibitions)
      .where(where)
      .orderBy(desc(exhibitions.startsAt), desc(exhibitions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(exhibitions).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** Open (available) editions of the galleries' works: what they have on sale. */
export async function countEditionsOnSale(
  db: Executor,
  institutionIds: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(editions)
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .where(
      and(
        inArray(artworks.institutionId, [...institutionIds]),
        eq(editions.status, 'available'),
        eq(artworks.purchaseStatus, 'on_sale'),
      ),
    );
  return Number(row?.n ?? 0);
}

const primarySale = (institutionIds: readonly string[]): SQL =>
  and(
    inArray(artworks.institutionId, [...institutionIds]),
    // Primary sales only: a resale's proceeds are its owner's, its royalty the artist's.
    isNull(orders.resaleId),
    eq(orders.status, 'paid'),
  )!;

/** The galleries' paid primary sales paid in [from, to), newest first, with their payout. */
export async function listPrimarySales(
  db: Executor,
  institutionIds: readonly string[],
  period: { from: Date; to: Date },
) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      paidAt: orders.paidAt,
      artworkId: artworks.id,
      artworkHandle: artworks.handle,
      titleEn: artworks.titleEn,
      titleKo: artworks.titleKo,
      institutionId: artworks.institutionId,
      editionNumber: editions.editionNumber,
      editionType: artworks.editionType,
      editionSize: artworks.editionSize,
      currencyCode: orders.currencyCode,
      krwPerUnit: orders.krwPerUnit,
      artPrice: orders.artPrice,
      salePriceKrw: orders.salePriceKrw,
      shippingMethod: orders.shippingMethod,
      shippingStatus: orders.shippingStatus,
      payoutAmountKrw: partnerPayouts.amountKrw,
      payoutPaidAt: partnerPayouts.paidAt,
      payoutReference: partnerPayouts.reference,
    })
    .from(orders)
    .innerJoin(artworks, eq(artworks.id, orders.artworkId))
    .innerJoin(editions, eq(editions.id, orders.editionId))
    .leftJoin(partnerPayouts, eq(partnerPayouts.orderId, orders.id))
    .where(
      and(
        primarySale(institutionIds),
        gte(orders.paidAt, period.from),
        lt(orders.paidAt, period.to),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(5_000);
}

export type PrimarySaleRow = Awaited<ReturnType<typeof listPrimarySales>>[number];

/** One paid primary sale of any gallery (the operator's payout step). */
export async function findPrimarySale(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      orderId: orders.id,
      institutionId: artworks.institutionId,
      currencyCode: orders.currencyCode,
      krwPerUnit: orders.krwPerUnit,
      artPrice: orders.artPrice,
      salePriceKrw: orders.salePriceKrw,
      shippingMethod: orders.shippingMethod,
      shippingStatus: orders.shippingStatus,
      payoutPaidAt: partnerPayouts.paidAt,
    })
    .from(orders)
    .innerJoin(artworks, eq(artworks.id, orders.artworkId))
    .leftJoin(partnerPayouts, eq(partnerPayouts.orderId, orders.id))
    .where(and(eq(orders.id, orderId), isNull(orders.resaleId), eq(orders.status, 'paid')))
    .limit(1);
  return row?.institutionId ? { ...row, institutionId: row.institutionId } : null;
}

/** Records a payout; false when the order already has one. */
export async function insertPayout(
  db: Executor,
  values: typeof partnerPayouts.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(partnerPayouts)
    .values(values)
    .onConflictDoNothing()
    .returning({ orderId: partnerPayouts.orderId });
  return rows.length > 0;
}

/** Every artwork category, in menu order (the artwork form's choice). */
export async function listCategories(db: Executor) {
  return db
    .select({
      id: artworkCategories.id,
      titleEn: artworkCategories.titleEn,
      titleKo: artworkCategories.titleKo,
    })
    .from(artworkCategories)
    .orderBy(asc(artworkCategories.rank), asc(artworkCategories.id));
}
