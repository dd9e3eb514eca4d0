// Blocking a customer from the back office (issue 10) over HTTP on a real database: the sign-in
// refused with a clear 403, the sessions and refresh tokens ended at once, no bid and no checkout,
// pending offers withdrawn, every block and unblock audited with its reason.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { customerBlockMessages as bm } from '@/schemas/back-office-customers';
import { customerMessages } from '@/schemas/customer';
import type { Buyer } from './buying-test-app';
import { expectError, PASSWORD } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let operator: Buyer;
let admin: Buyer;

beforeAll(async () => {
  operator = await app.staff('operator');
  admin = await app.staff('admin');
});

const block = (customerId: string, reason = 'Repeated chargebacks') =>
  app.admin(operator, 'POST', `/customers/${customerId}/block`, { body: { reason } });
const unblock = (customerId: string, reason = 'Bank confirmed the payments') =>
  app.admin(operator, 'POST', `/customers/${customerId}/unblock`, { body: { reason } });

describe('blocking a customer', () => {
  it('ends every session at once: the access token 401, the refresh token 401, sign-in 403', async () => {
    const me = await app.customer();
    const second = await app.signIn(me.email, PASSWORD);
    expect(second.status).toBe(200);
    const info = () => app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect((await info()).status).toBe(200);

    const blocked = await block(me.customerId);
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body).toMatchObject({
      customer_id: me.customerId,
      blocked_reason: 'Repeated chargebacks',
      sessions_revoked: 2,
    });

    expect((await info()).status).toBe(401);
    const secondInfo = await app.call('GET', '/v3/store/customer/info', {
      token: second.body.accessToken,
    });
    expect(secondInfo.status).toBe(401);
    const refreshed = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expectError(refreshed, 401, customerMessages.sessionExpired);

    // The right password: a clear 403. A wrong one tells nothing about the block.
    expectError(await app.signIn(me.email, PASSWORD), 403, customerMessages.accountBlocked);
    expectError(
      await app.signIn(me.email, 'wrong-password-1'),
      400,
      customerMessages.incorrectCredentials,
    );
  });

  it('leaves a blocked customer no bid and no checkout; their pending offers are withdrawn', async () => {
    const me = await app.customer();
    const { artworkId: biddable, editionIds } = await app.biddingArtwork({ priceKrw: 2_000_000 });
    const offer = await app.bid(me, {
      artwork_id: biddable,
      edition_id: editionIds[0],
      amount: 1_500_000,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);

    const blocked = await block(me.customerId);
    expect(blocked.body.offers_withdrawn).toBe(1);
    const [bid] = await app.app.ctx.db
      .select()
      .from(t.bids)
      .where(eq(t.bids.bidderId, me.customerId));
    expect(bid!.status).toBe('canceled');

    const bidAgain = await app.bid(me, {
      artwork_id: biddable,
      edition_id: editionIds[0],
      amount: 1_600_000,
    });
    expect(bidAgain.status).toBe(401);
    const checkout = await app.checkout(me, cart.cart_id);
    expect(checkout.status).toBe(401);
    const newCart = await app.call('POST', '/v3/store/cart/artwork', {
      token: me.accessToken,
      body: { artwork_id: artworkId },
    });
    expect(newCart.status).toBe(401);
  });

  it('unblocks: they sign in, bid and check out again; both changes audited with before and after', async () => {
    const me = await app.customer();
    await block(me.customerId, 'Suspicious orders');
    const listed = await app.admin(operator, 'GET', `/customers?q=${me.email}`);
    expect(listed.body.customers[0]).toMatchObject({
      id: me.customerId,
      blocked_at: expect.any(String),
      blocked_reason: 'Suspicious orders',
    });
    const blockedOnly = await app.admin(operator, 'GET', '/customers?state=blocked&limit=100');
    expect(blockedOnly.body.customers.map((c: { id: string }) => c.id)).toContain(me.customerId);

    const back = await unblock(me.customerId);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ blocked_at: null, blocked_reason: null });
    const signedIn = await app.signIn(me.email, PASSWORD);
    expect(signedIn.status).toBe(200);
    const fresh = { ...me, accessToken: signedIn.body.accessToken };
    const cart = await app.cart(fresh, (await app.artwork()).artworkId);
    const order = await app.checkout(fresh, cart.cart_id);
    expect(order.body).toMatchObject({ status: 'paid' });

    const active = await app.admin(operator, 'GET', '/customers?state=active&limit=100');
    expect(active.body.customers.map((c: { id: string }) => c.id)).toContain(me.customerId);

    const audit = (await app.admin(admin, 'GET', `/audit?target_id=${me.customerId}`)).body
      .entries as { action: string; before: object; after: object; actor_email: string }[];
    expect(audit.map((e) => e.action)).toEqual(['customer.unblock', 'customer.block']);
    expect(audit[1]).toMatchObject({
      actor_email: operator.email,
      before: { blocked_at: null, blocked_reason: null },
      after: { blocked_reason: 'Suspicious orders', sessions_revoked: 1 },
    });
    expect(audit[0]).toMatchObject({
      before: { blocked_reason: 'Suspicious orders' },
      after: { blocked_at: null, reason: 'Bank confirmed the payments' },
    });
  });

  it('refuses: no reason 400, twice 409, unblocking an unblocked customer 409, staff 409, unknown 404', async () => {
    const me = await app.customer();
    expectError(
      await app.admin(operator, 'POST', `/customers/${me.customerId}/block`, { body: {} }),
      400,
      bm.reasonRequired,
    );
    expectError(
      await app.admin(operator, 'POST', `/customers/${me.customerId}/block`, {
        body: { reason: '   ' },
      }),
      400,
      bm.reasonRequired,
    );
    expect(
      (
        await app.admin(operator, 'POST', `/customers/${me.customerId}/block`, {
          body: { reason: ['x'] },
        })
      ).status,
    ).toBe(400);
    expectError(await unblock(me.customerId), 409, bm.notBlocked);
    expect((await block(me.customerId)).status).toBe(200);
    expectError(await block(me.customerId), 409, bm.alreadyBlocked);
    expectError(await block(admin.customerId), 409, bm.staffMember);
    expectError(await block(operator.customerId), 409, bm.staffMember);
    expectError(await block('cus_nobody'), 404, bm.unknownCustomer);
  });
});
