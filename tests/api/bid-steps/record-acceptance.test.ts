// The bid is accepted with its order's cart and payment deadline, once.
import { describe, expect, it } from 'vitest';
import { bidMessages as m } from '@/schemas/bid';
import { openBidOrder } from '@/server/workflows/bids/steps/open-bid-order';
import { recordAcceptance } from '@/server/workflows/bids/steps/record-acceptance';
import { DAY } from '../bid-test-app';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

describe('record the acceptance', () => {
  it('accepts the pending bid with its order’s cart and the payment deadline', async () => {
    const { bid } = await app.pendingBid();
    const paymentDeadline = new Date(app.now().getTime() + 2 * DAY);
    const { cartId, row } = await app.rolledBack(async (tx) => {
      const cart = await openBidOrder(tx, { bid, now: app.now() });
      const accepted = await recordAcceptance(tx, {
        bidId: bid.id,
        cartId: cart.id,
        paymentDeadline,
        now: app.now(),
      });
      return { cartId: cart.id, row: accepted };
    });
    expect(row).toMatchObject({
      status: 'accepted',
      cartId,
      paymentDeadline,
      acceptedAt: app.now(),
    });
  });

  it('refuses a bid no longer pending', async () => {
    const { bid, bidder } = await app.pendingBid();
    await app.cancelBid(bidder, bid.id);
    await expect(
      app.rolledBack(async (tx) => {
        const cart = await openBidOrder(tx, { bid, now: app.now() });
        await recordAcceptance(tx, {
          bidId: bid.id,
          cartId: cart.id,
          paymentDeadline: new Date(app.now().getTime() + DAY),
          now: app.now(),
        });
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.notPending });
  });
});
