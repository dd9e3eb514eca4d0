// A cart's rate lock has an age (rules §9.22, ADR 0067): a THB cart keeps its rate for 30
// minutes; paid later, it is re-priced at the operator's current rate and the buyer told before
// anything is charged. KRW carts, accepted offers and virtual accounts keep their own locks.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { checkoutMessages as m, RATE_LOCK_MS } from '@/rules/checkout-rules';
import { formatLockedRate } from '@/rules/price-display';
import type { Buyer } from './buying-test-app';
import { startBackOfficeApp } from './back-office-test-app';
import { expectError } from './customer-test-app';

const app = startBackOfficeApp();
const MINUTE = 60_000;
const thb = { headers: { 'x-currency': 'thb' } };
const card = { pay_method: 'card_intl', test_card_number: '4242424242424242' };
let operator: Buyer;

beforeAll(async () => {
  operator = await app.staff('operator');
});

/** The operator sets 1 THB = `krwPerUnit` KRW through the back office. */
async function setThbRate(krwPerUnit: number) {
  await app.refresh(operator);
  const set = await app.admin(operator, 'PUT', '/exchange-rates/thb', {
    body: { krw_per_unit: krwPerUnit },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
}

/** A buyer's THB cart for a new ₩300,000 work delivered in Seoul (₩30,000 delivery). */
async function thbCart() {
  const me = await app.buyer();
  const { artworkId, editionIds } = await app.artwork({ priceKrw: 300_000 });
  const cart = await app.cart(me, artworkId, thb);
  return { me, cart, editionId: editionIds[0]! };
}

const startPayment = (me: Buyer, cartId: string, key?: string) =>
  app.session(me, cartId, card, {
    ...thb.headers,
    ...(key ? { 'idempotency-key': key } : {}),
  });

async function paymentsOf(cartId: string) {
  return app.app.ctx.db.select().from(t.payments).where(eq(t.payments.cartId, cartId));
}

async function ordersOf(cartId: string) {
  return app.app.ctx.db.select().from(t.orders).where(eq(t.orders.cartId, cartId));
}

describe('a cart within its 30-minute rate lock', () => {
  it('is paid at its locked amount even when the operator changed the rate meanwhile', async () => {
    await setThbRate(41.85);
    const { me, cart } = await thbCart();
    expect(cart.amounts.total).toBe(788_531); // ฿7,885.31: ₩330,000 at 41.85
    expect(cart.exchange_rate.expires_at).toBe(
      new Date(Date.parse(cart.exchange_rate.locked_at) + RATE_LOCK_MS).toISOString(),
    );
    await setThbRate(20);
    app.advance(29 * MINUTE);
    await app.refresh(me);
    // Read again within the window, the cart keeps its lock.
    const read = await app.call('GET', `/v3/store/cart/${cart.cart_id}`, {
      token: me.accessToken,
      ...thb,
    });
    expect(read.body.exchange_rate).toEqual(cart.exchange_rate);
    const paid = await app.checkout(me, cart.cart_id, card, thb);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', total: 788_531, krw_per_unit: 41.85 });
    await setThbRate(41.85);
  });
});

describe('a cart past its rate lock', () => {
  it('is refused with RATE_CHANGED and nothing held or charged, re-priced at the current rate, then paid at the new amount', async () => {
    await setThbRate(41.85);
    const { me, cart, editionId } = await thbCart();
    expect(cart.amounts.total).toBe(788_531);
    // The operator moves the rate between the cart and the payment.
    await setThbRate(20);
    app.advance(RATE_LOCK_MS + MINUTE);
    await app.refresh(me);
    const relockedAt = app.now().toISOString();
    const refused = await startPayment(me, cart.cart_id);
    expectError(refused, 409, m.rateChanged);
    expect(refused.body).toEqual({
      message: m.rateChanged,
      code: 'RATE_CHANGED',
      fields: {
        currency_code: 'thb',
        previous_total: '788531',
        previous_krw_per_unit: '41.85',
        previous_rate_locked_at: cart.exchange_rate.locked_at,
        total: '1650000',
        krw_per_unit: '20',
        rate_locked_at: relockedAt,
      },
    });
    // Nothing was started, held or ordered at either amount.
    expect(await paymentsOf(cart.cart_id)).toEqual([]);
    expect(await ordersOf(cart.cart_id)).toEqual([]);
    expect(await app.editionStatus(editionId)).toBe('available');
    // The cart now carries the new lock and totals, for the buyer to review.
    const reviewed = await app.call('GET', `/v3/store/cart/${cart.cart_id}`, {
      token: me.accessToken,
      ...thb,
    });
    expect(reviewed.body.exchange_rate).toEqual({
      krw_per_unit: 20,
      locked_at: relockedAt,
      expires_at: new Date(Date.parse(relockedAt) + RATE_LOCK_MS).toISOString(),
    });
    expect(reviewed.body.amounts.total).toBe(1_650_000); // ฿16,500.00
    // Pay again: charged the new amount, and the order copies the new lock.
    const paid = await app.checkout(me, cart.cart_id, card, thb);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      total: 1_650_000,
      krw_per_unit: 20,
      rate_locked_at: relockedAt,
    });
    const payments = await paymentsOf(cart.cart_id);
    expect(payments.map((p) => [p.status, p.amount])).toEqual([['paid', 1_650_000]]);
    // The order page, the sale slip and the e-mail print the rate actually charged.
    const page = await app.call('GET', `/v3/store/orders/${paid.body.id}`, {
      token: me.accessToken,
    });
    expect(page.body).toMatchObject({ krw_per_unit: 20, rate_locked_at: relockedAt });
    const slip = await app.call('GET', `/v3/store/orders/receipt/${paid.body.id}`, {
      token: me.accessToken,
    });
    expect(slip.body.order).toMatchObject({ krw_per_unit: 20, rate_locked_at: relockedAt });
    const mails = (await app.outbox(me.email)).filter(
      (mail: { template: string }) => mail.template === 'order-placed',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(formatLockedRate('thb', 20, relockedAt, 'en'));
    await setThbRate(41.85);
  });

  it('is re-priced when read after the window, and a new lock that leaves the total alone pays at once', async () => {
    await setThbRate(41.85);
    const { me, cart } = await thbCart();
    await setThbRate(20);
    app.advance(RATE_LOCK_MS);
    await app.refresh(me);
    const read = await app.call('GET', `/v3/store/cart/${cart.cart_id}`, {
      token: me.accessToken,
      ...thb,
    });
    expect(read.body.exchange_rate).toMatchObject({
      krw_per_unit: 20,
      locked_at: app.now().toISOString(),
    });
    expect(read.body.amounts.total).toBe(1_650_000);
    // The rate did not move again: past the window the lock is renewed, the total is the same,
    // and the payment goes through without a refusal.
    app.advance(RATE_LOCK_MS + MINUTE);
    await app.refresh(me);
    const paid = await app.checkout(me, cart.cart_id, card, thb);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      total: 1_650_000,
      krw_per_unit: 20,
      rate_locked_at: app.now().toISOString(),
    });
    await setThbRate(41.85);
  });

  it('converts a fixed KRW coupon at the new rate', async () => {
    await setThbRate(41.85);
    const { me, cart } = await thbCart();
    const { heldId } = await app.coupon({ offAmount: 30_000 }, me);
    const applied = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: me.accessToken,
      body: { artwork_coupon_id: heldId },
      ...thb,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.amounts.total).toBe(716_846); // ₩300,000 at 41.85
    await setThbRate(20);
    app.advance(RATE_LOCK_MS + MINUTE);
    await app.refresh(me);
    const refused = await startPayment(me, cart.cart_id);
    expectError(refused, 409, m.rateChanged);
    expect(refused.body.fields.total).toBe('1500000'); // ₩330,000 − ₩30,000 at 20
    const paid = await app.checkout(me, cart.cart_id, card, thb);
    expect(paid.body).toMatchObject({ total: 1_500_000, discount_amount: 150_000 });
    await setThbRate(41.85);
  });

  it('refuses a double-submitted stale payment once, replayed, and charges once after review', async () => {
    await setThbRate(41.85);
    const { me, cart } = await thbCart();
    await setThbRate(20);
    app.advance(RATE_LOCK_MS + MINUTE);
    await app.refresh(me);
    // The same attempt sent twice at once (one Idempotency-Key): the same refusal twice.
    const [first, second] = await Promise.all([
      startPayment(me, cart.cart_id, 'stale-attempt-1'),
      startPayment(me, cart.cart_id, 'stale-attempt-1'),
    ]);
    expectError(first, 409, m.rateChanged);
    expect(second.status).toBe(409);
    expect(second.body).toEqual(first.body);
    expect(await paymentsOf(cart.cart_id)).toEqual([]);
    // Pay again (a new attempt), twice over: one charge, one order.
    const paid = await app.checkout(me, cart.cart_id, card, {
      headers: { ...thb.headers, 'idempotency-key': 'stale-attempt-2' },
    });
    const replay = await app.checkout(me, cart.cart_id, card, {
      headers: { ...thb.headers, 'idempotency-key': 'stale-attempt-2' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(replay.body.id).toBe(paid.body.id);
    const approved = (await paymentsOf(cart.cart_id)).filter((p) => p.status === 'paid');
    expect(approved.map((p) => p.amount)).toEqual([1_650_000]);
    expect(await ordersOf(cart.cart_id)).toHaveLength(1);
    await setThbRate(41.85);
  });

  it('two stale payments sent at once without a key: the first is refused, the second is charged the new amount, once', async () => {
    await setThbRate(41.85);
    const { me, cart } = await thbCart();
    await setThbRate(20);
    app.advance(RATE_LOCK_MS + MINUTE);
    await app.refresh(me);
    const answers = await Promise.all([
      app.checkout(me, cart.cart_id, card, thb),
      app.checkout(me, cart.cart_id, card, thb),
    ]);
    const statuses = answers.map((a) => `${a.status} ${a.body.code ?? a.body.status}`).sort();
    // The second waited for the first's re-lock and started on the new, fresh one.
    expect(statuses).toEqual(['200 paid', '409 RATE_CHANGED']);
    const paid = (await paymentsOf(cart.cart_id)).filter((p) => p.status === 'paid');
    expect(paid.map((p) => p.amount)).toEqual([1_650_000]);
    expect(await ordersOf(cart.cart_id)).toHaveLength(1);
    await setThbRate(41.85);
  });
});

describe('locks that are not a cart’s 30 minutes', () => {
  it('a KRW cart has no rate to expire: paid at its price hours later', async () => {
    const me = await app.buyer();
    const { artworkId } = await app.artwork({ priceKrw: 300_000 });
    const cart = await app.cart(me, artworkId);
    expect(cart.exchange_rate).toMatchObject({ krw_per_unit: 1, expires_at: null });
    app.advance(3 * 60 * MINUTE);
    await app.refresh(me);
    const paid = await app.checkout(me, cart.cart_id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      total: 330_000,
      rate_locked_at: cart.exchange_rate.locked_at,
    });
  });

  it('an accepted offer keeps the rate it locked until its payment deadline', async () => {
    await setThbRate(41.85);
    const seller = await app.seller();
    const me = await app.buyer();
    const { artworkId } = await app.biddingArtwork({ priceKrw: 2_000_000 });
    // ฿30,000.00 at 41.85 = ₩1,255,500, above half the price.
    const placed = await app.bid(me, { artwork_id: artworkId, amount: 3_000_000 }, thb);
    expect(placed.body.id, JSON.stringify(placed.body)).toBeTruthy();
    await app.accept(seller, placed.body.id);
    await setThbRate(20);
    app.advance(5 * 60 * MINUTE);
    await app.refresh(me);
    const order = await app.call('GET', `/v3/store/orders/bid/${placed.body.id}`, {
      token: me.accessToken,
    });
    expect(order.body.cart.exchange_rate).toMatchObject({ krw_per_unit: 41.85, expires_at: null });
    await app.call('PUT', `/v3/store/cart/${order.body.cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'storage' },
    });
    const paid = await app.payBid(me, placed.body.id, card);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ total: 3_000_000, krw_per_unit: 41.85 });
    await setThbRate(41.85);
  });

  it('a virtual-account order keeps its amounts and deadline; only open carts are re-priced', async () => {
    const { buyer, orderId, total } = await app.vbankOrder();
    const [order] = await app.app.ctx.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), eq(t.orders.status, 'awaiting_deposit')));
    expect(order).toBeDefined();
    app.advance(RATE_LOCK_MS + MINUTE);
    await app.refresh(buyer);
    const cart = await app.call('GET', `/v3/store/cart/${order!.cartId}`, {
      token: buyer.accessToken,
    });
    expect(cart.body).toMatchObject({ status: 'ordered', exchange_rate: { expires_at: null } });
    const page = await app.call('GET', `/v3/store/orders/${orderId}`, { token: buyer.accessToken });
    expect(page.body).toMatchObject({
      status: 'awaiting_deposit',
      total,
      deposit_deadline: order!.depositDeadline!.toISOString(),
    });
  });
});
