// Coupons, the pink_rock membership payment and the buying calls in the OpenAPI document. Deposits,
// the sweep and the sale slip are in buying-deposits.test.ts.
import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { testCards } from '@/server/modules/payments/test-gateway';
import { couponListResponse } from '@/server/http/routes/buying-responses';
import { startBuyingApp, usd } from './buying-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();

describe('coupons', () => {
  it('says "No coupons available." when the customer has none, for the list and for applying', async () => {
    const me = await app.buyer();
    const mine = await app.call('GET', '/v3/store/coupon/my-coupons', { token: me.accessToken });
    expect(mine.body).toMatchObject({ coupons: [], count: 0, message: m.noCoupons });
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const applicable = await app.call(
      'GET',
      `/v3/store/coupon/${artworkId}/applicable-coupons/${cart.cart_id}`,
      {
        token: me.accessToken,
      },
    );
    expect(applicable.body).toMatchObject({ coupons: [], message: m.noCoupons });
    const apply = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: me.accessToken,
      body: { artwork_coupon_id: 'cc_nothing' },
    });
    expectError(apply, 409, m.noCoupons);
  });

  it("shows a coupon in the visitor currency at today's rate, KRW kept; a cart's at its rate", async () => {
    const me = await app.buyer();
    const fixed = await app.coupon({ discountType: 'fixed', offAmount: 15_000 }, me);
    const percent = await app.coupon(
      { kind: 'additional', discountType: 'percent', offAmount: 10, maxAmount: 50_000 },
      me,
    );
    const byId = (body: { coupons: { id: string }[] }, id: string | null) =>
      body.coupons.find((coupon) => coupon.id === id);
    const inUsd = await app.call('GET', '/v3/store/coupon/my-coupons', {
      token: me.accessToken,
      ...usd,
    });
    expect(inUsd.status).toBe(200);
    await couponListResponse.validate(inUsd.body, { strict: true });
    // ₩1,380 per dollar: ₩15,000 is $10.87, a ₩50,000 cap $36.23.
    expect(byId(inUsd.body, fixed.heldId)).toMatchObject({
      off_amount: 15_000,
      display: { currency_code: 'usd', off_amount: 1087, max_amount: null },
    });
    expect(byId(inUsd.body, percent.heldId)).toMatchObject({
      off_amount: 10,
      max_amount: 50_000,
      display: { currency_code: 'usd', off_amount: null, max_amount: 3623 },
    });
    const inKrw = await app.call('GET', '/v3/store/coupon/my-coupons', { token: me.accessToken });
    expect(byId(inKrw.body, fixed.heldId)).toMatchObject({ off_amount: 15_000, display: null });
    // A USD cart's coupons at the rate the cart locked, as checkout applies them.
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId, usd);
    const { exchangeRates } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const setUsd = (krwPerUnit: number) =>
      app.app.ctx.db
        .update(exchangeRates)
        .set({ krwPerUnit })
        .where(eq(exchangeRates.currencyCode, 'usd'));
    await setUsd(1500);
    try {
      const applicable = await app.call(
        'GET',
        `/v3/store/coupon/${artworkId}/applicable-coupons/${cart.cart_id}`,
        { token: me.accessToken, ...usd },
      );
      expect(byId(applicable.body, fixed.heldId)).toMatchObject({
        display: { currency_code: 'usd', off_amount: 1087 },
      });
      const mineNow = await app.call('GET', '/v3/store/coupon/my-coupons', {
        token: me.accessToken,
        ...usd,
      });
      expect(byId(mineNow.body, fixed.heldId)).toMatchObject({
        display: { currency_code: 'usd', off_amount: 1000 },
      });
    } finally {
      await setUsd(1380);
    }
  });

  it('applies one artwork and one additional coupon, capped, used once, given back on cancel', async () => {
    const me = await app.buyer();
    const percent = await app.coupon(
      { kind: 'artwork', discountType: 'percent', offAmount: 10, maxAmount: 50_000 },
      me,
    );
    const extra = await app.coupon(
      { kind: 'additional', discountType: 'fixed', offAmount: 20_000 },
      me,
    );
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const wrongKind = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: me.accessToken,
      body: { artwork_coupon_id: extra.heldId },
    });
    expectError(wrongKind, 409, m.couponWrongKind);
    const applied = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: me.accessToken,
      body: { artwork_coupon_id: percent.heldId, additional_coupon_id: extra.heldId },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.amounts).toMatchObject({
      art_price: 1_000_000,
      artwork_discount: 50_000,
      additional_discount: 20_000,
      discount_amount: 70_000,
      total: 960_000,
    });
    expect(applied.body.coupons.artwork).toMatchObject({ id: percent.heldId, status: 'available' });
    const order = await app.checkout(me, cart.cart_id);
    expect(order.body).toMatchObject({ discount_amount: 70_000, total: 960_000 });
    const mine = await app.call('GET', '/v3/store/coupon/my-coupons', { token: me.accessToken });
    expect(mine.body.coupons.map((c: { status: string }) => c.status)).toEqual(['used', 'used']);
    // Used: not offered for another cart.
    const next = await app.cart(me, (await app.artwork()).artworkId);
    const reuse = await app.call('POST', `/v3/store/coupon/coupon-apply/${next.cart_id}`, {
      token: me.accessToken,
      body: { artwork_coupon_id: percent.heldId },
    });
    expectError(reuse, 409, m.noCoupons);
    // Cancelled: given back.
    await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    const back = await app.call('GET', '/v3/store/coupon/my-coupons', { token: me.accessToken });
    expect(back.body.coupons.map((c: { status: string }) => c.status)).toEqual([
      'available',
      'available',
    ]);
  });

  it('never makes the total negative, and limits a coupon to its artworks and dates', async () => {
    const me = await app.buyer();
    const { artworkId } = await app.artwork({ priceKrw: 40_000 });
    const big = await app.coupon(
      { kind: 'artwork', discountType: 'fixed', offAmount: 5_000_000 },
      me,
    );
    const whole = await app.coupon(
      { kind: 'additional', discountType: 'percent', offAmount: 100 },
      me,
    );
    const cart = await app.cart(me, artworkId);
    const applied = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: me.accessToken,
      body: { artwork_coupon_id: big.heldId, additional_coupon_id: whole.heldId },
    });
    expect(applied.body.amounts).toMatchObject({
      artwork_discount: 40_000,
      additional_discount: 30_000,
      total: 0,
    });
    const other = await app.artwork();
    const listed = await app.coupon({ kind: 'artwork', artworkIds: [other.artworkId] }, me);
    const expired = await app.coupon(
      {
        kind: 'artwork',
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: new Date('2026-02-01T00:00:00Z'),
      },
      me,
    );
    const usable = await app.call(
      'GET',
      `/v3/store/coupon/${artworkId}/applicable-coupons/${cart.cart_id}`,
      {
        token: me.accessToken,
      },
    );
    const ids = usable.body.coupons.map((c: { id: string }) => c.id);
    expect(ids).toContain(big.heldId);
    expect(ids).not.toContain(listed.heldId);
    expect(ids).not.toContain(expired.heldId);
    const notHere = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: me.accessToken,
      body: { artwork_coupon_id: listed.heldId },
    });
    expectError(notHere, 409, m.couponNotApplicable);
    const artworks = await app.call('GET', `/v3/store/coupon/${listed.heldId}/artworks`, {
      token: me.accessToken,
    });
    expect(artworks.status).toBe(200);
    expect(artworks.body).toMatchObject({ all_artworks: false, count: 1 });
    expect(artworks.body.artworks.map((a: { id: string }) => a.id)).toEqual([other.artworkId]);
    const stranger = await app.buyer();
    const theirs = await app.call('GET', `/v3/store/coupon/${listed.heldId}/artworks`, {
      token: stranger.accessToken,
    });
    expectError(theirs, 404, m.couponNotFound);
  });

  it('gives every customer the welcome coupons on their first look', async () => {
    await app.coupon({
      kind: 'additional',
      autoIssue: true,
      titleEn: 'Welcome',
      offAmount: 30_000,
    });
    const me = await app.buyer();
    const mine = await app.call('GET', '/v3/store/coupon/my-coupons', { token: me.accessToken });
    expect(mine.body.coupons).toHaveLength(1);
    expect(mine.body.coupons[0]).toMatchObject({
      title: 'Welcome',
      kind: 'additional',
      status: 'available',
    });
    const again = await app.call('GET', '/v3/store/coupon/my-coupons', { token: me.accessToken });
    expect(again.body.coupons).toHaveLength(1);
  });
});

