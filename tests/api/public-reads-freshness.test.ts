// Writes are seen at once (issue 19, ADR 0039): after each write that changes what the public
// sees, the public reads that show the work (its page, the marketplace list and its counts, the
// AI search and the site search) are read at once, well within 100 ms, and show the new state,
// although each was read (and cached for 5 s) just before the write.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { DAY, HOUR } from './bid-test-app';
import { startResaleApp } from './resale-test-app';

const app = startResaleApp();
const krw = { 'x-currency': 'krw' };
/** A work not on sale is not among the AI search's results for its title (rules §4.57). */
const NOT_IN_AI_SEARCH = 'not in the AI search';

interface Work {
  artworkId: string;
  handle: string;
  title: string;
}

/** Everything public about the work, read at once; `startedWithin` is ms after `since`. */
async function publicView(work: Work, since = performance.now()) {
  const startedWithin = performance.now() - since;
  const q = encodeURIComponent(work.title);
  const [detail, all, ongoing, count, ai, site] = await Promise.all([
    app.call('GET', `/v3/store/artwork/${work.handle}`, { headers: krw }),
    app.call('GET', `/v3/store/artwork?view_status=all&q=${q}&limit=48`, { headers: krw }),
    app.call('GET', `/v3/store/artwork?view_status=ongoing&q=${q}&limit=48`, { headers: krw }),
    app.call('GET', '/v3/store/artwork-count?view_status=ongoing', { headers: krw }),
    app.call('POST', '/ai/api/v1/search', { headers: krw, body: { q: work.title, limit: 24 } }),
    app.call('GET', `/v3/store/opensearch/all?keyword=${q}`, {
      headers: krw,
    }),
  ]);
  for (const read of [detail, all, ongoing, count, ai, site]) {
    expect(read.status, JSON.stringify(read.body)).toBe(200);
  }
  type Card = {
    id: string;
    purchase_status: string;
    price: { krw: number } | null;
    last_bid_price: { krw: number } | null;
  };
  const card = (list: Card[]) => list.find((one) => one.id === work.artworkId);
  const listCard = card(all.body.artworks);
  const aiCard = card(ai.body.artworks);
  const siteCard = card(site.body.artworks);
  expect(listCard, 'in the marketplace list').toBeDefined();
  // The AI search shows works on sale only (rules §4.57): a sold work leaves it.
  if (detail.body.purchase_status === 'on_sale') {
    expect(aiCard, 'found by the AI search').toBeDefined();
  }
  expect(siteCard, 'found by the site search').toBeDefined();
  return {
    startedWithin,
    detail: detail.body,
    status: [
      detail.body.purchase_status,
      listCard!.purchase_status,
      aiCard?.purchase_status ?? NOT_IN_AI_SEARCH,
      siteCard!.purchase_status,
    ],
    price: [
      detail.body.price?.krw ?? null,
      listCard!.price?.krw ?? null,
      aiCard?.price?.krw ?? null,
      siteCard!.price?.krw ?? null,
    ],
    lastBid: [detail.body.last_bid_price?.krw ?? null, listCard!.last_bid_price?.krw ?? null],
    onSaleTab: card(ongoing.body.artworks) !== undefined,
    onSaleCount: count.body.total as number,
  };
}

/** Reads (filling the caches), writes, and reads again at once: the view after the write. */
async function afterWrite(work: Work, write: () => Promise<unknown>) {
  const before = await publicView(work);
  await write();
  const after = await publicView(work, performance.now());
  expect(after.startedWithin).toBeLessThan(100);
  return { before, after };
}

async function newWork(kind: 'buy' | 'bid', priceKrw = 1_000_000): Promise<Work> {
  const made =
    kind === 'bid' ? await app.biddingArtwork({ priceKrw }) : await app.artwork({ priceKrw });
  const [row] = await app.app.ctx.db
    .select({ title: t.artworks.titleEn })
    .from(t.artworks)
    .where(eq(t.artworks.id, made.artworkId));
  await app.app.services.aiSearch.reindex();
  return { artworkId: made.artworkId, handle: made.handle, title: row!.title };
}

const ok = (result: { status: number; body: unknown }) => {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as { id: string } & Record<string, unknown>;
};

