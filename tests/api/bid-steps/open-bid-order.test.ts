// The accepted bidder's order is a cart of their own for the edition, at the rate the bid locked.
import { describe, expect, it } from 'vitest';
import { openBidOrder } from '@/server/workflows/bids/steps/open-bid-order';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

describe('open the bid order', () => {
  it('opens the bidder’s cart for the edition in the bid’s currency, its rate locked when the bid was placed', async () => {
    const { bid, bidder, editionId } = await app.pendingBid();
    const cart = await app.rolledBack((tx) => openBidOrder(tx, { bid, now: app.now() }));
    expect(cart).toMatchObject({
      customerId: bidder.customerId,
      editionId,
      status: 'open',
      currencyCode: bid.currencyCode,
      rateLockedAt: bid.createdAt,
    });
    expect(Number(cart.krwPerUnit)).toBe(Number(bid.krwPerUnit));
  });
});
