// The back office's coupons (issue 10): the list with how many customers hold and used each,
// changes to a coupon's terms and artworks, deactivation, and issuing to many customers at once
// (once per customer: the unique index of customer_coupons keeps it so under any race).
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponArtworks, coupons, customerCoupons } from '../../db/schema';
import { newId } from '../../lib/ids';
import { escapeLike } from '../../lib/text-match';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponChanges = Partial<Omit<CouponRow, 'id' | 'createdAt' | 'kind' | 'allArtworks'>>;

export interface CouponAdminRow extends CouponRow {
  artworkIds: string[];
  issuedCount: number;
  usedCount: number;
}

async function withFacts(db: Executor, rows: CouponRow[]): Promise<CouponAdminRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [artworks, holders] = await Promise.all([
    db
      .select({ couponId: couponArtworks.couponId, artworkId: couponArtworks.artworkId })
      .from(couponArtworks)
      .where(inArray(couponArtworks.couponId, ids))
      .orderBy(asc(couponArtworks.artworkId)),
    db
      .select({
        couponId: customerCoupons.couponId,
        issued: count(),
        used: count(customerCoupons.usedAt),
      })
      .from(customerCoupons)
      .where(inArray(customerCoupons.couponId, ids))
      .groupBy(customerCoupons.couponId),
  ]);
  return rows.map((row) => {
    const held = holders.find((h) => h.couponId === row.id);
    return {
      ...row,
      artworkIds: artworks.filter((a) => a.couponId === row.id).map((a) => a.artworkId),
      issuedCount: Number(held?.issued ?? 0),
      usedCount: Number(held?.used ?? 0),
    };
  });
}

export async function listCouponsForAdmin(
  db: Executor,
  filter: { q?: string; status?: 'active' | 'inactive' },
  page: { limit: number; offset: number },
): Promise<{ rows: CouponAdminRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(coupons.code, pattern),
        ilike(coupons.titleEn, pattern),
        ilike(coupons.titleKo, pattern),
      )!,
    );
  }
  if (filter.status) conditions.push(eq(coupons.active, filter.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows: await withFacts(db, rows), count: Number(total?.n ?? 0) };
}

export async function findCouponForAdmin(
  db: Executor,
  couponId: string,
): Promise<CouponAdminRow | null> {
  const rows = await db.select().from(coupons).where(eq(coupons.id, couponId)).limit(1);
  const [row] = await withFacts(db, rows);
  return row ?? null;
}

/** Changes the terms sent; `artworkIds` (when given) replaces the list, empty meaning every artwork. */
export async function updateCouponRow(
  tx: Executor,
  couponId: string,
  changes: CouponChanges,
  artworkIds: string[] | undefined,
): Promise<boolean> {
  const values: Partial<CouponRow> = { ...changes };
  if (artworkIds !== undefined) values.allArtworks = artworkIds.length === 0;
  const updated = Object.keys(values).length
    ? await tx
        .update(coupons)
        .set(values)
        .where(eq(coupons.id, couponId))
        .returning({ id: coupons.id })
    : await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId));
  if (!updated.length) return false;
  if (artworkIds !== undefined) {
    await tx.delete(couponArtworks).where(eq(couponArtworks.couponId, couponId));
    if (artworkIds.length) {
      await tx
        .insert(couponArtworks)
        .values([...new Set(artworkIds)].map((artworkId) => ({ couponId, artworkId })));
    }
  }
  return true;
}

/**
 * Gives the coupon to each of `customerIds` who does not hold it yet; how many got it now. A
 * customer who used it keeps it used: single use per customer stays true.
 */
export async function issueCouponTo(
  db: Executor,
  couponId: string,
  customerIds: string[],
  now: Date,
): Promise<number> {
  if (!customerIds.length) return 0;
  const rows = await db
    .insert(customerCoupons)
    .values(
      customerIds.map((customerId) => ({
        id: newId('cc', now.getTime()),
        customerId,
        couponId,
        issuedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: customerCoupons.id });
  return rows.length;
}

/** How many customers hold the coupon (used or not). */
export async function countCouponHolders(db: Executor, couponId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerCoupons)
    .where(eq(customerCoupons.couponId, couponId));
  return Number(row?.n ?? 0);
}
