// A virtual-account sale closes the cart and keeps the edition held for the order until the
// deposit deadline, or does nothing.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { newOrderId } from '@/server/modules/orders/order.repository';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { holdForDeposit } from '@/server/workflows/checkout/steps/hold-for-deposit';
import { saleState, startSaleApp, type Claimed } from './sale-test-app';

const app = startSaleApp();
const DAY = 24 * 60 * 60 * 1000;

const keeping = ({ facts, payment }: Claimed, orderId = newOrderId(app.now())) => ({
  cartId: facts.cart.id,
  cartVersion: payment.cartVersion!,
  editionId: facts.cart.editionId,
  orderId,
  depositDeadline: new Date(app.now().getTime() + 3 * DAY),
  now: app.now(),
});

describe('hold for the deposit (a virtual account issued)', () => {
  it('closes the cart as ordered and keeps the edition held until the deposit deadline', async () => {
    const claimed = await app.claimed({ session: { pay_method: 'vbank' } });
    const input = keeping(claimed);
    const state = await app.rolledBack(async (tx) => {
      await holdForDeposit(tx, input);
      return saleState(tx, claimed.facts);
    });
    expect(state).toEqual({
      edition: 'reserved',
      hold: { cartId: claimed.facts.cart.id, expiresAt: input.depositDeadline },
      cart: { status: 'ordered', orderId: input.orderId },
    });
  });

  it('refuses when the cart changed after the payment started', async () => {
    const claimed = await app.claimed({ session: { pay_method: 'vbank' } });
    await app.app.ctx.db
      .update(t.carts)
      .set({ version: sql`${t.carts.version} + 1` })
      .where(eq(t.carts.id, claimed.facts.cart.id));
    await expect(
      app.rolledBack((tx) => holdForDeposit(tx, keeping(claimed))),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.cartChanged });
  });

  it('refuses when the cart no longer holds the edition', async () => {
    const claimed = await app.claimed({ session: { pay_method: 'vbank' } });
    await app.app.ctx.db
      .delete(t.editionReservations)
      .where(eq(t.editionReservations.cartId, claimed.facts.cart.id));
    await expect(
      app.rolledBack((tx) => holdForDeposit(tx, keeping(claimed))),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.editionUnavailable });
  });
});
