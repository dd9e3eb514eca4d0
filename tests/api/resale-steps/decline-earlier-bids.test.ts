// Offers made on an edition before its resale are not the listing's: they are declined.
import { describe, expect, it } from 'vitest';
import { declineEarlierBids } from '@/server/workflows/resale/steps/decline-earlier-bids';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('decline the earlier bids', () => {
  it('declines the offers still pending on the edition from before it sold', async () => {
    const bidder = await app.buyer();
    const { artworkId, editionIds } = await app.biddingArtwork({ priceKrw: 1_000_000 });
    const bid = await app.bid(bidder, { artwork_id: artworkId, amount: 900_000 });
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    const buyer = await app.customer();
    const cart = await app.cart(buyer, artworkId);
    expect((await app.checkout(buyer, cart.cart_id)).status).toBe(200);
    const declined = await app.rolledBack((tx) =>
      declineEarlierBids(tx, { editionId: editionIds[0]!, notices: undefined, now: app.now() }),
    );
    expect(declined).toEqual([bid.body.id]);
  });

  it('declines nothing on an edition no one bid on', async () => {
    const { editionId } = await app.owner();
    const declined = await app.rolledBack((tx) =>
      declineEarlierBids(tx, { editionId, notices: undefined, now: app.now() }),
    );
    expect(declined).toEqual([]);
  });
});
