// The bid order holds the edition until its payment deadline, unless someone else holds it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { bidMessages as m } from '@/schemas/bid';
import { holdForBidder } from '@/server/workflows/bids/steps/hold-for-bidder';
import { openBidOrder } from '@/server/workflows/bids/steps/open-bid-order';
import { DAY } from '../bid-test-app';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

describe('hold the edition for the bidder', () => {
  it('reserves the edition for the bid order until the payment deadline', async () => {
    const { bid, editionId } = await app.pendingBid();
    const paymentDeadline = new Date(app.now().getTime() + 2 * DAY);
    const { cartId, hold, edition } = await app.rolledBack(async (tx) => {
      const cart = await openBidOrder(tx, { bid, now: app.now() });
      await holdForBidder(tx, {
        editionId,
        cartId: cart.id,
        bidderId: bid.bidderId,
        paymentDeadline,
        now: app.now(),
      });
      const [held] = await tx
        .select()
        .from(t.editionReservations)
        .where(eq(t.editionReservations.editionId, editionId));
      const [row] = await tx.select().from(t.editions).where(eq(t.editions.id, editionId));
      return { cartId: cart.id, hold: held, edition: row };
    });
    expect(hold).toMatchObject({ cartId, expiresAt: paymentDeadline });
    expect(edition?.status).toBe('reserved');
  });

  it('refuses when the edition was sold to someone else meanwhile', async () => {
    const { bid, editionId } = await app.pendingBid();
    await app.app.ctx.db
      .update(t.editions)
      .set({ status: 'sold' })
      .where(eq(t.editions.id, editionId));
    await expect(
      app.rolledBack(async (tx) => {
        const cart = await openBidOrder(tx, { bid, now: app.now() });
        await holdForBidder(tx, {
          editionId,
          cartId: cart.id,
          bidderId: bid.bidderId,
          paymentDeadline: new Date(app.now().getTime() + 2 * DAY),
          now: app.now(),
        });
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.editionUnavailable });
  });
});
