// Newsletter addresses (newsletter_subscriptions): one row per address whatever its case, moved
// between pending, confirmed and unsubscribed; the confirmation token is stored as a keyed hash.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';
import { newId } from '../../lib/ids';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** The address's row, locked for the caller's transaction; created pending when new. */
export async function lockOrCreateSubscription(
  db: Executor,
  email: string,
  language: 'en' | 'ko',
  now: Date,
): Promise<SubscriptionRow> {
  await db
    .insert(newsletterSubscriptions)
    .values({
      id: newId('nsl', now.getTime()),
      email,
      language,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
    .for('update');
  return row!;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  changes: Partial<Omit<SubscriptionRow, 'id' | 'email' | 'createdAt'>>,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(newsletterSubscriptions.id, id))
    .returning();
  return row!;
}

export async function lockSubscriptionByToken(
  db: Executor,
  tokenHash: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function lockSubscriptionById(
  db: Executor,
  id: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id))
    .for('update');
  return row ?? null;
}
