// A bid is recorded pending, one active bid per bidder per edition.
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@/server/db/errors';
import { recordBid } from '@/server/workflows/bids/steps/record-bid';
import { startBidStepApp, type PendingBid } from './bid-step-app';

const app = startBidStepApp();

const again = ({ bid }: PendingBid) => ({
  values: {
    artworkId: bid.artworkId,
    editionId: bid.editionId,
    bidderId: bid.bidderId,
    sellerInstitutionId: bid.sellerInstitutionId,
    sellerCustomerId: bid.sellerCustomerId,
    currencyCode: bid.currencyCode,
    amount: 950_000,
    krwPerUnit: Number(bid.krwPerUnit),
    amountKrw: 950_000,
    expiresAt: bid.expiresAt,
  },
  now: app.now(),
});

describe('record the bid', () => {
  it('records a pending bid for the edition’s seller', async () => {
    const pending = await app.pendingBid();
    await app.cancelBid(pending.bidder, pending.bid.id);
    const row = await app.rolledBack((tx) => recordBid(tx, again(pending)));
    expect(row).toMatchObject({
      status: 'pending',
      editionId: pending.editionId,
      bidderId: pending.bidder.customerId,
      sellerInstitutionId: 'in_1',
      amountKrw: 950_000,
    });
  });

  it('keeps one active bid per bidder per edition', async () => {
    const pending = await app.pendingBid();
    const error = await app.rolledBack((tx) => recordBid(tx, again(pending))).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
