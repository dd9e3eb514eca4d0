// The bid's row is locked and must still be pending and unexpired.
import { describe, expect, it } from 'vitest';
import { bidMessages as m } from '@/schemas/bid';
import { lockPendingBid } from '@/server/workflows/bids/steps/lock-pending-bid';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

describe('lock the pending bid', () => {
  it('is the bid, pending and unexpired', async () => {
    const { bid } = await app.pendingBid();
    const locked = await app.rolledBack((tx) =>
      lockPendingBid(tx, { bidId: bid.id, now: app.now() }),
    );
    expect(locked).toMatchObject({ id: bid.id, status: 'pending' });
  });

  it('refuses a bid cancelled meanwhile', async () => {
    const { bid, bidder } = await app.pendingBid();
    await app.cancelBid(bidder, bid.id);
    await expect(
      app.rolledBack((tx) => lockPendingBid(tx, { bidId: bid.id, now: app.now() })),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.notPending });
  });

  it('refuses a bid past its expiry', async () => {
    const { bid } = await app.pendingBid();
    await expect(
      app.rolledBack((tx) => lockPendingBid(tx, { bidId: bid.id, now: bid.expiresAt })),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.bidExpired });
  });
});