describe('a write is seen by the next public read (list, page, counts, search)', () => {
  it('a hold at checkout: the page says every edition is held', async () => {
    const work = await newWork('buy');
    const buyer = await app.customer();
    const cart = await app.cart(buyer, work.artworkId);
    const { after } = await afterWrite(work, async () =>
      ok(await app.session(buyer, cart.cart_id)),
    );
    expect(after.detail.editions).toMatchObject({ available: 0, reserved: 1 });
  });

  it('a sale: "Sold" everywhere, out of the on-sale tab and its count', async () => {
    const work = await newWork('buy');
    const buyer = await app.customer();
    const cart = await app.cart(buyer, work.artworkId);
    const { before, after } = await afterWrite(work, async () =>
      ok(await app.checkout(buyer, cart.cart_id)),
    );
    expect(before.status).toEqual(['on_sale', 'on_sale', 'on_sale', 'on_sale']);
    expect(after.status).toEqual(['sold', 'sold', NOT_IN_AI_SEARCH, 'sold']);
    expect(before.onSaleTab).toBe(true);
    expect(after.onSaleTab).toBe(false);
    expect(after.onSaleCount).toBe(before.onSaleCount - 1);
    // The buyer sees the work as theirs.
    const mine = ok(
      await app.call('GET', `/v3/store/artwork/bid/status/${work.artworkId}`, {
        token: buyer.accessToken,
      }),
    );
    expect(mine).toMatchObject({ state: { primary: 'request_for_sale', note: 'owned' } });
  });

  it('a cancellation of a paid order: on sale again everywhere', async () => {
    const work = await newWork('buy');
    const buyer = await app.customer();
    const cart = await app.cart(buyer, work.artworkId);
    const order = ok(await app.checkout(buyer, cart.cart_id));
    const { before, after } = await afterWrite(work, async () =>
      ok(
        await app.call('POST', `/v3/store/orders/${order.id}/cancel`, {
          token: buyer.accessToken,
          body: { reason: 'changed my mind' },
        }),
      ),
    );
    expect(before.status).toEqual(['sold', 'sold', NOT_IN_AI_SEARCH, 'sold']);
    expect(after.status).toEqual(['on_sale', 'on_sale', 'on_sale', 'on_sale']);
    expect(after.onSaleCount).toBe(before.onSaleCount + 1);
  });

  it('a bid, its cancellation and a declined bid: the last bid comes and goes', async () => {
    const work = await newWork('bid');
    const bidder = await app.customer();
    let bidId = '';
    const placed = await afterWrite(work, async () => {
      bidId = ok(await app.bid(bidder, { artwork_id: work.artworkId, amount: 900_000 })).id;
    });
    expect(placed.before.lastBid).toEqual([null, null]);
    expect(placed.after.lastBid).toEqual([900_000, 900_000]);
    const canceled = await afterWrite(work, async () => ok(await app.cancelBid(bidder, bidId)));
    expect(canceled.after.lastBid).toEqual([null, null]);

    const seller = await app.seller();
    const again = ok(await app.bid(bidder, { artwork_id: work.artworkId, amount: 950_000 }));
    const declined = await afterWrite(work, async () =>
      ok(
        await app.call('POST', '/v3/store/artwork/bid/decline', {
          token: seller.accessToken,
          body: { bid_id: again.id },
        }),
      ),
    );
    expect(declined.before.lastBid).toEqual([950_000, 950_000]);
    expect(declined.after.lastBid).toEqual([null, null]);
  });

  it('a resale listing: on sale at the owner’s price, with no offer of the earlier sale', async () => {
    const { owner, artworkId, editionId } = await app.owner({ priceKrw: 1_500_000, bidding: true });
    const [row] = await app.app.ctx.db
      .select({ handle: t.artworks.handle, title: t.artworks.titleEn })
      .from(t.artworks)
      .where(eq(t.artworks.id, artworkId));
    await app.app.services.aiSearch.reindex();
    const work = { artworkId, handle: row!.handle, title: row!.title };
    const registered = ok(
      await app.register(owner, { edition_id: editionId, desired_price: 2_400_000 }),
    );
    ok(await app.propose(registered.id, { listing_price: 2_400_000 }));
    const { before, after } = await afterWrite(work, async () =>
      ok(await app.confirm(owner, registered.id)),
    );
    expect(before.status).toEqual(['sold', 'sold', NOT_IN_AI_SEARCH, 'sold']);
    expect(after.status).toEqual(['on_sale', 'on_sale', 'on_sale', 'on_sale']);
    // One price on every read: the resale's, never the gallery's 1,500,000.
    expect(after.price).toEqual([2_400_000, 2_400_000, 2_400_000, 2_400_000]);
    expect(after.detail.editions.next_edition.price.krw).toBe(2_400_000);
    expect(after.detail.editions.resale).toBe(true);
    expect(after.lastBid).toEqual([null, null]);
    expect(after.detail.bid_expires_at).toBeNull();
    // The owner sees their own listing and cannot buy it; anyone else can.
    const own = ok(
      await app.call('GET', `/v3/store/artwork/bid/status/${artworkId}`, {
        token: owner.accessToken,
      }),
    );
    expect(own).toMatchObject({ state: { primary: 'manage_listing', note: 'listed' } });
    const refused = await app.call('POST', '/v3/store/cart/artwork', {
      token: owner.accessToken,
      body: { artwork_id: artworkId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You already own this edition.');
    const other = await app.customer();
    const theirs = ok(
      await app.call('GET', `/v3/store/artwork/bid/status/${artworkId}`, {
        token: other.accessToken,
      }),
    );
    expect(theirs).toMatchObject({ state: { primary: 'buy_now' } });
  });

  it('a price change in the back office: the new price everywhere', async () => {
    const work = await newWork('buy', 1_200_000);
    const operator = await app.operator();
    const { before, after } = await afterWrite(work, async () =>
      ok(
        await app.call('PUT', `/v3/admin/artworks/${work.artworkId}`, {
          token: operator.accessToken,
          body: { price: 1_350_000 },
        }),
      ),
    );
    expect(before.price).toEqual([1_200_000, 1_200_000, 1_200_000, 1_200_000]);
    expect(after.price).toEqual([1_350_000, 1_350_000, 1_350_000, 1_350_000]);
  });

  // The sweeps come last: they move the clock past holds and bids.
  it('a hold released by the sweep and a bid expired by the sweep', async () => {
    const held = await newWork('buy');
    const buyer = await app.customer();
    const cart = await app.cart(buyer, held.artworkId);
    ok(await app.session(buyer, cart.cart_id));
    const bidOn = await newWork('bid');
    const bidder = await app.customer();
    ok(await app.bid(bidder, { artwork_id: bidOn.artworkId, amount: 800_000 }));

    app.advance(HOUR);
    const released = await afterWrite(held, () => app.app.services.buying.orders.sweep());
    expect(released.before.detail.editions).toMatchObject({ available: 0, reserved: 1 });
    expect(released.after.detail.editions).toMatchObject({ available: 1, reserved: 0 });

    app.advance(4 * DAY);
    const expired = await afterWrite(bidOn, () => app.app.services.bids.sweep());
    expect(expired.before.lastBid).toEqual([800_000, 800_000]);
    expect(expired.after.lastBid).toEqual([null, null]);
  });
});
