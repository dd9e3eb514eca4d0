// Resale (issue 6, ADR 0025) over HTTP on a real database, part 2: the resold edition on sale and
// bought through the checkout, the seller's settlement on the sold tab and sale slip, a refund,
// consignment, and an owner answering bids on a resold edition. Requests are in
// resale-requests.test.ts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { resaleMessages as m } from '@/schemas/resale';
import { expectError } from './customer-test-app';
import { startResaleApp } from './resale-test-app';
import { expectIdempotentPayment } from './idempotent-payment';

const app = startResaleApp();
const { editionRow } = app;

describe('buying a resold edition', () => {
  it('goes through the checkout at the listing price; ownership moves; the seller sees it sold with the proceeds', async () => {
    const { owner, editionId, resaleId } = await app.listed({ listingPrice: 2_000_000 });
    const buyer = await app.customer();
    // The seller may not buy their own edition.
    expectError(
      await app.call('GET', `/v3/store/orders/resell/${resaleId}`, { token: owner.accessToken }),
      409,
      m.ownEdition,
    );
    const order = await app.call('GET', `/v3/store/orders/resell/${resaleId}`, {
      token: buyer.accessToken,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.resale).toMatchObject({
      id: resaleId,
      edition_id: editionId,
      listing_price: 2_000_000,
    });
    expect(order.body.cart.amounts.art_price).toBe(2_000_000);
    // The same cart again.
    const again = await app.call('GET', `/v3/store/orders/resell/${resaleId}`, {
      token: buyer.accessToken,
    });
    expect(again.body.cart.cart_id).toBe(order.body.cart.cart_id);

    const paid = await app.buyResold(buyer, resaleId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', art_price: 2_000_000, viewer: 'buyer' });
    expect(paid.body.resale_settlement).toBeNull();
    expect((await editionRow(editionId)).status).toBe('sold');

    // The request is sold, with its order.
    const request = await app.call('GET', `/v2/store/resell/${resaleId}`, {
      token: owner.accessToken,
    });
    expect(request.body).toMatchObject({ status: 'sold', order_id: paid.body.id });
    expectError(
      await app.call('GET', `/v3/store/orders/resell/${resaleId}`, { token: buyer.accessToken }),
      409,
      m.notOnSale,
    );

    // Ownership moved.
    const sellerWorks = await app.call('GET', '/v3/store/customer/my-work', {
      token: owner.accessToken,
    });
    expect(sellerWorks.body.count).toBe(0);
    const buyerWorks = await app.call('GET', '/v3/store/customer/my-work', {
      token: buyer.accessToken,
    });
    expect(buyerWorks.body.works[0]).toMatchObject({
      edition_id: editionId,
      order_id: paid.body.id,
      purchase_price: { amount: 2_000_000, currency: 'krw' },
    });

    // The sold tab and the seller's sale slip: 10 % commission, 3 % royalty.
    const sold = await app.call('GET', '/v3/store/customer/history?status=sold', {
      token: owner.accessToken,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.counts.sold).toBe(1);
    expect(sold.body.orders).toHaveLength(1);
    const settlement = {
      sale_price: 2_000_000,
      platform_commission: 200_000,
      artist_royalty: 60_000,
      seller_proceeds: 1_740_000,
    };
    expect(sold.body.orders[0]).toMatchObject({
      id: paid.body.id,
      viewer: 'seller',
      resale_settlement: settlement,
      shipping_address: null,
      card_number: null,
      buyer_name: '',
    });
    const slip = await app.call('GET', `/v3/store/orders/receipt/${paid.body.id}`, {
      token: owner.accessToken,
    });
    expect(slip.status, JSON.stringify(slip.body)).toBe(200);
    expect(slip.body.order).toMatchObject({ viewer: 'seller', resale_settlement: settlement });
    const buyerSlip = await app.call('GET', `/v3/store/orders/receipt/${paid.body.id}`, {
      token: buyer.accessToken,
    });
    expect(buyerSlip.body.order).toMatchObject({ viewer: 'buyer', resale_settlement: null });
    // The seller may not cancel the buyer's order; a stranger sees nothing.
    const stranger = await app.customer();
    expect(
      (await app.call('GET', `/v3/store/orders/${paid.body.id}`, { token: stranger.accessToken }))
        .status,
    ).toBe(404);

    // The new owner may resell it in turn.
    const next = await app.register(buyer, { edition_id: editionId, desired_price: 2_500_000 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
  });

  it('replays the stored payment session and order for the same Idempotency-Key (ADR 0019)', async () => {
    const { resaleId } = await app.listed();
    const buyer = await app.customer();
    await expectIdempotentPayment(app.call, {
      kind: 'resell',
      id: resaleId,
      token: buyer.accessToken,
    });
  });

  it('answers 404 for an unknown resale and 409 for one not on sale', async () => {
    const buyer = await app.customer();
    expectError(
      await app.call('GET', '/v3/store/orders/resell/rsl_nope', { token: buyer.accessToken }),
      404,
      m.requestNotFound,
    );
    const { owner, editionId } = await app.owner();
    const { body } = await app.register(owner, { edition_id: editionId, desired_price: 1_000_000 });
    expectError(
      await app.call('PUT', `/v3/store/orders/resell/${body.id}`, {
        token: buyer.accessToken,
        body: { pay_method: 'card_kr', order_consent: true },
      }),
      409,
      m.notOnSale,
    );
    expectError(
      await app.call('PUT', `/v3/store/orders/resell/${body.id}`, {
        token: buyer.accessToken,
        body: { order_consent: true },
      }),
      400,
      'pay_method is required',
    );
    expectError(
      await app.call(
        'GET',
        `/v3/store/orders/resell/complete/${body.id}?payment_session_id=pay_nope`,
        { token: buyer.accessToken },
      ),
      404,
      'Payment session not found.',
    );
  });

  it('a buy-now of a resold edition is a resale too (one checkout, one settlement)', async () => {
    const { owner, artworkId, resaleId } = await app.listed({ listingPrice: 1_000_000 });
    const buyer = await app.customer();
    const cart = await app.cart(buyer, artworkId);
    const paid = await app.checkout(buyer, cart.cart_id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [row] = await app.app.ctx.db.select().from(t.orders).where(eq(t.orders.id, paid.body.id));
    expect(row).toMatchObject({
      resaleId,
      sellerCustomerId: owner.customerId,
      platformCommission: 100_000,
      artistRoyalty: 30_000,
      sellerProceeds: 870_000,
    });
  });
});

describe('a resold edition’s order cancelled and refunded', () => {
  it('gives the edition back to the seller, on sale again: the next buyer pays the seller', async () => {
    const { owner, editionId, artworkId, resaleId } = await app.listed({
      listingPrice: 1_500_000,
    });
    const first = await app.customer();
    const paid = await app.buyResold(first, resaleId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const refunded = await app.call('POST', `/v3/store/orders/${paid.body.id}/cancel`, {
      token: first.accessToken,
      body: { reason: 'Changed my mind' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.status).toBe('refunded');

    // The request is on sale again, no longer tied to the refunded order.
    const request = await app.call('GET', `/v2/store/resell/${resaleId}`, {
      token: owner.accessToken,
    });
    expect(request.body).toMatchObject({ status: 'on_sale', order_id: null });
    expect((await editionRow(editionId)).status).toBe('available');
    const sellerWorks = await app.call('GET', '/v3/store/customer/my-work', {
      token: owner.accessToken,
    });
    expect(sellerWorks.body.works.map((w: { edition_id: string }) => w.edition_id)).toContain(
      editionId,
    );

    // A buy-now now is the same resale: the seller is paid, not the gallery.
    const second = await app.customer();
    const cart = await app.cart(second, artworkId);
    const again = await app.checkout(second, cart.cart_id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const [row] = await app.app.ctx.db
      .select()
      .from(t.orders)
      .where(eq(t.orders.id, again.body.id));
    expect(row).toMatchObject({
      resaleId,
      sellerCustomerId: owner.customerId,
      artPrice: 1_500_000,
      sellerProceeds: 1_305_000,
    });
  });
});

describe('consignment', () => {
  it('GET store/artwork/consign/{id}: the owned edition and the form’s choices; 404 for anyone else', async () => {
    const { owner, editionId } = await app.owner();
    const form = await app.call('GET', `/v3/store/artwork/consign/${editionId}`, {
      token: owner.accessToken,
    });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(form.body).toMatchObject({
      work: { edition_id: editionId, can_resell: true },
      conditions: ['excellent', 'good', 'fair', 'damaged'],
      handovers: ['storage', 'delivery'],
      commission_bps: 1000,
      royalty_bps: 300,
    });
    // The price is typed in KRW: the form carries today's rate of the visitor's currency.
    expect(form.body.exchange_rate).toBeNull();
    const inUsd = await app.call('GET', `/v3/store/artwork/consign/${editionId}`, {
      token: owner.accessToken,
      headers: { 'x-currency': 'usd' },
    });
    expect(inUsd.body.exchange_rate).toEqual({ currency_code: 'usd', krw_per_unit: 1380 });
    const works = await app.call('GET', '/v3/store/customer/my-work', {
      token: owner.accessToken,
      headers: { 'x-currency': 'usd' },
    });
    expect(works.body.exchange_rate).toEqual({ currency_code: 'usd', krw_per_unit: 1380 });
    const worksInKrw = await app.call('GET', '/v3/store/customer/my-work', {
      token: owner.accessToken,
    });
    expect(worksInKrw.body.exchange_rate).toBeNull();
    const stranger = await app.customer();
    expectError(
      await app.call('GET', `/v3/store/artwork/consign/${editionId}`, {
        token: stranger.accessToken,
      }),
      404,
      m.editionNotFound,
    );
  });

  it('POST store/artwork/consign/{id}: validates, starts reviewing, shares the resale statuses', async () => {
    const { owner, editionId } = await app.owner();
    const consign = (body: unknown, who = owner) =>
      app.call('POST', `/v3/store/artwork/consign/${editionId}`, { token: who.accessToken, body });
    const good = {
      desired_price: 3_000_000,
      condition: 'excellent',
      condition_note: 'No scratches',
      photos: ['/media/uploads/front.webp', 'https://example.com/back.jpg'],
      handover: 'storage',
    };
    const cases: [unknown, string][] = [
      [{ ...good, condition: 'mint' }, 'condition must be one of excellent, good, fair, damaged'],
      [{ ...good, handover: undefined }, 'handover is required'],
      [{ ...good, photos: ['javascript:alert(1)'] }, 'photos must be image URLs'],
      [{ ...good, photos: 'front.jpg' }, 'photos must be a list of image URLs'],
      [{ ...good, photos: Array(11).fill('/media/x.webp') }, 'at most 10 photos'],
      [{ ...good, desired_price: 0 }, 'desired_price must be at least ₩10,000'],
    ];
    for (const [body, message] of cases) expectError(await consign(body), 400, message);
    expectError(await consign(good, await app.customer()), 404, m.editionNotFound);
    const made = await consign(good);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      kind: 'consignment',
      status: 'reviewing',
      condition: 'excellent',
      condition_note: 'No scratches',
      photos: good.photos,
      handover: 'storage',
    });
    expectError(await consign(good), 409, m.alreadyRequested);
    await app.propose(made.body.id, { listing_price: 2_800_000 });
    const listed = await app.confirm(owner, made.body.id);
    expect(listed.body.status).toBe('on_sale');
    const list = await app.call('GET', '/v2/store/resell?kind=consignment', {
      token: owner.accessToken,
    });
    expect(list.body.resell[0]).toMatchObject({ id: made.body.id, status: 'on_sale' });
  });
});

describe('bids on a resold edition', () => {
  it('name the owner as seller, who accepts one; the bid order pays the seller’s proceeds', async () => {
    const { owner, artworkId, editionId, resaleId } = await app.listed({
      bidding: true,
      listingPrice: 1_000_000,
    });
    const bidder = await app.customer();
    const placed = await app.bid(bidder, { artwork_id: artworkId, amount: 800_000 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.edition_id).toBe(editionId);
    const [bid] = await app.app.ctx.db
      .select()
      .from(t.bids)
      .where(and(eq(t.bids.id, placed.body.id)));
    expect(bid).toMatchObject({ sellerCustomerId: owner.customerId, sellerInstitutionId: null });
    const received = await app.call('GET', '/v3/store/artwork/bids/received', {
      token: owner.accessToken,
    });
    expect(received.body.bids.map((b: { id: string }) => b.id)).toContain(placed.body.id);
    const accepted = await app.accept(owner, placed.body.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const paid = await app.payBid(bidder, placed.body.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [row] = await app.app.ctx.db.select().from(t.orders).where(eq(t.orders.id, paid.body.id));
    expect(row).toMatchObject({
      resaleId,
      sellerCustomerId: owner.customerId,
      artPrice: 800_000,
      platformCommission: 80_000,
      artistRoyalty: 24_000,
      sellerProceeds: 696_000,
    });
    const request = await app.call('GET', `/v2/store/resell/${resaleId}`, {
      token: owner.accessToken,
    });
    expect(request.body.status).toBe('sold');
  });
});
