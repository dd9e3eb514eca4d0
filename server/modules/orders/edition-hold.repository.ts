// Holding and selling editions (issue 5 "Correctness"): starting a payment holds the edition,
// completing it sells it, and an edition is sold at most once whatever the concurrency. Each
// write is a conditional UPDATE (status = 'available' / 'reserved') or runs under the row lock
// of the reservation, inside the caller's transaction; a losing racer sees zero rows.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hot } from '../../db/prepared';
import { artworks, bids, carts, editionReservations, editions } from '../../db/schema';

export type HoldResult = 'held' | 'unavailable';

/**
 * Holds `editionId` for `cartId` until `expiresAt`. The cart's own hold is extended; an expired
 * hold of a cart that never became an order is taken over; anything else is unavailable.
 */
export async function holdEdition(
  tx: Executor,
  hold: { editionId: string; cartId: string; customerId: string; expiresAt: Date },
  now: Date,
): Promise<HoldResult> {
  // The hold's row is locked before the edition's (complete and release lock them in this order).
  const [existing] = await hot(
    'hold.lock',
    tx
      .select()
      .from(editionReservations)
      .where(eq(editionReservations.editionId, hold.editionId))
      .for('update'),
  );
  if (existing) {
    const mine = existing.cartId === hold.cartId;
    let abandoned = false;
    if (!mine && existing.expiresAt <= now) {
      const [owner] = await tx
        .select({ status: carts.status })
        .from(carts)
        .where(eq(carts.id, existing.cartId));
      abandoned = owner?.status !== 'ordered';
    }
    if (!mine && !abandoned) return 'unavailable';
    await tx
      .update(editionReservations)
      .set({ cartId: hold.cartId, customerId: hold.customerId, expiresAt: hold.expiresAt })
      .where(eq(editionReservations.editionId, hold.editionId));
    return 'held';
  }
  // On sale: available → reserved and the hold inserted, in one statement.
  const at = now.toISOString();
  const { rows } = await tx.execute<{ edition_id: string }>(
    hot(
      'hold.take',
      sql`
      with taken as (
        update ${editions} set status = 'reserved', updated_at = ${at}::timestamptz
        where ${editions.id} = ${hold.editionId} and ${editions.status} = 'available'
        returning ${editions.id} as id
      )
      insert into ${editionReservations} (edition_id, cart_id, customer_id, expires_at, created_at)
      select id, ${hold.cartId}, ${hold.customerId}, ${hold.expiresAt.toISOString()}::timestamptz,
        ${at}::timestamptz
      from taken
      returning edition_id`,
    ),
  );
  return rows.length === 1 ? 'held' : 'unavailable';
}

/** Locks the cart's hold on the edition; null when it has none (lost or released). */
export async function lockHold(tx: Executor, editionId: string, cartId: string) {
  const [row] = await tx
    .select()
    .from(editionReservations)
    .where(
      and(eq(editionReservations.editionId, editionId), eq(editionReservations.cartId, cartId)),
    )
    .for('update');
  return row ?? null;
}

/** Extends the cart's hold on the edition; false when the cart does not hold it any more. */
export async function extendHold(
  tx: Executor,
  editionId: string,
  cartId: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await tx
    .update(editionReservations)
    .set({ expiresAt })
    .where(
      and(eq(editionReservations.editionId, editionId), eq(editionReservations.cartId, cartId)),
    )
    .returning({ editionId: editionReservations.editionId });
  return rows.length === 1;
}

/**
 * Records a sale in one statement (the checkout's transaction is short of round trips, ADR 0034):
 * closes the cart as ordered if it is still open at `version`; takes away the cart's hold on
 * the edition and, only if it was there, sells the edition (reserved → sold); and marks the
 * artwork sold once none of its editions is left on sale or held. `closed` false: the cart
 * changed or closed; `sold` false: the cart does not hold the edition any more. The caller rolls
 * back unless both are true.
 */
export async function closeCartAndSellEdition(
  tx: Executor,
  sale: { cartId: string; version: number; orderId: string; editionId: string },
  now: Date,
): Promise<{ closed: boolean; sold: boolean }> {
  const at = now.toISOString();
  const { editionId, cartId } = sale;
  const { rows } = await tx.execute<{ closed: boolean; sold: boolean }>(
    hot(
      'sale.close-cart-and-sell',
      sql`
    with closed as (
      update ${carts} set status = 'ordered', order_id = ${sale.orderId},
        version = ${carts.version} + 1, updated_at = ${at}::timestamptz
      where ${carts.id} = ${cartId} and ${carts.status} = 'open' and ${carts.version} = ${sale.version}
      returning 1
    ), taken as (
      delete from ${editionReservations}
      where ${editionReservations.editionId} = ${editionId}
        and ${editionReservations.cartId} = ${cartId}
      returning 1
    ), sold as (
      update ${editions} set status = 'sold', sold_at = ${at}::timestamptz,
        updated_at = ${at}::timestamptz
      where ${editions.id} = ${editionId} and ${editions.status} = 'reserved'
        and exists (select 1 from taken)
      returning ${editions.artworkId} as artwork_id
    ), listed as (
      -- refreshArtworkStatus, in this statement's snapshot: the edition sold here still reads
      -- as reserved, so it is left out
      update ${artworks} set purchase_status = case when exists (
          select 1 from ${editions} others
          where others.artwork_id = ${artworks.id} and others.id <> ${editionId}
            and others.status in ('available', 'reserved')
        ) then 'on_sale' else 'sold' end,
        updated_at = ${at}::timestamptz
      where ${artworks.id} = (select artwork_id from sold)
        and ${artworks.purchaseStatus} in ('on_sale', 'sold')
      returning 1
    )
    select exists (select 1 from closed) as closed, exists (select 1 from sold) as sold`,
    ),
  );
  const [row] = rows;
  return { closed: Boolean(row?.closed), sold: Boolean(row?.sold) };
}

