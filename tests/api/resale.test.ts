// Resale and consignment (issue 6, ADR 0025) over HTTP on a real database: my works, the
// resale request and its statuses (the operator through the back office), the resold edition on
// sale and bought through the checkout, the seller's settlement on the sold tab and sale slip,
// consignment, and an owner answering bids on a resold edition.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { resaleMessages as m } from '@/schemas/resale';
import { expectError } from './customer-test-app';
import { startResaleApp } from './resale-test-app';
import { expectIdempotentPayment } from './idempotent-payment';

const app = startResaleApp();

const editionRow = async (id: string) => {
  const [row] = await app.app.ctx.db.select().from(t.editions).where(eq(t.editions.id, id));
  return row!;
};
const artworkRow = async (id: string) => {
  const [row] = await app.app.ctx.db.select().from(t.artworks).where(eq(t.artworks.id, id));
  return row!;
};

describe('GET store/customer/my-work', () => {
  it('is empty for a new customer and needs a sign-in', async () => {
    const me = await app.customer();
    const empty = await app.call('GET', '/v3/store/customer/my-work', { token: me.accessToken });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ works: [], count: 0, limit: 20, offset: 0, exchange_rate: null });
    expect((await app.call('GET', '/v3/store/customer/my-work')).status).toBe(401);
  });

  it('lists an edition bought and paid, with its artwork, purchase price and date, and no request', async () => {
    const { owner, artworkId, editionId, orderId } = await app.owner({ priceKrw: 1_500_000 });
    const mine = await app.call('GET', '/v3/store/customer/my-work', { token: owner.accessToken });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.count).toBe(1);
    expect(mine.body.works[0]).toMatchObject({
      edition_id: editionId,
      edition_number: 1,
      artwork: { id: artworkId },
      order_id: orderId,
      purchase_price: { amount: 1_500_000, currency: 'krw' },
      resale: null,
      can_resell: true,
    });
    expect(typeof mine.body.works[0].purchased_at).toBe('string');
  });

  it('refuses a bad page with 400', async () => {
    const me = await app.customer();
    for (const query of ['limit=0', 'limit=abc', 'offset=-1']) {
      const response = await app.call('GET', `/v3/store/customer/my-work?${query}`, {
        token: me.accessToken,
      });
      expect(response.status, query).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });
});

describe('POST store/resell/register', () => {
  it('starts a request reviewing, under /v2 and /v3, one in play per edition', async () => {
    const { owner, editionId } = await app.owner();
    const registered = await app.register(owner, {
      edition_id: editionId,
      desired_price: 1_800_000,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body).toMatchObject({
      kind: 'resale',
      status: 'reviewing',
      edition_id: editionId,
      desired_price: 1_800_000,
      listing_price: null,
      can_confirm: false,
      can_withdraw: true,
    });
    expectError(
      await app.register(owner, { edition_id: editionId, desired_price: 1_700_000 }, 'v3'),
      409,
      m.alreadyRequested,
    );
    const mine = await app.call('GET', '/v3/store/customer/my-work', { token: owner.accessToken });
    expect(mine.body.works[0]).toMatchObject({
      can_resell: false,
      resale: { id: registered.body.id, status: 'reviewing' },
    });
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    const { owner, editionId } = await app.owner();
    const cases: [unknown, string][] = [
      [{ desired_price: 1_000_000 }, 'edition_id is required'],
      [{ edition_id: editionId }, 'desired_price is required'],
      [{ edition_id: editionId, desired_price: 'lots' }, 'desired_price must be a number'],
      [{ edition_id: editionId, desired_price: 1.5 }, 'desired_price must be in won (an integer)'],
      [{ edition_id: editionId, desired_price: 5 }, 'desired_price must be at least ₩10,000'],
      [{ edition_id: ['x'], desired_price: 1_000_000 }, 'edition_id is not a valid id'],
      [{ edition_id: 'no spaces!', desired_price: 1_000_000 }, 'edition_id is not a valid id'],
    ];
    for (const [body, message] of cases) {
      expectError(await app.register(owner, body as Record<string, unknown>), 400, message);
    }
  });

  it('answers 404 for someone else’s edition, an unknown one and one not yet bought', async () => {
    const { editionId } = await app.owner();
    const stranger = await app.customer();
    expectError(
      await app.register(stranger, { edition_id: editionId, desired_price: 1_000_000 }),
      404,
      m.editionNotFound,
    );
    expectError(
      await app.register(stranger, { edition_id: 'ed_nope', desired_price: 1_000_000 }),
      404,
      m.editionNotFound,
    );
    const { editionIds } = await app.artwork();
    expectError(
      await app.register(stranger, { edition_id: editionIds[0], desired_price: 1_000_000 }),
      404,
      m.editionNotFound,
    );
  });
});

describe('the operator’s review (back office)', () => {
  it('needs an operator: a customer does not see it (404), the operator’s queue lists it', async () => {
    const { owner, editionId } = await app.owner();
    const registered = await app.register(owner, {
      edition_id: editionId,
      desired_price: 1_000_000,
    });
    const path = `/v3/admin/resell/${registered.body.id}/propose`;
    const body = { listing_price: 1_000_000 };
    expect((await app.call('POST', path, { body })).status).toBe(401);
    expect((await app.call('POST', path, { token: owner.accessToken, body })).status).toBe(404);
    const queue = await app.call('GET', '/v3/admin/resell?status=reviewing', {
      token: (await app.operator()).accessToken,
    });
    expect(queue.status).toBe(200);
    expect(queue.body.resell.map((r: { id: string }) => r.id)).toContain(registered.body.id);
  });

  it('propose: 400 on bad input, 404 for an unknown request, then waiting for confirmation', async () => {
    const { owner, editionId } = await app.owner();
    const { body } = await app.register(owner, { edition_id: editionId, desired_price: 1_000_000 });
    expectError(await app.propose(body.id, {}), 400, 'listing_price is required');
    expectError(
      await app.propose(body.id, { listing_price: -1 }),
      400,
      'listing_price must be at least ₩10,000',
    );
    expectError(await app.propose('rsl_nope', { listing_price: 900_000 }), 404, m.requestNotFound);
    const proposed = await app.propose(body.id, { listing_price: 900_000, note: 'Market price' });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body).toMatchObject({
      status: 'waiting_for_confirmation',
      listing_price: 900_000,
      operator_note: 'Market price',
      can_confirm: true,
    });
  });

  it('reject closes a request; nothing moves it after (409)', async () => {
    const { owner, editionId } = await app.owner();
    const { body } = await app.register(owner, { edition_id: editionId, desired_price: 1_000_000 });
    expectError(await app.reject(body.id, {}), 400, 'reason is required');
    expectError(await app.reject(body.id, { reason: ['x'] }), 400, 'reason must be text');
    const rejected = await app.reject(body.id, { reason: 'Not authenticated' });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Not authenticated',
    });
    expectError(await app.propose(body.id, { listing_price: 900_000 }), 409, m.wrongStatus);
    expectError(await app.confirm(owner, body.id), 409, m.wrongStatus);
    expectError(await app.withdraw(owner, body.id), 409, m.wrongStatus);
    // A closed request frees the edition for a new one.
    const again = await app.register(owner, { edition_id: editionId, desired_price: 1_000_000 });
    expect(again.status).toBe(200);
  });
});

