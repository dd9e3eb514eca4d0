// Bids (issue 6) over HTTP on a real database: placing, cancelling, the seller's accept and
// decline, the lists, the buy-button status, the bid order paid through the checkout, the sweep.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { bidMessages as m } from '@/schemas/bid';
import { checkoutMessages } from '@/rules/checkout-rules';
import { startBidApp, DAY, HOUR } from './bid-test-app';
import { usd } from './buying-test-app';
import { expectError } from './customer-test-app';
import { expectIdempotentPayment } from './idempotent-payment';

const app = startBidApp();

const artworkRow = async (id: string) => {
  const [row] = await app.app.ctx.db.select().from(t.artworks).where(eq(t.artworks.id, id));
  return row!;
};
const bidRow = async (id: string) => {
  const [row] = await app.app.ctx.db.select().from(t.bids).where(eq(t.bids.id, id));
  return row!;
};

describe('POST store/artwork/bid', () => {
  it('places a bid on the next available edition, in KRW, expiring with the artwork’s bidding, and the artwork shows it as its last bid', async () => {
    const me = await app.buyer();
    const { artworkId, editionIds } = await app.biddingArtwork({ editions: 3 });
    const placed = await app.bid(me, { artwork_id: artworkId, amount: 800_000 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({
      status: 'pending',
      edition_id: editionIds[0],
      edition_number: 1,
      amount: { amount: 800_000, currency: 'krw' },
      amount_krw: 800_000,
      krw_per_unit: 1,
      payment_deadline: null,
      cart_id: null,
      bidder_name: null,
      can_accept: false,
      artwork: { id: artworkId, price: { krw: 1_000_000 } },
    });
    const artwork = await artworkRow(artworkId);
    expect(placed.body.expires_at).toBe(artwork.bidExpiresAt!.toISOString());
    expect(artwork.lastBidPrice).toBe(800_000);
    // A chosen edition.
    const second = await app.bid(await app.buyer(), {
      artwork_id: artworkId,
      edition_id: editionIds[2],
      amount: 700_000,
    });
    expect(second.body.edition_number).toBe(3);
    // The last bid is the highest offer in play (rules §4.31).
    expect((await artworkRow(artworkId)).lastBidPrice).toBe(800_000);
    expect((await app.cancelBid(me, placed.body.id)).status).toBe(200);
    expect((await artworkRow(artworkId)).lastBidPrice).toBe(700_000);
  });

  it('converts another currency to KRW at a rate it locks (₩1,380 per dollar)', async () => {
    const me = await app.buyer();
    const { artworkId } = await app.biddingArtwork({ priceKrw: 2_000_000 });
    const placed = await app.bid(me, { artwork_id: artworkId, amount: 100_000 }, usd);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({
      amount: { amount: 100_000, currency: 'usd' },
      amount_krw: 1_380_000,
      krw_per_unit: 1380,
    });
    const row = await bidRow(placed.body.id);
    expect(row).toMatchObject({ currencyCode: 'usd', amount: 100_000, amountKrw: 1_380_000 });
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    const me = await app.buyer();
    const { artworkId } = await app.biddingArtwork();
    const cases: [unknown, string][] = [
      [{ artwork_id: artworkId }, 'amount is required'],
      [{ artwork_id: artworkId, amount: 'lots' }, 'amount must be a number'],
      [{ artwork_id: artworkId, amount: 1.5 }, 'amount must be in minor units (an integer)'],
      [{ artwork_id: artworkId, amount: -5 }, 'amount must be positive'],
      [{ amount: 800_000 }, 'artwork_id is required'],
      [{ artwork_id: 'no spaces!', amount: 800_000 }, 'artwork_id is not a valid id'],
      [{ artwork_id: artworkId, amount: 100_000 }, m.amountTooLow],
      [{ artwork_id: artworkId, amount: 1_000_000 }, m.amountTooHigh],
    ];
    for (const [body, message] of cases) {
      const response = await app.bid(me, body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const korean = await app.bid(
      me,
      { artwork_id: artworkId, amount: 80_000 },
      { headers: { 'accept-language': 'ko', 'x-currency': 'usd' } },
    );
    // Korean mode answers in KRW: 80,000 won is below half the price.
    expectError(korean, 400, m.amountTooLow);
    const signedOut = await app.call('POST', '/v3/store/artwork/bid', {
      body: { artwork_id: artworkId, amount: 800_000 },
    });
    expect(signedOut.status).toBe(401);
  });

  it('answers 404 for an unknown artwork or edition and 409 when the work takes no bids', async () => {
    const me = await app.buyer();
    expectError(await app.bid(me, { artwork_id: 'aw_missing', amount: 5 }), 404, m.artworkNotFound);
    const { artworkId } = await app.biddingArtwork();
    expectError(
      await app.bid(me, { artwork_id: artworkId, edition_id: 'ed_other', amount: 800_000 }),
      404,
      m.artworkNotFound,
    );
    const plain = await app.artwork(); // bid_enabled false
    expectError(
      await app.bid(me, { artwork_id: plain.artworkId, amount: 800_000 }),
      409,
      m.notTakingBids,
    );
    const noGallery = await app.biddingArtwork({ institutionId: null });
    expectError(
      await app.bid(me, { artwork_id: noGallery.artworkId, amount: 800_000 }),
      409,
      m.notTakingBids,
    );
    const ended = await app.biddingArtwork({ biddingDays: -1 });
    expectError(
      await app.bid(me, { artwork_id: ended.artworkId, amount: 800_000 }),
      409,
      m.biddingClosed,
    );
  });

  it('keeps one active bid per bidder per edition, refuses the gallery’s own sellers and held or sold editions', async () => {
    const me = await app.buyer();
    const { artworkId, editionIds } = await app.biddingArtwork({ editions: 2 });
    expect((await app.bid(me, { artwork_id: artworkId, amount: 800_000 })).status).toBe(200);
    expectError(
      await app.bid(me, { artwork_id: artworkId, edition_id: editionIds[0], amount: 900_000 }),
      409,
      m.alreadyBid,
    );
    // Another edition of the same work is another bid.
    const other = await app.bid(me, {
      artwork_id: artworkId,
      edition_id: editionIds[1],
      amount: 900_000,
    });
    expect(other.status).toBe(200);
    const seller = await app.seller();
    expectError(
      await app.bid(seller, { artwork_id: artworkId, amount: 800_000 }),
      409,
      m.ownArtwork,
    );
    // An edition someone holds at checkout, then one sold.
    const held = await app.biddingArtwork();
    const buyer = await app.buyer();
    const cart = await app.cart(buyer, held.artworkId);
    expect((await app.session(buyer, cart.cart_id)).status).toBe(200);
    expectError(
      await app.bid(me, { artwork_id: held.artworkId, amount: 800_000 }),
      409,
      m.editionUnavailable,
    );
  });
});

describe('DELETE store/artwork/bid/{id}', () => {
  it('cancels a pending bid once; the bidder may bid again; someone else’s bid is 404', async () => {
    const me = await app.buyer();
    const stranger = await app.buyer();
    const { artworkId } = await app.biddingArtwork();
    const placed = await app.bid(me, { artwork_id: artworkId, amount: 800_000 });
    expectError(await app.cancelBid(stranger, placed.body.id), 404, m.bidNotFound);
    expectError(await app.cancelBid(me, 'bid_unknown'), 404, m.bidNotFound);
    const canceled = await app.cancelBid(me, placed.body.id);
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expectError(await app.cancelBid(me, placed.body.id), 409, m.notPending);
    expect((await app.bid(me, { artwork_id: artworkId, amount: 850_000 })).status).toBe(200);
  });
});

describe('the seller: received bids, accept and decline', () => {
  it('lists received bids for the gallery’s sellers only, with the bidder’s name; offered bids for the bidder', async () => {
    const seller = await app.seller('in_2');
    const bidder = await app.buyer();
    const outsider = await app.buyer();
    const { artworkId } = await app.biddingArtwork({ institutionId: 'in_2', editions: 3 });
    const ids: string[] = [];
    for (const amount of [600_000, 700_000, 800_000]) {
      const response = await app.bid(await app.buyer(), { artwork_id: artworkId, amount });
      ids.push(response.body.id);
    }
    const mine = await app.bid(bidder, {
      artwork_id: artworkId,
      edition_id: `${artworkId}_ed2`,
      amount: 650_000,
    });
    const received = await app.call('GET', '/v3/store/artwork/bids/received?limit=2&offset=1', {
      token: seller.accessToken,
    });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ count: 4, limit: 2, offset: 1 });
    expect(received.body.bids.map((b: { id: string }) => b.id)).toEqual([ids[2], ids[1]]);
    expect(received.body.bids[0]).toMatchObject({ can_accept: true, cart_id: null });
    expect(received.body.bids[0].bidder_name).toMatch(/\S/);
    const none = await app.call('GET', '/v3/store/artwork/bids/received', {
      token: outsider.accessToken,
    });
    expect(none.body).toMatchObject({ bids: [], count: 0 });
    const offered = await app.call('GET', '/v3/store/artwork/bids/offered', {
      token: bidder.accessToken,
    });
    expect(offered.body.bids.map((b: { id: string }) => b.id)).toEqual([mine.body.id]);
    expect(offered.body.bids[0]).toMatchObject({ can_accept: false, bidder_name: null });
    // GET store/artwork/bid/{artwork_id}: the bidder sees their own, the seller every bid.
    const own = await app.call('GET', `/v3/store/artwork/bid/${artworkId}`, {
      token: bidder.accessToken,
    });
    expect(own.body.count).toBe(1);
    const all = await app.call('GET', `/v3/store/artwork/bid/${artworkId}?limit=1`, {
      token: seller.accessToken,
    });
    expect(all.body).toMatchObject({ count: 4, limit: 1 });
    const bad = await app.call('GET', `/v3/store/artwork/bids/offered?limit=0`, {
      token: bidder.accessToken,
    });
    expectError(bad, 400, 'limit must be at least 1');
    expect(
      (await app.call('GET', '/v3/store/artwork/bid/aw_missing', { token: bidder.accessToken }))
        .status,
    ).toBe(404);
  });

  it('accepting one bid declines the others on the edition, holds the edition for the bidder and opens a bid order', async () => {
    const seller = await app.seller();
    const [a, b, c] = [await app.buyer(), await app.buyer(), await app.buyer()];
    const { artworkId, editionIds } = await app.biddingArtwork({ editions: 2 });
    const bidA = await app.bid(a, { artwork_id: artworkId, amount: 700_000 });
    const bidB = await app.bid(b, { artwork_id: artworkId, amount: 800_000 });
    const bidC = await app.bid(c, {
      artwork_id: artworkId,
      edition_id: editionIds[1],
      amount: 750_000,
    });
    // Only the seller may accept: the bidder and strangers get 404.
    expectError(await app.accept(b, bidB.body.id), 404, m.bidNotFound);
    expectError(await app.accept(await app.seller('in_2'), bidB.body.id), 404, m.bidNotFound);
    expectError(await app.accept(seller, 'bid_unknown'), 404, m.bidNotFound);
    expectError(
      await app.call('POST', '/v3/store/artwork/bid/accept', {
        token: seller.accessToken,
        body: {},
      }),
      400,
      'bid_id is required',
    );
    const accepted = await app.accept(seller, bidB.body.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect(new Date(accepted.body.payment_deadline).getTime()).toBe(
      app.now().getTime() + 48 * HOUR,
    );
    expect((await bidRow(bidA.body.id)).status).toBe('declined');
    expect((await bidRow(bidC.body.id)).status).toBe('pending'); // another edition
    expect(await app.editionStatus(editionIds[0]!)).toBe('reserved');
    expectError(await app.accept(seller, bidA.body.id), 409, m.notPending);
    expectError(await app.accept(seller, bidB.body.id), 409, m.notPending);
    expectError(await app.cancelBid(b, bidB.body.id), 409, m.notPending);
    // Nobody else can buy the held edition.
    const buyer = await app.buyer();
    const cart = await app.call('POST', '/v3/store/cart/artwork', {
      token: buyer.accessToken,
      body: { artwork_id: artworkId, edition_id: editionIds[0] },
    });
    expectError(cart, 409, checkoutMessages.editionUnavailable);
    // Decline: the seller's other answer.
    const declined = await app.call('POST', '/v3/store/artwork/bid/decline', {
      token: seller.accessToken,
      body: { bid_id: bidC.body.id },
    });
    expect(declined.body.status).toBe('declined');
    expectError(
      await app.call('POST', '/v3/store/artwork/bid/decline', {
        token: seller.accessToken,
        body: { bid_id: bidC.body.id },
      }),
      409,
      m.notPending,
    );
  });

  it('cannot accept an expired bid', async () => {
    const seller = await app.seller();
    const me = await app.buyer();
    const { artworkId } = await app.biddingArtwork({ biddingDays: 1 });
    const placed = await app.bid(me, { artwork_id: artworkId, amount: 800_000 });
    app.advance(DAY + HOUR);
    await app.refresh(seller);
    expectError(await app.accept(seller, placed.body.id), 409, m.bidExpired);
  });
});

describe('the bid order (GET/PUT store/orders/bid/{id}, GET bid/complete/{id})', () => {
  it('is priced at the bid in its currency, paid with the test card, and the bidder sees it in history', async () => {
    const seller = await app.seller();
    const me = await app.buyer();
    const { artworkId, editionIds } = await app.biddingArtwork({ priceKrw: 2_000_000 });
    const placed = await app.bid(me, { artwork_id: artworkId, amount: 100_000 }, usd);
    // Not accepted yet: no order.
    expectError(
      await app.call('GET', `/v3/store/orders/bid/${placed.body.id}`, { token: me.accessToken }),
      409,
      m.notAccepted,
    );
    await app.accept(seller, placed.body.id);
    const order = await app.call('GET', `/v3/store/orders/bid/${placed.body.id}`, {
      token: me.accessToken,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.bid).toMatchObject({ status: 'accepted', id: placed.body.id });
    expect(order.body.cart).toMatchObject({
      currency_code: 'usd',
      exchange_rate: { krw_per_unit: 1380 },
      bid: { id: placed.body.id, amount: 100_000 },
      artwork: { edition_id: editionIds[0] },
    });
    expect(order.body.cart.amounts.art_price).toBe(100_000);
    // The bid's rate was locked when the bid was placed, and the cart says so.
    expect(order.body.cart.exchange_rate.locked_at).toBe(placed.body.created_at);
    // Its KRW reference is the bid in won ($1,000.00 at ₩1,380), not the work's list price.
    expect(order.body.cart.art_price_krw).toBe(1_380_000);
    // The request currency does not re-price a bid order.
    const inKrw = await app.call('GET', `/v3/store/cart/${order.body.cart.cart_id}`, {
      token: me.accessToken,
    });
    expect(inKrw.body.currency_code).toBe('usd');
    // Someone else's bid order is 404.
    const stranger = await app.buyer();
    expect(
      (
        await app.call('GET', `/v3/store/orders/bid/${placed.body.id}`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(404);
    expect((await app.payBid(stranger, placed.body.id, { pay_method: 'card_intl' })).status).toBe(
      404,
    );
    // Shipping is chosen through the cart calls: storage avoids the delivery fee here.
    await app.call('PUT', `/v3/store/cart/${order.body.cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'storage' },
    });
    const paid = await app.payBid(me, placed.body.id, {
      pay_method: 'card_intl',
      test_card_number: '4242424242424242',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      currency_code: 'usd',
      art_price: 100_000,
      total: 100_000,
    });
    expect(await app.editionStatus(editionIds[0]!)).toBe('sold');
    expect(await bidRow(placed.body.id)).toMatchObject({
      status: 'ordered',
      orderId: paid.body.id,
    });
    const history = await app.call('GET', '/v3/store/customer/history', { token: me.accessToken });
    expect(history.body.orders.map((o: { id: string }) => o.id)).toContain(paid.body.id);
    // Paid once: the order cannot be paid again.
    expect((await app.payBid(me, placed.body.id, { pay_method: 'card_intl' })).status).toBe(409);
  });

  it('a declined card keeps the edition held for the bidder, who pays with another card', async () => {
    const seller = await app.seller();
    const me = await app.buyer();
    const { artworkId, editionIds } = await app.biddingArtwork();
    const placed = await app.bid(me, { artwork_id: artworkId, amount: 900_000 });
    await app.accept(seller, placed.body.id);
    const declined = await app.payBid(me, placed.body.id, {
      test_card_number: '4000000000000002',
    });
    expect(declined.status).toBe(402);
    expect(await app.editionStatus(editionIds[0]!)).toBe('reserved');
    const paid = await app.payBid(me, placed.body.id, { test_card_number: '4242424242424242' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.art_price).toBe(900_000);
    expect(await app.editionStatus(editionIds[0]!)).toBe('sold');
  });
});

describe('the bid order with an Idempotency-Key (ADR 0019)', () => {
  it('replays the stored payment session and order for the same key, marked Idempotent-Replayed', async () => {
    const seller = await app.seller();
    const me = await app.buyer();
    const { artworkId, editionIds } = await app.biddingArtwork();
    const placed = await app.bid(me, { artwork_id: artworkId, amount: 900_000 });
    await app.accept(seller, placed.body.id);
    await expectIdempotentPayment(app.call, {
      kind: 'bid',
      id: placed.body.id,
      token: me.accessToken,
    });
    expect(await app.editionStatus(editionIds[0]!)).toBe('sold');
  });
});

describe('GET store/artwork/bid/status/{id}: the buy button for this customer', () => {
  it('follows the customer through place, cancel, accept, go to bid and sold', async () => {
    const seller = await app.seller();
    const me = await app.buyer();
    const { artworkId, handle } = await app.biddingArtwork();
    const status = async (token?: string) => {
      const response = await app.call('GET', `/v3/store/artwork/bid/status/${artworkId}`, {
        token,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    const signedOut = await status();
    expect(signedOut.state).toEqual({ primary: 'buy_now', secondary: 'place_a_bid', note: null });
    expect(signedOut.bid).toBeNull();
    expect(signedOut.input.artwork).toMatchObject({
      bid_enabled: true,
      purchase_status: 'on_sale',
    });
    expect((await status(seller.accessToken)).state.secondary).toBeNull();
    const placed = await app.bid(me, { artwork_id: handle, amount: 800_000 });
    const pending = await status(me.accessToken);
    expect(pending.state.secondary).toBe('cancel_a_bid');
    expect(pending.bid).toMatchObject({ id: placed.body.id, status: 'pending' });
    await app.accept(seller, placed.body.id);
    const accepted = await status(me.accessToken);
    expect(accepted.state).toEqual({ primary: 'go_to_bid', secondary: null, note: null });
    expect(accepted.bid.cart_id).toMatch(/^cart_/);
    // Everyone else sees the edition held.
    expect((await status()).state).toEqual({
      primary: 'not_for_sale',
      secondary: null,
      note: 'reserved',
    });
    await app.payBid(me, placed.body.id);
    // The bidder who paid owns it now and sees it as theirs; everyone else sees it sold.
    expect((await status(me.accessToken)).state).toEqual({
      primary: 'request_for_sale',
      secondary: null,
      note: 'owned',
    });
    expect((await status()).state.primary).toBe('sold');
    expect((await app.call('GET', '/v3/store/artwork/bid/status/aw_missing')).status).toBe(404);
  });
});

describe('the bid sweep', () => {
  it('expires pending bids, lapses unpaid accepted bids (the edition goes back on sale); a sale declines the other bids at once; twice changes nothing', async () => {
    const seller = await app.seller();
    const [a, b, c, d] = [
      await app.buyer(),
      await app.buyer(),
      await app.buyer(),
      await app.buyer(),
    ];
    const short = await app.biddingArtwork({ biddingDays: 1 });
    const expiring = await app.bid(a, { artwork_id: short.artworkId, amount: 800_000 });
    const long = await app.biddingArtwork({ biddingDays: 10 });
    const unpaid = await app.bid(b, { artwork_id: long.artworkId, amount: 800_000 });
    await app.accept(seller, unpaid.body.id);
    const sold = await app.biddingArtwork({ biddingDays: 10 });
    const outbid = await app.bid(c, { artwork_id: sold.artworkId, amount: 800_000 });
    const buyerCart = await app.cart(d, sold.artworkId);
    expect((await app.checkout(d, buyerCart.cart_id)).status).toBe(200);
    // The sale closed the other bid on the edition itself (rules §4.29), before any sweep.
    expect(await bidRow(outbid.body.id)).toMatchObject({ status: 'declined', closeReason: 'sold' });

    app.advance(49 * HOUR);
    const first = await app.app.services.bids.sweep();
    // Earlier tests' bids are swept too.
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(first.lapsed).toBeGreaterThanOrEqual(1);
    expect(await bidRow(expiring.body.id)).toMatchObject({
      status: 'expired',
      closeReason: 'expired',
    });
    expect(await bidRow(unpaid.body.id)).toMatchObject({ status: 'lapsed', closeReason: 'lapsed' });
    expect(await app.editionStatus(long.editionIds[0]!)).toBe('available');
    expect(await app.app.services.bids.sweep()).toEqual({ expired: 0, lapsed: 0, declined: 0 });
    // The lapsed bid's order cannot be paid any more; the edition can be bought again.
    await app.refresh(b);
    expectError(await app.payBid(b, unpaid.body.id), 409, m.paymentDeadlinePassed);
    await app.refresh(d);
    const again = await app.cart(d, long.artworkId);
    expect((await app.checkout(d, again.cart_id)).status).toBe(200);
  });
});