async function markSold(tx: Executor, editionId: string, now: Date): Promise<boolean> {
  const sold = await tx
    .update(editions)
    .set({ status: 'sold', soldAt: now, updatedAt: now })
    .where(and(eq(editions.id, editionId), eq(editions.status, 'reserved')))
    .returning({ artworkId: editions.artworkId });
  if (sold.length === 0) return false;
  await refreshArtworkStatus(tx, sold[0]!.artworkId, now);
  return true;
}

/** Sells a reserved edition: true when this call sold it (reserved → sold, any hold removed). */
export async function sellEdition(tx: Executor, editionId: string, now: Date): Promise<boolean> {
  await tx.delete(editionReservations).where(eq(editionReservations.editionId, editionId));
  return markSold(tx, editionId, now);
}

/** Puts a held edition back on sale (a cancelled, expired or declined payment). */
export async function releaseEdition(tx: Executor, editionId: string, now: Date): Promise<void> {
  await tx.delete(editionReservations).where(eq(editionReservations.editionId, editionId));
  const released = await tx
    .update(editions)
    .set({ status: 'available', updatedAt: now })
    .where(and(eq(editions.id, editionId), eq(editions.status, 'reserved')))
    .returning({ artworkId: editions.artworkId });
  if (released[0]) await refreshArtworkStatus(tx, released[0].artworkId, now);
}

/** Puts a sold edition back on sale (refunded before shipment). */
export async function unsellEdition(tx: Executor, editionId: string, now: Date): Promise<void> {
  const back = await tx
    .update(editions)
    .set({ status: 'available', soldAt: null, updatedAt: now })
    .where(and(eq(editions.id, editionId), eq(editions.status, 'sold')))
    .returning({ artworkId: editions.artworkId });
  if (back[0]) await refreshArtworkStatus(tx, back[0].artworkId, now);
}

/**
 * Puts a sold edition on sale again at `priceKrw` (a resale the owner confirmed): sold →
 * available; false when it is not sold (someone holds it, or it was never sold).
 */
export async function relistEdition(
  tx: Executor,
  editionId: string,
  priceKrw: number,
  now: Date,
): Promise<boolean> {
  const back = await tx
    .update(editions)
    .set({ status: 'available', price: priceKrw, updatedAt: now })
    .where(and(eq(editions.id, editionId), eq(editions.status, 'sold')))
    .returning({ artworkId: editions.artworkId });
  if (!back[0]) return false;
  const artworkId = back[0].artworkId;
  await refreshArtworkStatus(tx, artworkId, now);
  // Its last bid is a bid in play now, never one of the earlier sale (migration 0019's rule).
  await tx
    .update(artworks)
    .set({
      lastBidPrice: sql`(select ${bids.amountKrw} from ${bids}
        where ${bids.artworkId} = ${artworkId} and ${bids.status} in ('pending', 'accepted')
        order by ${bids.createdAt} desc, ${bids.id} desc limit 1)`,
    })
    .where(eq(artworks.id, artworkId));
  return true;
}

/**
 * Takes a relisted edition off sale again (the owner withdrew): available → sold; false when
 * someone holds it for a payment.
 */
export async function delistEdition(tx: Executor, editionId: string, now: Date): Promise<boolean> {
  const off = await tx
    .update(editions)
    .set({ status: 'sold', updatedAt: now })
    .where(and(eq(editions.id, editionId), eq(editions.status, 'available')))
    .returning({ artworkId: editions.artworkId });
  if (!off[0]) return false;
  await refreshArtworkStatus(tx, off[0].artworkId, now);
  return true;
}

/** An artwork is sold once none of its editions is available or held; on sale again after. */
export async function refreshArtworkStatus(
  tx: Executor,
  artworkId: string,
  now: Date,
): Promise<void> {
  const open = sql`exists (select 1 from ${editions} where ${editions.artworkId} = ${artworkId} and ${editions.status} in ('available','reserved'))`;
  await tx
    .update(artworks)
    .set({
      purchaseStatus: sql`case when ${open} then 'on_sale' else 'sold' end`,
      updatedAt: now,
    })
    .where(and(eq(artworks.id, artworkId), inArray(artworks.purchaseStatus, ['on_sale', 'sold'])));
}

/** Holds past their time whose cart never became an order (abandoned payments), oldest first. */
export async function claimAbandonedHolds(tx: Executor, now: Date, limit: number) {
  return tx
    .select({ editionId: editionReservations.editionId, cartId: editionReservations.cartId })
    .from(editionReservations)
    .innerJoin(carts, eq(carts.id, editionReservations.cartId))
    .where(and(lte(editionReservations.expiresAt, now), eq(carts.status, 'open')))
    .orderBy(editionReservations.expiresAt)
    .limit(limit)
    .for('update', { of: editionReservations, skipLocked: true });
}
