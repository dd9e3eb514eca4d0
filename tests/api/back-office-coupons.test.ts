// The back office's coupons (issue 10) over HTTP on a real database: operators define coupons,
// issue them to one customer or a segment (once per customer), and the customers find them in
// GET store/coupon/my-coupons and use them once at checkout.
import { beforeAll, describe, expect, it } from 'vitest';
import { grantMembership } from '@/server/modules/customers/customer.repository';
import { couponAdminMessages as cm } from '@/schemas/back-office-coupons';
import { customerBlockMessages } from '@/schemas/back-office-customers';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import type { Buyer } from './buying-test-app';
import { expectError, uniqueEmail, type SignedUp } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
const DAY = 86_400_000;
let operator: Buyer;
let admin: Buyer;
let codeCounter = 0;

beforeAll(async () => {
  operator = await app.staff('operator');
  admin = await app.staff('admin');
});

const newCoupon = (extra: Record<string, unknown> = {}) => ({
  code: `GALLERY-${Date.now().toString(36)}-${(codeCounter += 1)}`.toUpperCase(),
  kind: 'artwork',
  discount_type: 'percent',
  off_amount: 10,
  max_amount: 50_000,
  title_en: 'Autumn collectors',
  title_ko: '가을 컬렉터',
  starts_at: new Date(app.now().getTime() - DAY).toISOString(),
  ends_at: new Date(app.now().getTime() + 30 * DAY).toISOString(),
  ...extra,
});

