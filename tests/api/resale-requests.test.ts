// Resale (issue 6, ADR 0025) over HTTP on a real database, part 1: my works, the resale request and
// its statuses (the operator through the back office), confirm and withdraw, the customer's list.
// Buying a resold edition, consignment and bids are in resale-buying.test.ts.
import { describe, expect, it } from 'vitest';
import { resaleMessages as m } from '@/schemas/resale';
import { expectError } from './customer-test-app';
import { startResaleApp } from './resale-test-app';

const app = startResaleApp();
const { editionRow, artworkRow } = app;

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
