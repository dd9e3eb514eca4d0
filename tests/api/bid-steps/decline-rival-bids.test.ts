// Accepting one bid declines the other pending bids on the edition.
import { describe, expect, it } from 'vitest';
import { declineRivalBids } from '@/server/workflows/bids/steps/decline-rival-bids';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

describe('decline the rival bids', () => {
  it('declines every other pending bid on the edition and leaves the accepted one', async () => {
    const pending = await app.pendingBid();
    const rival = await app.rivalBid(pending);
    const { declined, kept, lost } = await app.rolledBack(async (tx) => {
      const ids = await declineRivalBids(tx, {
        editionId: pending.editionId,
        acceptedId: pending.bid.id,
        now: app.now(),
      });
      return {
        declined: ids,
        kept: await app.bidRow(tx, pending.bid.id),
        lost: await app.bidRow(tx, rival.id),
      };
    });
    expect(declined).toEqual([rival.id]);
    expect(kept.status).toBe('pending');
    expect(lost).toMatchObject({ status: 'declined', closedAt: app.now() });
  });
});
