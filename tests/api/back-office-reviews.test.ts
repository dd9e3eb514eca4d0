// The back office's calls (issue 10) over HTTP on a real database: each runs the store's own
// workflow (orders, resale, bids) and leaves an audit row with who, what, before and after.
// This file: resale and consignment review, a partner's offers, exchange rates and the outbox,
// customers and badges; orders, the audit log and staff are in back-office-orders.test.ts.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { bidMessages } from '@/schemas/bid';
import { resaleMessages } from '@/schemas/resale';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { auditEntries, startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
const { editionRow } = app;
let operator: Buyer;
let admin: Buyer;
let partner: Buyer;

beforeAll(async () => {
  operator = await app.staff('operator');
  admin = await app.staff('admin');
  partner = await app.staff('partner');
});

const auditOf = (targetId: string) => auditEntries(app, admin, targetId);

describe('resale and consignment review', () => {
  async function requested(desired = 1_500_000) {
    const { owner, artworkId, editionId } = await app.owner({ priceKrw: 1_000_000 });
    const { body } = await app.register(owner, { edition_id: editionId, desired_price: desired });
    return { owner, artworkId, editionId, id: body.id as string };
  }

  it('approves at a price: the edition is on sale at once and the marketplace shows it', async () => {
    const { id, artworkId, editionId } = await requested(1_500_000);
    const queue = await app.admin(operator, 'GET', '/resell?status=reviewing&limit=100');
    expect(queue.body.resell.map((r: { id: string }) => r.id)).toContain(id);
    expectError(
      await app.admin(operator, 'POST', `/resell/${id}/approve`, {
        body: { listing_price: 1_400_000 },
      }),
      409,
      resaleMessages.approveBelowDesired,
    );
    const approved = await app.admin(operator, 'POST', `/resell/${id}/approve`, {
      body: { listing_price: 1_600_000, note: 'Priced with the gallery' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'on_sale', listing_price: 1_600_000 });
    expect(await editionRow(editionId)).toMatchObject({ status: 'available', price: 1_600_000 });
    const [artwork] = await app.app.ctx.db
      .select()
      .from(t.artworks)
      .where(eq(t.artworks.id, artworkId));
    expect(artwork!.purchaseStatus).toBe('on_sale');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'resale.approve',
      before: { status: 'reviewing', listing_price: null },
      after: { status: 'on_sale', listing_price: 1_600_000 },
    });
    expectError(
      await app.admin(operator, 'POST', `/resell/${id}/approve`, {
        body: { listing_price: 1_600_000 },
      }),
      409,
      resaleMessages.wrongStatus,
    );
  });

  it('proposes a price for the owner to confirm, and rejects with a reason', async () => {
    const { id, owner } = await requested();
    const proposed = await app.admin(admin, 'POST', `/resell/${id}/propose`, {
      body: { listing_price: 1_200_000 },
    });
    expect(proposed.body).toMatchObject({ status: 'waiting_for_confirmation', can_confirm: true });
    expect((await app.admin(operator, 'GET', `/resell/${id}`)).body.listing_price).toBe(1_200_000);
    const missingReason = await app.admin(operator, 'POST', `/resell/${id}/reject`, { body: {} });
    expect(missingReason.status).toBe(400);
    const rejected = await app.admin(operator, 'POST', `/resell/${id}/reject`, {
      body: { reason: 'Condition does not match the photos' },
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Condition does not match the photos',
    });
    expectError(await app.confirm(owner, id), 409, resaleMessages.wrongStatus);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['resale.reject', 'resale.propose']);
  });

  it('refuses a bad price with 400', async () => {
    const { id } = await requested();
    for (const listing_price of [0, 'abc', 1.5, 5_000]) {
      const response = await app.admin(operator, 'POST', `/resell/${id}/approve`, {
        body: { listing_price },
      });
      expect(response.status, String(listing_price)).toBe(400);
    }
  });
});