describe('confirm and withdraw', () => {
  it('confirm puts the edition on sale again at the listing price; the artwork is buyable', async () => {
    const { owner, artworkId, editionId } = await app.owner({ priceKrw: 1_000_000 });
    const artwork = await artworkRow(artworkId);
    expect(artwork.purchaseStatus).toBe('sold');
    const { body } = await app.register(owner, { edition_id: editionId, desired_price: 1_300_000 });
    expectError(await app.confirm(owner, body.id), 409, m.wrongStatus);
    await app.propose(body.id, { listing_price: 1_200_000 });
    const stranger = await app.customer();
    expectError(await app.confirm(stranger, body.id), 404, m.requestNotFound);
    const confirmed = await app.confirm(owner, body.id);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'on_sale', can_withdraw: true });
    expect(await editionRow(editionId)).toMatchObject({ status: 'available', price: 1_200_000 });
    expect((await artworkRow(artworkId)).purchaseStatus).toBe('on_sale');
    const page = await app.call('GET', `/v3/store/artwork/${artwork.handle}`);
    expect(page.body.purchase_status).toBe('on_sale');
    expectError(await app.confirm(owner, body.id), 409, m.wrongStatus);
  });

  it('withdraw takes an edition on sale off sale; twice is 409; someone else’s is 404', async () => {
    const { owner, artworkId, editionId, resaleId } = await app.listed();
    const stranger = await app.customer();
    expectError(await app.withdraw(stranger, resaleId), 404, m.requestNotFound);
    const withdrawn = await app.withdraw(owner, resaleId);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', can_withdraw: false });
    expect((await editionRow(editionId)).status).toBe('sold');
    expect((await artworkRow(artworkId)).purchaseStatus).toBe('sold');
    expectError(await app.withdraw(owner, resaleId), 409, m.wrongStatus);
  });

  it('an order whose edition is up for resale cannot be cancelled until the request is withdrawn', async () => {
    const { owner, orderId, editionId } = await app.owner();
    const { body } = await app.register(owner, { edition_id: editionId, desired_price: 1_000_000 });
    const cancel = () =>
      app.call('POST', `/v3/store/orders/${orderId}/cancel`, {
        token: owner.accessToken,
        body: { reason: 'changed my mind' },
      });
    expectError(await cancel(), 409, m.withdrawFirst);
    await app.withdraw(owner, body.id);
    expect((await cancel()).status).toBe(200);
  });

  it('withdraw is refused while a buyer holds the edition for a payment', async () => {
    const { owner, resaleId } = await app.listed();
    const buyer = await app.customer();
    const session = await app.call('PUT', `/v3/store/orders/resell/${resaleId}`, {
      token: buyer.accessToken,
      body: { pay_method: 'card_kr', order_consent: true },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expectError(await app.withdraw(owner, resaleId), 409, m.editionBusy);
  });
});

describe('GET /v2/store/resell', () => {
  it('lists the customer’s own requests, filtered by status and kind', async () => {
    const { owner, resaleId } = await app.listed();
    const list = await app.call('GET', '/v2/store/resell', { token: owner.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, limit: 20, offset: 0 });
    expect(list.body.resell[0]).toMatchObject({ id: resaleId, status: 'on_sale' });
    const none = await app.call('GET', '/v2/store/resell?status=reviewing', {
      token: owner.accessToken,
    });
    expect(none.body.count).toBe(0);
    const consignments = await app.call('GET', '/v2/store/resell?kind=consignment', {
      token: owner.accessToken,
    });
    expect(consignments.body.count).toBe(0);
    expectError(
      await app.call('GET', '/v2/store/resell?status=lost', { token: owner.accessToken }),
      400,
      'status must be one of reviewing, waiting_for_confirmation, on_sale, sold, withdrawn, rejected',
    );
    const other = await app.customer();
    const theirs = await app.call('GET', '/v2/store/resell', { token: other.accessToken });
    expect(theirs.body.count).toBe(0);
    expectError(
      await app.call('GET', `/v2/store/resell/${resaleId}`, { token: other.accessToken }),
      404,
      m.requestNotFound,
    );
  });
});

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