describe('pink_rock membership (POST store/customer/pink-rock/payment/{id})', () => {
  it('charges the annual plan through the gateway and sets the badge', async () => {
    const me = await app.buyer();
    const declined = await app.call('POST', '/v3/store/customer/pink-rock/payment/annual', {
      token: me.accessToken,
      body: { pay_method: 'card_kr', test_card_number: testCards.declined },
    });
    expectError(declined, 402, 'The card was declined.');
    const before = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(before.body.isPinkRock).toBe(false);
    const paid = await app.call('POST', '/v3/store/customer/pink-rock/payment/annual', {
      token: me.accessToken,
      body: { pay_method: 'card_kr' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const inAYear = new Date(app.now());
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(paid.body).toMatchObject({
      payment: { amount: 300_000, currency_code: 'krw', card_number: '424242******4242' },
      membership: { badge_type: 'pink_rock', expires_at: inAYear.toISOString() },
    });
    const after = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(after.body.isPinkRock).toBe(true);
    const vbank = await app.call('POST', '/v3/store/customer/pink-rock/payment/annual', {
      token: me.accessToken,
      body: { pay_method: 'vbank' },
    });
    expectError(vbank, 409, m.payMethodUnavailable);
    const unknown = await app.call('POST', '/v3/store/customer/pink-rock/payment/lifetime', {
      token: me.accessToken,
      body: { pay_method: 'card_kr' },
    });
    expectError(unknown, 404, m.pinkRockPlanNotFound);
  });
});

describe('the OpenAPI document', () => {
  it('describes every buying call with its schemas', async () => {
    const doc = await app.call('GET', '/v3/openapi.json');
    const paths = Object.keys(doc.body.paths);
    for (const path of [
      '/v3/store/cart/artwork',
      '/v3/store/cart/{id}',
      '/v3/store/cart/{id}/shipping-address',
      '/v3/store/cart/{id}/shipping-method',
      '/v3/store/cart/{id}/frame-service',
      '/v3/store/cart/{id}/pay-method/{currency}',
      '/v3/store/cart/payment-session/{id}',
      '/v3/store/cart/{id}/complete/{currency}',
      '/v3/store/orders/{id}',
      '/v3/store/orders/receipt/{id}',
      '/v3/store/orders/{id}/cancel',
      '/v3/store/coupon/my-coupons',
      '/v3/store/coupon/{id}/artworks',
      '/v3/store/coupon/{id}/applicable-coupons/{cartId}',
      '/v3/store/coupon/coupon-apply/{cartId}',
      '/v3/store/customer/history',
      '/v3/store/customer/pink-rock/payment/{id}',
      '/v3/store/payments/notifications/{provider}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
