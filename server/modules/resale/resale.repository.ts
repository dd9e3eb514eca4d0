// Resale and consignment requests, and who owns an edition: the buyer of its latest paid order
// (a primary sale or a resale). Status changes are conditional updates on the statuses the one
// state machine (schemas/resale.ts) allows, so a racing change sees zero rows.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hot } from '../../db/prepared';
import { orders, resaleRequests } from '../../db/schema';
import { newId } from '../../lib/ids';
import {
  activeResaleStatuses,
  resaleEventSources,
  type ResaleEvent,
  type ResaleKind,
  type ResaleStatus,
} from '@/schemas/resale';

export type ResaleRow = typeof resaleRequests.$inferSelect;
export type NewResale = Omit<
  typeof resaleRequests.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt'
>;

/**
 * A paid order no resale has sold on: its buyer owns the edition. (Decided by the resale that
 * names the order as its seller's, not by clocks, which can tie.)
 */
const notSoldOn = sql`not exists (select 1 from ${resaleRequests} r join ${orders} later on later.resale_id = r.id and later.status = 'paid' where r.ownership_order_id = ${orders.id})`;

export interface Ownership {
  orderId: string;
  customerId: string;
  editionId: string;
  artworkId: string;
  currencyCode: string;
  artPrice: number;
  paidAt: Date;
  orderNumber: string;
}

const ownershipColumns = {
  orderId: orders.id,
  customerId: orders.customerId,
  editionId: orders.editionId,
  artworkId: orders.artworkId,
  currencyCode: orders.currencyCode,
  artPrice: orders.artPrice,
  paidAt: orders.paidAt,
  orderNumber: orders.orderNumber,
};

const toOwnership = (row: Omit<Ownership, 'paidAt'> & { paidAt: Date | null }): Ownership => ({
  ...row,
  paidAt: row.paidAt!,
});

/** Who owns `editionId` now, through which order; null while no customer has paid for it. */
export async function ownershipOfEdition(
  db: Executor,
  editionId: string,
): Promise<Ownership | null> {
  const [row] = await db
    .select(ownershipColumns)
    .from(orders)
    .where(and(eq(orders.editionId, editionId), eq(orders.status, 'paid'), notSoldOn))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return row ? toOwnership(row) : null;
}

/** The edition of `artworkId` that `customerId` owns (the latest bought), if any. */
export async function ownedEditionOfArtwork(
  db: Executor,
  customerId: string,
  artworkId: string,
): Promise<Ownership | null> {
  const [row] = await db
    .select(ownershipColumns)
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.artworkId, artworkId),
        eq(orders.status, 'paid'),
        notSoldOn,
      ),
    )
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return row ? toOwnership(row) : null;
}

/** The editions `customerId` owns, most recently bought first. */
export async function listOwnedEditions(
  db: Executor,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: Ownership[]; count: number }> {
  const where = and(eq(orders.customerId, customerId), eq(orders.status, 'paid'), notSoldOn);
  const [rows, [total]] = await Promise.all([
    db
      .select(ownershipColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows: rows.map(toOwnership), count: Number(total?.n ?? 0) };
}

export async function insertResale(db: Executor, values: NewResale, now: Date): Promise<ResaleRow> {
  const [row] = await db
    .insert(resaleRequests)
    .values({ id: newId('rsl', now.getTime()), ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findResale(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ResaleRow | null> {
  const query = db.select().from(resaleRequests).where(eq(resaleRequests.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The request in play on each edition (reviewing, waiting for confirmation or on sale). */
export async function activeResalesOfEditions(
  db: Executor,
  editionIds: string[],
): Promise<Map<string, ResaleRow>> {
  if (!editionIds.length) return new Map();
  const rows = await db
    .select()
    .from(resaleRequests)
    .where(
      and(
        inArray(resaleRequests.editionId, editionIds),
        inArray(resaleRequests.status, [...activeResaleStatuses]),
      ),
    );
  return new Map(rows.map((row) => [row.editionId, row]));
}

/** The request that has `editionId` on sale again, if any. */
export async function onSaleResaleOfEdition(
  db: Executor,
  editionId: string,
): Promise<ResaleRow | null> {
  const [row] = await hot(
    'resale.on-sale-of-edition',
    db
      .select()
      .from(resaleRequests)
      .where(and(eq(resaleRequests.editionId, editionId), eq(resaleRequests.status, 'on_sale')))
      .limit(1),
  );
  return row ?? null;
}

/**
 * Applies `event` to request `id` when its status allows it (the state machine's sources):
 * the updated row, or null when the request has moved on meanwhile.
 */
export async function applyResaleEvent(
  db: Executor,
  id: string,
  event: ResaleEvent,
  to: ResaleStatus,
  changes: Partial<Omit<ResaleRow, 'id' | 'status' | 'createdAt' | 'updatedAt'>>,
  now: Date,
): Promise<ResaleRow | null> {
  const [row] = await db
    .update(resaleRequests)
    .set({ ...changes, status: to, updatedAt: now })
    .where(
      and(
        eq(resaleRequests.id, id),
        inArray(resaleRequests.status, [...resaleEventSources(event)]),
      ),
    )
    .returning();
  return row ?? null;
}

export interface ResaleListFilter {
  /** One seller's requests; null for every request (the operators' queue). */
  sellerId: string | null;
  status?: ResaleStatus;
  kind?: ResaleKind;
}

export async function listResales(
  db: Executor,
  filter: ResaleListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ResaleRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.sellerId !== null) conditions.push(eq(resaleRequests.sellerId, filter.sellerId));
  if (filter.status) conditions.push(eq(resaleRequests.status, filter.status));
  if (filter.kind) conditions.push(eq(resaleRequests.kind, filter.kind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(resaleRequests)
      .where(where)
      .orderBy(desc(resaleRequests.createdAt), desc(resaleRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(resaleRequests).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** Whether a request in play, or a sale, sells from `orderId` (its buyer put the edition up again). */
export async function resaleInPlayFromOrder(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resaleRequests.id })
    .from(resaleRequests)
    .where(
      and(
        eq(resaleRequests.ownershipOrderId, orderId),
        inArray(resaleRequests.status, [...activeResaleStatuses, 'sold']),
      ),
    )
    .limit(1);
  return Boolean(row);
}
