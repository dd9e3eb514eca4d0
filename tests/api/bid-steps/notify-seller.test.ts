// The seller hears of a new offer, in the transaction that records it (ADR 0040).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { notifySeller } from '@/server/workflows/bids/steps/notify-seller';
import { recordBid } from '@/server/workflows/bids/steps/record-bid';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

describe('notify the seller', () => {
  it('tells the gallery’s seller of the offer, once however often the step runs', async () => {
    const { bid, bidder, seller, artworkId } = await app.pendingBid();
    const { db } = app.app.ctx;
    const [{ title } = { title: '' }] = await db
      .select({ title: t.artworks.titleEn })
      .from(t.artworks)
      .where(eq(t.artworks.id, artworkId));
    const offerMails = async () =>
      (await app.outbox(seller.email)).filter(
        (mail) => mail.template === 'offer-received' && JSON.stringify(mail).includes(title),
      );
    // A second offer recorded without its notice (the first one, placed through the API, told).
    await app.cancelBid(bidder, bid.id);
    const { id, createdAt, updatedAt, status, ...values } = bid;
    void [id, createdAt, updatedAt, status];
    const quiet = await db.transaction((tx) =>
      recordBid(tx, {
        values: { ...values, krwPerUnit: Number(bid.krwPerUnit), amount: 950_000 },
        now: app.now(),
      }),
    );
    expect(await offerMails()).toHaveLength(1);
    const { notices } = app.app.services;
    for (let i = 0; i < 2; i += 1) {
      await db.transaction((tx) => notifySeller(tx, { notices, bidId: quiet.id }));
    }
    expect(await offerMails()).toHaveLength(2);
  });
});
