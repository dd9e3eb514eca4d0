// Carts: one edition, its shipping and services, its coupons and the exchange rate it was priced
// at. Every change bumps `version`, so a payment started on an older cart is refused.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hot } from '../../db/prepared';
import { bids, carts } from '../../db/schema';
import { newId } from '../../lib/ids';

export type CartRow = typeof carts.$inferSelect;
export type CartChanges = Partial<
  Pick<
    CartRow,
    | 'currencyCode'
    | 'krwPerUnit'
    | 'rateLockedAt'
    | 'shippingAddressId'
    | 'shippingMethod'
    | 'specifiedDate'
    | 'pickupContact'
    | 'frame'
    | 'installation'
    | 'extraInstalls'
    | 'artworkCouponId'
    | 'additionalCouponId'
    | 'status'
    | 'orderId'
  >
>;

export async function insertCart(
  db: Executor,
  values: Omit<typeof carts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<CartRow> {
  const [row] = await hot(
    'cart.insert',
    db
      .insert(carts)
      .values({ id: newId('cart', now.getTime()), ...values, createdAt: now, updatedAt: now })
      .returning(),
  );
  return row!;
}

/** The customer's cart (another customer's answers null, as an unknown one). */
export async function findCart(
  db: Executor,
  customerId: string,
  cartId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartRow | null> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateCart(
  db: Executor,
  cartId: string,
  changes: CartChanges,
  now: Date,
): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: now })
    .where(eq(carts.id, cartId))
    .returning();
  return row!;
}

/**
 * When each cart's rate was locked, by cart id: an order is charged at its cart's rate and shows
 * that moment beside it (issue 21). A cart is closed once ordered, so the moment stays.
 */
export async function findRateLocksOfCarts(
  db: Executor,
  cartIds: string[],
): Promise<Map<string, Date>> {
  const ids = [...new Set(cartIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: carts.id, rateLockedAt: carts.rateLockedAt })
    .from(carts)
    .where(inArray(carts.id, ids));
  return new Map(rows.map((row) => [row.id, row.rateLockedAt]));
}

/** Marks the cart ordered, if it is still open at `version`: false when it changed or closed. */
export async function closeCart(
  db: Executor,
  cartId: string,
  version: number,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ status: 'ordered', orderId, version: sql`${carts.version} + 1`, updatedAt: now })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'open'), eq(carts.version, version)))
    .returning({ id: carts.id });
  return rows.length === 1;
}

/** The customer's latest open cart for `editionId`, opened at or after `since`. */
export async function findOpenCartForEdition(
  db: Executor,
  customerId: string,
  editionId: string,
  since: Date,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.customerId, customerId),
        eq(carts.editionId, editionId),
        eq(carts.status, 'open'),
        sql`${carts.createdAt} >= ${since.toISOString()}`,
        // An offer's order is priced at the offer, never a plain purchase's (a lapsed one too).
        sql`not exists (select 1 from ${bids} where ${bids.cartId} = ${carts.id})`,
      ),
    )
    .orderBy(sql`${carts.createdAt} desc`)
    .limit(1);
  return row ?? null;
}
