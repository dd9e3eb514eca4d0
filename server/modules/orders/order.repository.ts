// Orders: the priced snapshot of a cart at payment (amounts in minor units of its currency at the
// locked rate), its payment facts and its shipping and transaction statuses.
import { randomInt } from 'node:crypto';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { newId } from '../../lib/ids';
import { koreanDay } from '@/rules/business-time';
import type { HistoryFilter, OrderStatus } from '@/rules/checkout-rules';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'orderNumber' | 'createdAt' | 'updatedAt'
>;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `AM-20261122-7KQ3M9XA`: the date in Korea and eight random characters. */
export function newOrderNumber(now: Date): string {
  const date = koreanDay(now)!.replaceAll('-', '');
  const random = Array.from({ length: 8 }, () => alphabet[randomInt(32)]).join('');
  return `AM-${date}-${random}`;
}

export const newOrderId = (now: Date) => newId('ord', now.getTime());

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The sale slip's and receipt's number and issue time (ADR 0037), for an insert or update of a
 * paid order: `AM-2026-000123`, the year of issue in Korea and the next of
 * order_document_number_seq (six digits at least, never cut).
 */
export function orderDocumentFields(now: Date) {
  const year = String(new Date(now.getTime() + KOREA_OFFSET_MS).getUTCFullYear());
  return {
    documentNumber: sql<string>`(select 'AM-' || ${year}::text || '-' || lpad(s.n::text, greatest(6, length(s.n::text)), '0') from (select nextval('order_document_number_seq') as n) s)`,
    documentIssuedAt: now,
  };
}

/** Issues the order's sale slip and receipt once: an order that has them keeps them. */
export async function issueOrderDocument(db: Executor, orderId: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set(orderDocumentFields(now))
    .where(and(eq(orders.id, orderId), isNull(orders.documentNumber)));
}

/** The customer's order (another customer's answers null, as an unknown one). */
export async function findOrder(
  db: Executor,
  customerId: string,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function lockOrderById(db: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function updateOrder(
  db: Executor,
  orderId: string,
  changes: Partial<Omit<OrderRow, 'id' | 'createdAt'>>,
  now: Date,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

const historyWhere = (customerId: string, filter: HistoryFilter): SQL | undefined => {
  const mine = eq(orders.customerId, customerId);
  if (filter === 'purchased') return mine;
  // Sold: the paid resales of editions the customer owned (ADR 0025).
  if (filter === 'sold') {
    return and(eq(orders.sellerCustomerId, customerId), eq(orders.status, 'paid'));
  }
  return and(mine, eq(orders.status, filter as OrderStatus));
};

export async function listOrders(
  db: Executor,
  customerId: string,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const where = historyWhere(customerId, filter);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

/** A paid resale order `sellerId` sold (null for any other order, as an unknown one). */
export async function findSoldOrder(
  db: Executor,
  sellerId: string,
  orderId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.sellerCustomerId, sellerId), eq(orders.status, 'paid')),
    )
    .limit(1);
  return row ?? null;
}

/** The customer's paid resales, for the history's sold tab. */
export async function countSoldOrders(db: Executor, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.sellerCustomerId, sellerId), eq(orders.status, 'paid')));
  return Number(row?.n ?? 0);
}

/** Orders per transaction status, for the history tabs. */
export async function countOrdersByStatus(
  db: Executor,
  customerId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** Virtual-account orders past their deadline, locked (SKIP LOCKED: any instance may sweep). */
export async function claimOverdueDeposits(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_deposit'), lte(orders.depositDeadline, now)))
    .orderBy(orders.depositDeadline)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findOrdersByIds(db: Executor, ids: string[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/** Every order, newest first, for the back office (filters are optional and combine). */
export async function listAllOrders(
  db: Executor,
  filter: { status?: string; shippingStatus?: string; paymentMethod?: string; q?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.shippingStatus) conditions.push(eq(orders.shippingStatus, filter.shippingStatus));
  if (filter.paymentMethod) conditions.push(eq(orders.paymentMethod, filter.paymentMethod));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(orders.orderNumber, pattern), ilike(orders.buyerName, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

/** The back office's order counts: created since `since`, awaiting a deposit, paid per shipping status. */
export async function countOrdersForDashboard(db: Executor, since: Date) {
  const [created] = await db
    .select({ n: count() })
    .from(orders)
    .where(gte(orders.createdAt, since));
  const byStatus = await db
    .select({ status: orders.status, shipping: orders.shippingStatus, n: count() })
    .from(orders)
    .where(inArray(orders.status, ['awaiting_deposit', 'paid']))
    .groupBy(orders.status, orders.shippingStatus);
  return {
    createdSince: Number(created?.n ?? 0),
    rows: byStatus.map((row) => ({ ...row, n: Number(row.n) })),
  };
}
