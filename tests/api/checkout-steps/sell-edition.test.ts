// A paid sale sells the edition: the cart closed at the session's version, the hold taken, the
// edition sold, and the provenance's sold entry written, or nothing.
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { newOrderId } from '@/server/modules/orders/order.repository';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { sellEdition } from '@/server/workflows/checkout/steps/sell-edition';
import { saleState, startSaleApp, type Claimed } from './sale-test-app';

const app = startSaleApp();

const selling = ({ facts, payment }: Claimed, orderId = newOrderId(app.now())) => ({
  cartId: facts.cart.id,
  cartVersion: payment.cartVersion!,
  editionId: facts.cart.editionId,
  orderId,
  address: facts.address,
  now: app.now(),
});

describe('sell the edition (a paid sale)', () => {
  it('closes the cart as ordered, takes the hold, sells the edition and records it in the provenance', async () => {
    const claimed = await app.claimed();
    const orderId = newOrderId(app.now());
    const { state, entry } = await app.rolledBack(async (tx) => {
      await sellEdition(tx, selling(claimed, orderId));
      const [latest] = await tx
        .select()
        .from(t.provenanceEvents)
        .where(eq(t.provenanceEvents.editionId, claimed.facts.cart.editionId))
        .orderBy(desc(t.provenanceEvents.seq))
        .limit(1);
      return { state: await saleState(tx, claimed.facts), entry: latest };
    });
    expect(state).toEqual({ edition: 'sold', hold: null, cart: { status: 'ordered', orderId } });
    // Never the buyer's name: a private collection in the city of the delivery address.
    expect(entry).toMatchObject({ kind: 'sold', partyEn: 'Private collection, Seoul' });
  });

  it('refuses when the cart changed after the payment started', async () => {
    const claimed = await app.claimed();
    await app.app.ctx.db
      .update(t.carts)
      .set({ version: sql`${t.carts.version} + 1` })
      .where(eq(t.carts.id, claimed.facts.cart.id));
    await expect(app.rolledBack((tx) => sellEdition(tx, selling(claimed)))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.cartChanged,
    });
  });

  it('refuses when the cart no longer holds the edition (its hold lapsed and was freed)', async () => {
    const claimed = await app.claimed();
    await app.app.ctx.db
      .delete(t.editionReservations)
      .where(eq(t.editionReservations.cartId, claimed.facts.cart.id));
    await expect(app.rolledBack((tx) => sellEdition(tx, selling(claimed)))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.editionUnavailable,
    });
  });
});