describe('a partner’s received offers', () => {
  it('lists the gallery’s offers and accepts one through the store’s accept', async () => {
    const { artworkId, editionIds } = await app.biddingArtwork({ priceKrw: 1_000_000 });
    const first = await app.customer();
    const second = await app.customer();
    const a = await app.bid(
      first,
      { artwork_id: artworkId, amount: 700_000 },
      {
        headers: { 'x-currency': 'krw' },
      },
    );
    const b = await app.bid(
      second,
      { artwork_id: artworkId, amount: 800_000 },
      {
        headers: { 'x-currency': 'krw' },
      },
    );
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const listed = await app.admin(partner, 'GET', '/offers?limit=50', {
      headers: { 'x-currency': 'krw' },
    });
    const ids = listed.body.bids.map((bid: { id: string }) => bid.id);
    expect(ids).toEqual(expect.arrayContaining([a.body.id, b.body.id]));
    const mine = listed.body.bids.find((bid: { id: string }) => bid.id === b.body.id);
    expect(mine).toMatchObject({ can_accept: true, bidder_name: expect.any(String) });

    const accepted = await app.admin(partner, 'POST', `/offers/${b.body.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await editionRow(editionIds[0]!)).status).toBe('reserved');
    const other = await app.call('GET', `/v3/store/artwork/bids/offered`, {
      token: first.accessToken,
    });
    expect(other.body.bids.find((bid: { id: string }) => bid.id === a.body.id).status).toBe(
      'declined',
    );
    expectError(
      await app.admin(partner, 'POST', `/offers/${b.body.id}/accept`),
      409,
      bidMessages.notPending,
    );
    const [entry] = await auditOf(b.body.id);
    expect(entry).toMatchObject({
      action: 'offer.accept',
      actor_email: partner.email,
      before: { status: 'pending' },
      after: { status: 'accepted' },
    });
  });

  it('declines an offer; another gallery’s offer is 404', async () => {
    const { artworkId } = await app.biddingArtwork();
    const bidder = await app.customer();
    const bid = await app.bid(
      bidder,
      { artwork_id: artworkId, amount: 600_000 },
      {
        headers: { 'x-currency': 'krw' },
      },
    );
    const stranger = await app.staff('partner', 'in_2');
    expectError(
      await app.admin(stranger, 'POST', `/offers/${bid.body.id}/accept`),
      404,
      bidMessages.bidNotFound,
    );
    expect((await app.admin(stranger, 'GET', '/offers')).body.bids).toEqual([]);
    const declined = await app.admin(partner, 'POST', `/offers/${bid.body.id}/decline`);
    expect(declined.body.status).toBe('declined');
  });
});

describe('exchange rates and the outbox', () => {
  it('sets a rate by hand: prices in that currency follow at once, audited', async () => {
    const { handle } = await app.artwork({ priceKrw: 1_300_000 });
    const set = await app.admin(operator, 'PUT', '/exchange-rates/usd', {
      body: { krw_per_unit: 1300 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ currency_code: 'usd', krw_per_unit: 1300, source: 'manual' });
    const rates = await app.admin(operator, 'GET', '/exchange-rates');
    expect(rates.body.exchange_rates).toContainEqual(
      expect.objectContaining({ currency_code: 'usd', krw_per_unit: 1300 }),
    );
    const page = await app.call('GET', `/v3/store/artwork/${handle}`, {
      headers: { 'x-currency': 'usd' },
    });
    expect(page.body.price.display).toEqual({ amount: 100_000, currency: 'usd' });
    const [entry] = await auditOf('usd');
    expect(entry).toMatchObject({ action: 'exchange_rate.set', after: { krw_per_unit: 1300 } });
    for (const [currency, body] of [
      ['krw', { krw_per_unit: 1 }],
      ['usd', { krw_per_unit: 0 }],
      ['usd', { krw_per_unit: 'lots' }],
    ] as const) {
      const response = await app.admin(operator, 'PUT', `/exchange-rates/${currency}`, { body });
      expect(response.status, `${currency} ${JSON.stringify(body)}`).toBe(400);
    }
  });

  it('lists deliveries of the outbox without their content', async () => {
    const me = await app.customer();
    const sent = await app.call('POST', '/v3/store/customer/send-reset-verification-code', {
      body: { email: me.email },
      ip: '198.51.100.20',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const outbox = await app.admin(operator, 'GET', `/outbox?recipient=${me.email}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.count).toBeGreaterThan(0);
    const [message] = outbox.body.messages;
    expect(message).toMatchObject({ recipient: me.email, channel: 'email' });
    expect(message).not.toHaveProperty('payload');
    expect(message).not.toHaveProperty('text');
    expect(JSON.stringify(outbox.body)).not.toMatch(/\b\d{6}\b/);
  });
});

describe('customers and badges', () => {
  it('finds a customer and grants then revokes pink_rock, which the customer info shows', async () => {
    const me = await app.customer();
    const found = await app.admin(operator, 'GET', `/customers?q=${encodeURIComponent(me.email)}`);
    expect(found.body.customers).toEqual([
      expect.objectContaining({ id: me.customerId, email: me.email, badges: [] }),
    ]);
    const granted = await app.admin(
      operator,
      'PUT',
      `/customers/${me.customerId}/badges/pink_rock`,
    );
    expect(granted.body).toEqual({ customer_id: me.customerId, badges: ['pink_rock'] });
    const info = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(JSON.stringify(info.body)).toContain('pink_rock');
    const revoked = await app.admin(
      operator,
      'DELETE',
      `/customers/${me.customerId}/badges/pink_rock`,
    );
    expect(revoked.body.badges).toEqual([]);
    expect((await auditOf(me.customerId)).map((e) => e.action)).toEqual([
      'customer.revoke_badge',
      'customer.grant_badge',
    ]);
    expect(
      (await app.admin(operator, 'PUT', `/customers/${me.customerId}/badges/gold_star`)).status,
    ).toBe(400);
  });
});
