// The bid a seller answers is theirs to answer and still pending.
import { describe, expect, it } from 'vitest';
import { bidMessages as m } from '@/schemas/bid';
import { findBidToAnswer } from '@/server/workflows/bids/steps/find-bid-to-answer';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

describe('find the bid to answer', () => {
  it('is the pending bid for a seller of its gallery', async () => {
    const { bid, scope } = await app.pendingBid();
    const found = await app.rolledBack((tx) => findBidToAnswer(tx, { bidId: bid.id, scope }));
    expect(found).toMatchObject({ id: bid.id, status: 'pending' });
  });

  it('is 404 for a customer who does not sell it, even its bidder', async () => {
    const { bid, bidder } = await app.pendingBid();
    const scope = { institutionIds: [], customerId: bidder.customerId };
    await expect(
      app.rolledBack((tx) => findBidToAnswer(tx, { bidId: bid.id, scope })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: m.bidNotFound });
  });

  it('refuses a bid its bidder cancelled', async () => {
    const { bid, bidder, scope } = await app.pendingBid();
    expect((await app.cancelBid(bidder, bid.id)).status).toBe(200);
    await expect(
      app.rolledBack((tx) => findBidToAnswer(tx, { bidId: bid.id, scope })),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.notPending });
  });
});
