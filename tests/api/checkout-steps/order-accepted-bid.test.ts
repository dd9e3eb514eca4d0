// The order of an accepted bid closes the bid as ordered, while it is still accepted.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { newOrderId } from '@/server/modules/orders/order.repository';
import { bidMessages } from '@/schemas/bid';
import { orderAcceptedBid } from '@/server/workflows/checkout/steps/order-accepted-bid';
import { startSaleApp } from './sale-test-app';

const app = startSaleApp();

describe('order the accepted bid', () => {
  it('closes the bid as ordered by the order', async () => {
    const { facts, bidId } = await app.claimedBid();
    const orderId = newOrderId(app.now());
    const bid = await app.rolledBack(async (tx) => {
      await orderAcceptedBid(tx, { cartId: facts.cart.id, orderId, now: app.now() });
      const [row] = await tx.select().from(t.bids).where(eq(t.bids.id, bidId));
      return row;
    });
    expect(bid).toMatchObject({ status: 'ordered', orderId, closedAt: app.now() });
  });

  it('refuses once the bid lapsed at its payment deadline', async () => {
    const { facts, bidId } = await app.claimedBid();
    await app.app.ctx.db.update(t.bids).set({ status: 'lapsed' }).where(eq(t.bids.id, bidId));
    await expect(
      app.rolledBack((tx) =>
        orderAcceptedBid(tx, {
          cartId: facts.cart.id,
          orderId: newOrderId(app.now()),
          now: app.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: bidMessages.paymentDeadlinePassed });
  });
});
