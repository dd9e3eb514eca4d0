// Checkout through the store API, part 3: orders, receipts, cancel and refund, bad input, the agreed
// price and stored orders. The cart is in checkout-cart-shipping.test.ts, paying in
// checkout-paying.test.ts.
import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { SELLER_ADDRESS } from '@/rules/seller';
import { sharedBuyer, startBuyingApp } from './buying-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();
const buyer = sharedBuyer(app);

describe('orders, receipts, cancel and refund', () => {
  it('serves the order and its sale slip with the store info', async () => {
    const me = await buyer();
    const order = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    const detail = await app.call('GET', `/v3/store/orders/${order.body.id}`, {
      token: me.accessToken,
    });
    expect(detail.body).toEqual(order.body);
    const receipt = await app.call('GET', `/v3/store/orders/receipt/${order.body.id}`, {
      token: me.accessToken,
    });
    expect(receipt.status).toBe(200);
    expect(receipt.body.store).toEqual({
      store_name: 'Artmarket Inc.',
      address: SELLER_ADDRESS.en,
      representative: '[redacted]',
      business_number: '000-00-00000',
    });
    expect(receipt.body.order).toMatchObject({
      order_number: order.body.order_number,
      supply_amount: 27_273,
      vat: 2_727,
    });
    const other = await app.buyer();
    const theirs = await app.call('GET', `/v3/store/orders/${order.body.id}`, {
      token: other.accessToken,
    });
    expectError(theirs, 404, m.orderNotFound);
  });

  it('refunds a paid order before shipment and puts the edition back on sale', async () => {
    const me = await buyer();
    const { artworkId, editionIds } = await app.artwork();
    const order = await app.checkout(me, (await app.cart(me, artworkId)).cart_id);
    const canceled = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: { reason: 'Changed my mind' },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({
      status: 'refunded',
      cancel_date: '2026-11-22T03:00:00.000Z',
      cancel_amount: 1_030_000,
      refund_info: { amount: 1_030_000, method: 'card_kr', bank: null },
      can_cancel: false,
    });
    expect(await app.editionStatus(editionIds[0]!)).toBe('available');
    const twice = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    expectError(twice, 409, m.cancelNotAllowed);
  });

  it('cancels an order once shipped no more', async () => {
    const me = await buyer();
    const order = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    const { orders } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await app.app.ctx.db
      .update(orders)
      .set({ shippingStatus: 'shipped' })
      .where(eq(orders.id, order.body.id));
    const refused = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    expectError(refused, 409, m.cancelNotAllowed);
  });

  it('lists the history by status tab with counts', async () => {
    const me = await app.buyer();
    const paid = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    const waiting = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
      { pay_method: 'vbank' },
    );
    const refunded = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    await app.call('POST', `/v3/store/orders/${refunded.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    const canceled = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
      { pay_method: 'vbank' },
    );
    await app.call('POST', `/v3/store/orders/${canceled.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    const tab = async (status: string) => {
      const response = await app.call('GET', `/v3/store/customer/history?status=${status}`, {
        token: me.accessToken,
      });
      expect(response.status).toBe(200);
      return response.body;
    };
    const all = await tab('purchased');
    expect(all.counts).toEqual({
      purchased: 4,
      sold: 0,
      canceled: 1,
      awaiting_deposit: 1,
      paid: 1,
      refunded: 1,
    });
    expect(all.orders).toHaveLength(4);
    expect((await tab('paid')).orders.map((o: { id: string }) => o.id)).toEqual([paid.body.id]);
    expect((await tab('awaiting_deposit')).orders.map((o: { id: string }) => o.id)).toEqual([
      waiting.body.id,
    ]);
    expect((await tab('refunded')).orders.map((o: { id: string }) => o.id)).toEqual([
      refunded.body.id,
    ]);
    const canceledTab = await tab('canceled');
    expect(canceledTab.orders[0]).toMatchObject({
      id: canceled.body.id,
      status: 'canceled',
      cancel_amount: canceled.body.total,
    });
    expect((await tab('sold')).orders).toEqual([]);
    const bad = await app.call('GET', '/v3/store/customer/history?status=lost', {
      token: me.accessToken,
    });
    expectError(
      bad,
      400,
      'status must be one of purchased, sold, canceled, awaiting_deposit, paid, refunded',
    );
  });
});

describe('bad input gets a clear 4xx, never a 5xx', () => {
  it('answers 400 with the rule’s message on every buying call', async () => {
    const me = await buyer();
    const cart = await app.cart(me, (await app.artwork()).artworkId);
    const id = cart.cart_id as string;
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/v3/store/cart/artwork',
        { artwork_id: { $ne: 1 } },
        'artwork_id is not a valid id',
      ],
      [
        'PUT',
        `/v3/store/cart/${id}/shipping-method`,
        { shipping_method: 'air' },
        'shipping_method must be delivery, international, storage or pickup',
      ],
      [
        'PUT',
        `/v3/store/cart/${id}/shipping-method`,
        { shipping_method: 'delivery', specified_date: 'soon' },
        'specified_date must be YYYY-MM-DD',
      ],
      ['PUT', `/v3/store/cart/${id}/shipping-address`, {}, 'shipping_address_id is required'],
      [
        'PUT',
        `/v3/store/cart/${id}/frame-service`,
        { extra_installs: 9 },
        'extra_installs must be 5 or fewer',
      ],
      [
        'POST',
        `/v3/store/cart/payment-session/${id}`,
        { pay_method: 'cash', order_consent: true },
        'pay_method must be one of card_kr, card_intl, transfer, vbank, paypal, bitpay',
      ],
      [
        'POST',
        `/v3/store/cart/payment-session/${id}`,
        { pay_method: 'card_kr', order_consent: true, installment_months: 13 },
        'installment_months must be 0 (full payment) or 2 to 12',
      ],
      [
        'POST',
        `/v3/store/cart/payment-session/${id}`,
        { pay_method: 'card_kr', constructor: 1, toString: 2 },
        m.consentRequired,
      ],
      ['GET', `/v3/store/cart/${id}/complete/krw`, undefined, 'payment_session_id is required'],
      ['GET', '/v3/store/customer/history?limit=abc', undefined, 'limit must be a number'],
      [
        'POST',
        '/v3/store/orders/ord_x/cancel',
        { refund_account: { bank: 'Woori', account_number: 'abc', holder: 'Kim' } },
        'account_number must be 6 to 30 digits',
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const response = await app.call(method, path, { token: me.accessToken, body });
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(400);
      expectError(response, 400, message);
    }
    const notJson = await fetch(`${app.app.baseUrl}/v3/store/cart/artwork`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.accessToken}`, 'content-type': 'application/json' },
      body: '{"artwork_id":',
    });
    expect(notJson.status).toBe(400);
    const unknownOrder = await app.call('GET', '/v3/store/orders/ord_nope', {
      token: me.accessToken,
    });
    expectError(unknownOrder, 404, m.orderNotFound);
  });
});

describe('the price the buyer agreed to', () => {
  it('orders at the amounts of the payment session even if the artwork’s price changes meanwhile', async () => {
    const me = await buyer();
    const { artworkId } = await app.artwork({ priceKrw: 1_000_000 });
    const cart = await app.cart(me, artworkId);
    const started = await app.session(me, cart.cart_id);
    const { artworks } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await app.app.ctx.db
      .update(artworks)
      .set({ price: 2_000_000 })
      .where(eq(artworks.id, artworkId));
    const done = await app.complete(me, cart.cart_id, started.body.payment_session.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      art_price: 1_000_000,
      total: started.body.payment_session.amount,
    });
  });
});

describe('a stored order (rules §9 free storage)', () => {
  it('carries no delivery address nor expected delivery date', async () => {
    const me = await buyer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const stored = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'storage' },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const order = await app.checkout(me, cart.cart_id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({
      status: 'paid',
      shipping_method: 'storage',
      shipping_address: null,
      expected_delivery_date: null,
    });
  });
});