async function created(extra: Record<string, unknown> = {}) {
  const response = await app.admin(operator, 'POST', '/coupons', { body: newCoupon(extra) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { id: string; code: string };
}

/** Moves the clock; the staff's access tokens (10 minutes) are refreshed past it. */
async function advance(ms: number) {
  app.advance(ms);
  await app.refresh(operator);
  await app.refresh(admin);
}

const myCoupons = async (me: SignedUp) =>
  (await app.call('GET', '/v3/store/coupon/my-coupons', { token: me.accessToken })).body
    .coupons as { id: string; coupon_id: string; status: string }[];

const auditOf = async (targetId: string) =>
  (await app.admin(admin, 'GET', `/audit?target_id=${targetId}`)).body.entries as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe('defining coupons', () => {
  it('creates a coupon with its terms, lists it with its counts, and records the creation', async () => {
    const { artworkId } = await app.artwork();
    const code = `welcome-Fall-${Date.now().toString(36)}`;
    const coupon = await created({ artwork_ids: [artworkId], code });
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      kind: 'artwork',
      discount_type: 'percent',
      off_amount: 10,
      max_amount: 50_000,
      all_artworks: false,
      artwork_ids: [artworkId],
      active: true,
      issued_count: 0,
      used_count: 0,
    });
    const list = await app.admin(operator, 'GET', `/coupons?q=${coupon.code}`);
    expect(list.body).toMatchObject({ count: 1, coupons: [{ id: coupon.id }] });
    const [entry] = await auditOf(coupon.id);
    expect(entry).toMatchObject({ action: 'coupon.create', before: null });
    expect(entry!.after).toMatchObject({ code: coupon.code, off_amount: 10, active: true });
  });

  it('refuses a bad coupon with a clear 400, and a code in use with 409', async () => {
    const bad = async (extra: Record<string, unknown>) =>
      app.admin(operator, 'POST', '/coupons', { body: newCoupon(extra) });
    expectError(await bad({ off_amount: 120 }), 400, cm.percentTooHigh);
    expectError(
      await bad({ ends_at: new Date(app.now().getTime() - 2 * DAY).toISOString() }),
      400,
      cm.endsBeforeStart,
    );
    expect((await bad({ kind: 'gift' })).status).toBe(400);
    expect((await bad({ starts_at: 'tomorrow-ish' })).status).toBe(400);
    expect((await bad({ code: ['x'] })).status).toBe(400);
    expectError(await bad({ artwork_ids: ['aw_not_there'] }), 400, cm.unknownArtwork);
    const first = await created();
    expectError(await bad({ code: first.code }), 409, cm.codeTaken);
  });

  it('edits the terms sent (the kind stays), keeps every change in the audit log', async () => {
    const coupon = await created({
      kind: 'additional',
      discount_type: 'fixed',
      off_amount: 20_000,
    });
    const edited = await app.admin(operator, 'PUT', `/coupons/${coupon.id}`, {
      body: { title_en: 'Winter collectors', off_amount: 30_000, kind: 'artwork' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      kind: 'additional',
      title_en: 'Winter collectors',
      off_amount: 30_000,
    });
    // Percent now, with the old fixed amount: not a valid coupon.
    expectError(
      await app.admin(operator, 'PUT', `/coupons/${coupon.id}`, {
        body: { discount_type: 'percent' },
      }),
      400,
      cm.percentTooHigh,
    );
    const [entry] = await auditOf(coupon.id);
    expect(entry).toMatchObject({
      action: 'coupon.update',
      before: { title_en: 'Autumn collectors', off_amount: 20_000 },
      after: { title_en: 'Winter collectors', off_amount: 30_000 },
    });
    expect((await app.admin(operator, 'PUT', '/coupons/cpn_nope', { body: {} })).status).toBe(404);
  });
});

describe('issuing coupons', () => {
  it('issues to the pink_rock segment only (blocked members left out); issuing again gives nobody a second', async () => {
    const member = await app.customer();
    const other = await app.customer();
    const blockedMember = await app.customer();
    const { db } = app.app.ctx;
    await grantMembership(db, member.customerId, 'pink_rock', app.now());
    await grantMembership(db, blockedMember.customerId, 'pink_rock', app.now());
    const block = await app.admin(
      operator,
      'POST',
      `/customers/${blockedMember.customerId}/block`,
      {
        body: { reason: 'chargebacks' },
      },
    );
    expect(block.status).toBe(200);
    const coupon = await created();

    const first = await app.admin(operator, 'POST', `/coupons/${coupon.id}/issue`, {
      body: { segment: 'pink_rock' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      target: { segment: 'pink_rock' },
      matched: 1,
      issued: 1,
      already_held: 0,
    });
    expect((await myCoupons(member)).map((c) => c.coupon_id)).toEqual([coupon.id]);
    expect((await myCoupons(other)).map((c) => c.coupon_id)).not.toContain(coupon.id);

    const again = await app.admin(operator, 'POST', `/coupons/${coupon.id}/issue`, {
      body: { segment: 'pink_rock' },
    });
    expect(again.body).toMatchObject({ matched: 1, issued: 0, already_held: 1 });
    expect(await myCoupons(member)).toHaveLength(1);
    const entries = await auditOf(coupon.id);
    expect(entries[0]).toMatchObject({
      action: 'coupon.issue',
      before: { holders: 1 },
      after: { holders: 1, issued: 0, target: { segment: 'pink_rock' } },
    });
    expect(entries[1]).toMatchObject({ before: { holders: 0 }, after: { holders: 1, issued: 1 } });
  });

  it('a segment’s coupon appears in my-coupons and applies at checkout once', async () => {
    const member = await app.customer();
    await grantMembership(app.app.ctx.db, member.customerId, 'pink_rock', app.now());
    const coupon = await created({ discount_type: 'fixed', off_amount: 70_000, max_amount: null });
    const issued = await app.admin(operator, 'POST', `/coupons/${coupon.id}/issue`, {
      body: { segment: 'pink_rock' },
    });
    // Every unblocked member so far: this one and the one of the test before.
    expect(issued.body).toMatchObject({ matched: 2, issued: 2 });
    const [held] = (await myCoupons(member)).filter((c) => c.coupon_id === coupon.id);
    expect(held).toMatchObject({ status: 'available' });

    const { artworkId } = await app.artwork({ priceKrw: 1_000_000 });
    const cart = await app.cart(member, artworkId);
    const applicable = await app.call(
      'GET',
      `/v3/store/coupon/${artworkId}/applicable-coupons/${cart.cart_id}`,
      { token: member.accessToken },
    );
    expect(applicable.body.coupons.map((c: { id: string }) => c.id)).toContain(held!.id);
    const applied = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: member.accessToken,
      body: { artwork_coupon_id: held!.id },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.amounts, JSON.stringify(applied.body.amounts)).toMatchObject({
      artwork_discount: 70_000,
    });
    const order = await app.checkout(member, cart.cart_id);
    expect(order.body).toMatchObject({ status: 'paid', discount_amount: 70_000 });

    // Used: issuing again gives no second one, and the next cart cannot use it.
    const again = await app.admin(operator, 'POST', `/coupons/${coupon.id}/issue`, {
      body: { customer_id: member.customerId },
    });
    expect(again.body).toMatchObject({ matched: 1, issued: 0, already_held: 1 });
    expect((await myCoupons(member)).find((c) => c.coupon_id === coupon.id)?.status).toBe('used');
    const next = await app.cart(member, (await app.artwork()).artworkId);
    const reuse = await app.call('POST', `/v3/store/coupon/coupon-apply/${next.cart_id}`, {
      token: member.accessToken,
      body: { artwork_coupon_id: held!.id },
    });
    expect(reuse.status).toBe(409);
    const listed = await app.admin(operator, 'GET', `/coupons/${coupon.id}`);
    expect(listed.body).toMatchObject({ issued_count: 2, used_count: 1 });
  });

  it('issues to one customer by e-mail or id, and to recent buyers within the days given', async () => {
    const byEmail = await app.customer();
    const coupon = await created({
      kind: 'additional',
      discount_type: 'fixed',
      off_amount: 10_000,
    });
    const issued = await app.admin(operator, 'POST', `/coupons/${coupon.id}/issue`, {
      body: { email: byEmail.email.toUpperCase() },
    });
    expect(issued.body).toMatchObject({ target: { customer_id: byEmail.customerId }, issued: 1 });
    expect((await myCoupons(byEmail)).map((c) => c.coupon_id)).toContain(coupon.id);

    const { buyer } = await app.paidOrder();
    const idle = await app.customer();
    const recent = await created();
    const segment = await app.admin(operator, 'POST', `/coupons/${recent.id}/issue`, {
      body: { segment: 'recent_buyers', days: 7 },
    });
    expect(segment.status, JSON.stringify(segment.body)).toBe(200);
    expect(segment.body.target).toEqual({ segment: 'recent_buyers', days: 7 });
    expect((await myCoupons(buyer)).map((c) => c.coupon_id)).toContain(recent.id);
    expect((await myCoupons(idle)).map((c) => c.coupon_id)).not.toContain(recent.id);

    // Eight days later the purchase no longer counts.
    await advance(8 * DAY);
    const later = await created();
    const none = await app.admin(operator, 'POST', `/coupons/${later.id}/issue`, {
      body: { segment: 'recent_buyers', days: 7 },
    });
    expect(none.body.matched).toBe(0);
  });

  it('refuses an unclear target (400), an unknown customer (404), a deactivated or ended coupon (409)', async () => {
    const coupon = await created();
    const issue = (body: unknown) =>
      app.admin(operator, 'POST', `/coupons/${coupon.id}/issue`, { body });
    expectError(await issue({}), 400, cm.oneTarget);
    expectError(await issue({ segment: 'all', email: 'someone@example.com' }), 400, cm.oneTarget);
    expectError(await issue({ segment: 'recent_buyers' }), 400, cm.daysRequired);
    expect((await issue({ segment: 'everyone' })).status).toBe(400);
    expect((await issue({ email: 'not-an-email' })).status).toBe(400);
    expectError(
      await issue({ email: uniqueEmail('nobody') }),
      404,
      customerBlockMessages.unknownCustomer,
    );
    expect(
      (await app.admin(operator, 'POST', '/coupons/cpn_nope/issue', { body: { segment: 'all' } }))
        .status,
    ).toBe(404);

    const ending = await created({
      ends_at: new Date(app.now().getTime() + DAY).toISOString(),
    });
    await advance(2 * DAY);
    expectError(
      await app.admin(operator, 'POST', `/coupons/${ending.id}/issue`, {
        body: { segment: 'all' },
      }),
      409,
      cm.ended,
    );
  });

  it('deactivating takes it out of my-coupons and checkout, and stops issuing', async () => {
    const me = await app.customer();
    const coupon = await created({ starts_at: new Date(app.now().getTime() - DAY).toISOString() });
    await app.admin(operator, 'POST', `/coupons/${coupon.id}/issue`, {
      body: { customer_id: me.customerId },
    });
    const [held] = (await myCoupons(me)).filter((c) => c.coupon_id === coupon.id);
    const cart = await app.cart(me, (await app.artwork()).artworkId);
    const applied = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: me.accessToken,
      body: { artwork_coupon_id: held!.id },
    });
    expect(applied.status).toBe(200);

    const off = await app.admin(operator, 'POST', `/coupons/${coupon.id}/deactivate`);
    expect(off.body).toMatchObject({ active: false });
    expect((await myCoupons(me)).map((c) => c.coupon_id)).not.toContain(coupon.id);
    // The cart that held it cannot be paid with it.
    const order = await app.checkout(me, cart.cart_id);
    expectError(order, 409, m.couponNotApplicable);
    expectError(
      await app.admin(operator, 'POST', `/coupons/${coupon.id}/issue`, {
        body: { customer_id: me.customerId },
      }),
      409,
      cm.inactive,
    );
    // Deactivating again changes nothing and records nothing more.
    await app.admin(operator, 'POST', `/coupons/${coupon.id}/deactivate`);
    const actions = (await auditOf(coupon.id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'coupon.deactivate')).toHaveLength(1);
    const inactive = await app.admin(operator, 'GET', '/coupons?status=inactive&limit=100');
    expect(inactive.body.coupons.map((c: { id: string }) => c.id)).toContain(coupon.id);
  });
});
