// Wishes: one row per customer per artwork, artist or institution (the primary keys say so).
// A change takes the target's row lock first, so changes to one target, and a customer's toggles
// of it, happen one after another; the target's wishes_count moves in the same transaction.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  artistWishes,
  artists,
  artworkWishes,
  artworks,
  institutionWishes,
  institutions,
} from '../../db/schema';
import type { WishKind } from '@/schemas/wish-dto';

const tables = {
  artwork: { wishes: artworkWishes, targetId: artworkWishes.artworkId, target: artworks },
  artist: { wishes: artistWishes, targetId: artistWishes.artistId, target: artists },
  institution: {
    wishes: institutionWishes,
    targetId: institutionWishes.institutionId,
    target: institutions,
  },
} as const;

/** `true`/`false` sets the wish; `toggle` turns it the other way. */
export type WishChange = boolean | 'toggle';

export interface WishState {
  isWished: boolean;
  wishesCount: number;
}

/** Applies the change; null when the target does not exist. */
export async function changeWish(
  db: Database,
  kind: WishKind,
  customerId: string,
  targetId: string,
  change: WishChange,
): Promise<WishState | null> {
  const { wishes, targetId: wishTarget, target } = tables[kind];
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ wishesCount: target.wishesCount })
      .from(target)
      .where(eq(target.id, targetId))
      .for('update');
    if (!locked) return null;
    const own = and(eq(wishes.customerId, customerId), eq(wishTarget, targetId));
    const [existing] = await tx.select({ customerId: wishes.customerId }).from(wishes).where(own);
    const wasWished = Boolean(existing);
    const isWished = change === 'toggle' ? !wasWished : change;
    if (isWished === wasWished) return { isWished, wishesCount: locked.wishesCount };
    if (isWished) {
      await insertWish(tx, kind, customerId, targetId);
    } else {
      await tx.delete(wishes).where(own);
    }
    // Demo data starts with counts that have no rows behind them; a count never goes below 0.
    const [updated] = await tx
      .update(target)
      .set({
        wishesCount: isWished
          ? sql`${target.wishesCount} + 1`
          : sql`greatest(${target.wishesCount} - 1, 0)`,
      })
      .where(eq(target.id, targetId))
      .returning({ wishesCount: target.wishesCount });
    return { isWished, wishesCount: updated!.wishesCount };
  });
}

function insertWish(db: Executor, kind: WishKind, customerId: string, targetId: string) {
  switch (kind) {
    case 'artwork':
      return db.insert(artworkWishes).values({ customerId, artworkId: targetId });
    case 'artist':
      return db.insert(artistWishes).values({ customerId, artistId: targetId });
    case 'institution':
      return db.insert(institutionWishes).values({ customerId, institutionId: targetId });
  }
}

export interface WishPage {
  wishes: { targetId: string; wishedAt: Date }[];
  count: number;
}

/** The customer's wishes of one kind, newest first. */
export async function findWishPage(
  db: Executor,
  kind: WishKind,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<WishPage> {
  const { wishes, targetId } = tables[kind];
  const mine = eq(wishes.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ targetId, wishedAt: wishes.createdAt })
      .from(wishes)
      .where(mine)
      .orderBy(desc(wishes.createdAt), desc(targetId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(wishes)
      .where(mine),
  ]);
  return { wishes: rows, count: Number(total?.count ?? 0) };
}

/** Ids of the customer's wishes of one kind, newest first, at most `limit`. */
export async function findWishedIds(
  db: Executor,
  kind: WishKind,
  customerId: string,
  limit: number,
): Promise<string[]> {
  const { wishes, targetId } = tables[kind];
  const rows = await db
    .select({ targetId })
    .from(wishes)
    .where(eq(wishes.customerId, customerId))
    .orderBy(desc(wishes.createdAt), desc(targetId))
    .limit(limit);
  return rows.map((row) => row.targetId);
}

/** Which of `ids` the customer wished. */
export async function findWishedAmong(
  db: Executor,
  kind: WishKind,
  customerId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { wishes, targetId } = tables[kind];
  const rows = await db
    .select({ targetId })
    .from(wishes)
    .where(and(eq(wishes.customerId, customerId), inArray(targetId, ids)));
  return new Set(rows.map((row) => row.targetId));
}
