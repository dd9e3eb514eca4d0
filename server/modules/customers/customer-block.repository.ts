// Blocking a customer (issue 10): the operator's mark on the customer row. The sessions end in the
// same transaction (session.repository), and a session of a blocked customer never authenticates.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema';

export interface BlockState {
  id: string;
  email: string;
  blockedAt: Date | null;
  blockedReason: string | null;
}

/** The customer's block, locked for the change when `forUpdate`. */
export async function findBlockState(
  db: Executor,
  customerId: string,
  forUpdate = false,
): Promise<BlockState | null> {
  const query = db
    .select({
      id: customers.id,
      email: customers.email,
      blockedAt: customers.blockedAt,
      blockedReason: customers.blockedReason,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Blocks (a time and a reason) or unblocks (null) the customer. */
export async function setBlockState(
  tx: Executor,
  customerId: string,
  block: { at: Date; reason: string } | null,
  now: Date,
): Promise<void> {
  await tx
    .update(customers)
    .set({ blockedAt: block?.at ?? null, blockedReason: block?.reason ?? null, updatedAt: now })
    .where(eq(customers.id, customerId));
}
