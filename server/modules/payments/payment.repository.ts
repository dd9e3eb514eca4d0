// Payments (one row per attempt) and the gateway notifications already applied.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hot } from '../../db/prepared';
import { paymentEvents, payments } from '../../db/schema';
import { newId } from '../../lib/ids';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus =
  | 'pending'
  | 'processing'
  | 'approved'
  | 'awaiting_deposit'
  | 'paid'
  | 'declined'
  | 'canceled'
  | 'refunded'
  | 'expired';

export async function insertPayment(
  db: Executor,
  values: Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ id: newId('pay', now.getTime()), ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findPayment(
  db: Executor,
  customerId: string,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | null> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.customerId, customerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePayment(
  db: Executor,
  paymentId: string,
  changes: Partial<Omit<PaymentRow, 'id' | 'createdAt'>>,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  return row!;
}

/**
 * A new payment session of a cart: inserted, and the cart's pending sessions closed as
 * `canceled` (it replaces them), in one statement.
 */
export async function insertPaymentReplacingPending(
  db: Executor,
  values: Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
    cartId: string;
  },
  now: Date,
): Promise<PaymentRow> {
  const replaced = db.$with('replaced').as(
    db
      .update(payments)
      .set({ status: 'canceled', canceledAt: now, updatedAt: now })
      .where(and(eq(payments.cartId, values.cartId), eq(payments.status, 'pending')))
      .returning({ id: payments.id }),
  );
  const [row] = await hot(
    'payments.insert-replacing',
    db
      .with(replaced)
      .insert(payments)
      .values({ id: newId('pay', now.getTime()), ...values, createdAt: now, updatedAt: now })
      .returning(),
  );
  return row!;
}

/** Pending payments of a cart become `status` (a new session replaces them; a hold expired). */
export async function closePendingPayments(
  db: Executor,
  cartId: string,
  status: Extract<PaymentStatus, 'canceled' | 'expired'>,
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ status, canceledAt: now, updatedAt: now })
    .where(and(eq(payments.cartId, cartId), eq(payments.status, 'pending')));
}

/** The payment of an order (the newest, should there be several attempts). */
export async function findOrderPayment(
  db: Executor,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | null> {
  const query = db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, [
          'approved',
          'awaiting_deposit',
          'paid',
          'canceled',
          'refunded',
          'expired',
        ]),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPaymentsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<PaymentRow[]> {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(desc(payments.createdAt));
}

/** The virtual account's payment, locked. */
export async function lockPaymentByAccount(
  db: Executor,
  provider: string,
  accountNumber: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.accountNumber, accountNumber)))
    .for('update');
  return row ?? null;
}

/** Records a notification; false when this event was already applied (a replay). */
export async function recordPaymentEvent(
  db: Executor,
  event: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length === 1;
}

/** pending → processing: false when another request already took (or closed) the payment. */
export async function claimPendingPayment(
  db: Executor,
  paymentId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'processing', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The payment, locked (the row of a payment being recorded or reconciled). */
export async function lockPayment(db: Executor, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await hot(
    'payments.lock',
    db.select().from(payments).where(eq(payments.id, paymentId)).for('update'),
  );
  return row ?? null;
}

/** Locks the payment's row and tells its status; null when there is no such payment. */
export async function lockPaymentStatus(db: Executor, paymentId: string): Promise<string | null> {
  const { rows } = await db.execute<{ status: string }>(
    hot(
      'payments.lock-status',
      sql`select ${payments.status} as status from ${payments} where ${payments.id} = ${paymentId} for update`,
    ),
  );
  return rows[0]?.status ?? null;
}

/**
 * Leases payments left `processing` since before `staleBefore` (their process died between the
 * gateway and the commit, or the gateway did not answer): claimed with SKIP LOCKED and their
 * `updated_at` moved to `now`, so another instance passes them by while this one asks the
 * gateway outside any transaction.
 */
export async function leaseStaleProcessing(
  tx: Executor,
  staleBefore: Date,
  now: Date,
  limit: number,
): Promise<PaymentRow[]> {
  const stale = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'processing'), lt(payments.updatedAt, staleBefore)))
    .orderBy(payments.updatedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (!stale.length) return [];
  return tx
    .update(payments)
    .set({ updatedAt: now })
    .where(
      inArray(
        payments.id,
        stale.map((row) => row.id),
      ),
    )
    .returning();
}
