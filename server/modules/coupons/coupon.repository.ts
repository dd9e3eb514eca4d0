// Coupons (rules §3 "Coupon"): artwork-discount and additional coupons, fixed or percentage off
// with a cap, for every artwork or a list, valid between two dates; a customer holds each at
// most once and uses it once.
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponArtworks, coupons, customerCoupons } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { CouponKind, CouponTerms, DiscountType } from '@/rules/order-pricing';

export interface HeldCoupon {
  /** The customer's coupon (customer_coupons.id). */
  id: string;
  couponId: string;
  code: string;
  kind: CouponKind;
  discountType: DiscountType;
  offAmount: number;
  maxAmount: number | null;
  titleEn: string;
  titleKo: string;
  startsAt: Date;
  endsAt: Date;
  allArtworks: boolean;
  /** False once an operator deactivated the coupon: it no longer applies. */
  active: boolean;
  issuedAt: Date;
  usedAt: Date | null;
  orderId: string | null;
}

export const couponTerms = (coupon: HeldCoupon): CouponTerms => ({
  kind: coupon.kind,
  discountType: coupon.discountType,
  offAmount: coupon.offAmount,
  maxAmountKrw: coupon.maxAmount,
});

const heldColumns = {
  id: customerCoupons.id,
  couponId: coupons.id,
  code: coupons.code,
  kind: sql<CouponKind>`${coupons.kind}`,
  discountType: sql<DiscountType>`${coupons.discountType}`,
  offAmount: coupons.offAmount,
  maxAmount: coupons.maxAmount,
  titleEn: coupons.titleEn,
  titleKo: coupons.titleKo,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  allArtworks: coupons.allArtworks,
  active: coupons.active,
  issuedAt: customerCoupons.issuedAt,
  usedAt: customerCoupons.usedAt,
  orderId: customerCoupons.orderId,
};

/** Gives the customer every auto-issued (welcome) coupon still valid that they do not hold. */
export async function issueAutoCoupons(db: Executor, customerId: string, now: Date): Promise<void> {
  const due = await db
    .select({ id: coupons.id })
    .from(coupons)
    .leftJoin(
      customerCoupons,
      and(eq(customerCoupons.couponId, coupons.id), eq(customerCoupons.customerId, customerId)),
    )
    .where(
      and(
        eq(coupons.autoIssue, true),
        eq(coupons.active, true),
        gt(coupons.endsAt, now),
        isNull(customerCoupons.id),
      ),
    );
  if (!due.length) return;
  await db
    .insert(customerCoupons)
    .values(
      due.map((coupon) => ({
        id: newId('cc', now.getTime()),
        customerId,
        couponId: coupon.id,
        issuedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** The customer's coupons; a deactivated one only when it was used (its order names it). */
export async function listHeldCoupons(db: Executor, customerId: string): Promise<HeldCoupon[]> {
  return db
    .select(heldColumns)
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(
      and(
        eq(customerCoupons.customerId, customerId),
        or(eq(coupons.active, true), isNotNull(customerCoupons.usedAt)),
      ),
    )
    .orderBy(asc(coupons.endsAt), asc(customerCoupons.id)) as Promise<HeldCoupon[]>;
}

export async function findHeldCoupon(
  db: Executor,
  customerId: string,
  customerCouponId: string,
): Promise<HeldCoupon | null> {
  const [row] = await db
    .select(heldColumns)
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(
      and(eq(customerCoupons.id, customerCouponId), eq(customerCoupons.customerId, customerId)),
    )
    .limit(1);
  return (row as HeldCoupon | undefined) ?? null;
}

/** Of `couponIds`, those limited to a list that includes `artworkId`. */
export async function couponsListingArtwork(
  db: Executor,
  couponIds: string[],
  artworkId: string,
): Promise<Set<string>> {
  if (!couponIds.length) return new Set();
  const rows = await db
    .select({ couponId: couponArtworks.couponId })
    .from(couponArtworks)
    .where(
      and(inArray(couponArtworks.couponId, couponIds), eq(couponArtworks.artworkId, artworkId)),
    );
  return new Set(rows.map((row) => row.couponId));
}

/** The artworks a list-limited coupon applies to (ids), a page at a time. */
export async function couponArtworkIds(
  db: Executor,
  couponId: string,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; count: number }> {
  const rows = await db
    .select({ artworkId: couponArtworks.artworkId })
    .from(couponArtworks)
    .where(eq(couponArtworks.couponId, couponId))
    .orderBy(asc(couponArtworks.artworkId))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(couponArtworks)
    .where(eq(couponArtworks.couponId, couponId));
  return { ids: rows.map((row) => row.artworkId), count: Number(total?.n ?? 0) };
}

/** Uses the coupon for an order: false when it was used already (a race, or twice). */
export async function redeemCoupon(
  db: Executor,
  customerCouponId: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(customerCoupons)
    .set({ usedAt: now, orderId })
    .where(and(eq(customerCoupons.id, customerCouponId), isNull(customerCoupons.usedAt)))
    .returning({ id: customerCoupons.id });
  return rows.length === 1;
}

/** Gives back the coupons of an order that was cancelled or never paid. */
export async function restoreCoupons(db: Executor, orderId: string): Promise<void> {
  await db
    .update(customerCoupons)
    .set({ usedAt: null, orderId: null })
    .where(eq(customerCoupons.orderId, orderId));
}

export interface NewCoupon {
  code: string;
  kind: CouponKind;
  discountType: DiscountType;
  offAmount: number;
  maxAmount: number | null;
  titleEn: string;
  titleKo: string;
  startsAt: Date;
  endsAt: Date;
  autoIssue?: boolean;
  artworkIds?: string[];
}

/** Creates a coupon (demo data, tests, the back office); its id. */
export async function insertCoupon(db: Executor, coupon: NewCoupon, now: Date): Promise<string> {
  const id = newId('cpn', now.getTime());
  const { artworkIds, ...values } = coupon;
  await db.insert(coupons).values({
    id,
    ...values,
    allArtworks: !artworkIds?.length,
    autoIssue: coupon.autoIssue ?? false,
    createdAt: now,
  });
  if (artworkIds?.length) {
    await db
      .insert(couponArtworks)
      .values(artworkIds.map((artworkId) => ({ couponId: id, artworkId })));
  }
  return id;
}

/** Gives a coupon to a customer (once); the held coupon's id. */
export async function issueCoupon(
  db: Executor,
  customerId: string,
  couponId: string,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .insert(customerCoupons)
    .values({ id: newId('cc', now.getTime()), customerId, couponId, issuedAt: now })
    .onConflictDoNothing()
    .returning({ id: customerCoupons.id });
  return rows[0]?.id ?? null;
}
