// Each bidder hears how their bid ended, in the transaction that answered it (ADR 0040).
import { describe, expect, it } from 'vitest';
import { declinePendingBid } from '@/server/modules/bids/bid.repository';
import { notifyBidders } from '@/server/workflows/bids/steps/notify-bidders';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

const answeredMails = async (email: string) =>
  (await app.outbox(email)).filter((mail) => mail.template === 'offer-answered');

describe('notify the bidders', () => {
  it('tells the bidder their bid was declined', async () => {
    const { bid, bidder } = await app.pendingBid();
    const { db } = app.app.ctx;
    await db.transaction((tx) => declinePendingBid(tx, bid.id, app.now()));
    expect(await answeredMails(bidder.email)).toHaveLength(0);
    const { notices } = app.app.services;
    await db.transaction((tx) => notifyBidders(tx, { notices, bidIds: [bid.id] }));
    const mails = await answeredMails(bidder.email);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain('declined');
  });

  it('tells no one without notices (a tool that runs without them)', async () => {
    const { bid, bidder } = await app.pendingBid();
    const { db } = app.app.ctx;
    await db.transaction(async (tx) => {
      await declinePendingBid(tx, bid.id, app.now());
      await notifyBidders(tx, { notices: undefined, bidIds: [bid.id] });
    });
    expect(await answeredMails(bidder.email)).toHaveLength(0);
  });
});
