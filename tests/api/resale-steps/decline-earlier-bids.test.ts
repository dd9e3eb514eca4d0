// Offers made on an edition before its resale are not the listing's: they are declined.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { declineEarlierBids } from '@/server/workflows/resale/steps/decline-earlier-bids';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('decline the earlier bids', () => {
  it('declines the offers still pending on the edition from before it sold, saying why', async () => {
    const bidder = await app.buyer();
    const { artworkId, editionIds } = await app.biddingArtwork({ priceKrw: 1_000_000 });
    const bid = await app.bid(bidder, { artwork_id: artworkId, amount: 900_000 });
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    const buyer = await app.customer();
    const cart = await app.cart(buyer, artworkId);
    expect((await app.checkout(buyer, cart.cart_id)).status).toBe(200);
    // The sale declined it already (rules §4.29); an offer left open by a sale recorded before
    // that rule is what the listing still closes.
    await app.app.ctx.db
      .update(t.bids)
      .set({ status: 'pending', closeReason: null, closedAt: null })
      .where(eq(t.bids.id, bid.body.id));
    const declined = await app.rolledBack(async (tx) => {
      const ids = await declineEarlierBids(tx, {
        editionId: editionIds[0]!,
        kind: 'consignment',
        notices: undefined,
        now: app.now(),
      });
      const [row] = await tx.select().from(t.bids).where(eq(t.bids.id, bid.body.id));
      return { ids, row };
    });
    expect(declined.ids).toEqual([bid.body.id]);
    expect(declined.row).toMatchObject({ status: 'declined', closeReason: 'consigned' });
  });

  it('declines nothing on an edition no one bid on', async () => {
    const { editionId } = await app.owner();
    const declined = await app.rolledBack((tx) =>
      declineEarlierBids(tx, { editionId, notices: undefined, now: app.now() }),
    );
    expect(declined).toEqual([]);
  });
});
