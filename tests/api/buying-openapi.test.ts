// The buying calls' answers match the response schemas the OpenAPI document is generated from
// (server/http/routes/buying-responses.ts): real answers, validated strictly, unknown keys
// refused, so the document cannot drift from the code.
import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import {
  cartResponse,
  couponArtworkListResponse,
  couponListResponse,
  depositResultResponse,
  orderHistoryResponse,
  orderResponse,
  payMethodListResponse,
  paymentSessionResponse,
  pinkRockPaymentResponse,
  receiptResponse,
} from '@/server/http/routes/buying-responses';
import { startBuyingApp } from './buying-test-app';

const app = startBuyingApp();

async function matches(schema: AnySchema, response: { status: number; body: unknown }) {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  await schema.validate(response.body, { strict: true, abortEarly: false });
}

describe('the buying calls’ answers', () => {
  it('match their documented response schemas, call by call', async () => {
    const me = await app.buyer();
    const { artworkId } = await app.artwork();
    const { heldId } = await app.coupon({ kind: 'artwork' }, me);
    const cart = await app.call('POST', '/v3/store/cart/artwork', {
      token: me.accessToken,
      body: { artwork_id: artworkId },
    });
    await matches(cartResponse, cart);
    const id = cart.body.cart_id;
    const token = me.accessToken;
    await matches(cartResponse, await app.call('GET', `/v3/store/cart/${id}`, { token }));
    await matches(
      cartResponse,
      await app.call('PUT', `/v3/store/cart/${id}/shipping-address`, {
        token,
        body: { shipping_address_id: me.addressId },
      }),
    );
    await matches(
      cartResponse,
      await app.call('PUT', `/v3/store/cart/${id}/shipping-method`, {
        token,
        body: { shipping_method: 'delivery', specified_date: '2026-12-21' },
      }),
    );
    await matches(
      cartResponse,
      await app.call('PUT', `/v3/store/cart/${id}/frame-service`, {
        token,
        body: { frame: 'standard', installation: 'standard', extra_installs: 1 },
      }),
    );
    await matches(
      couponListResponse,
      await app.call('GET', '/v3/store/coupon/my-coupons', { token }),
    );
    await matches(
      couponListResponse,
      await app.call('GET', `/v3/store/coupon/${artworkId}/applicable-coupons/${id}`, { token }),
    );
    await matches(
      couponArtworkListResponse,
      await app.call('GET', `/v3/store/coupon/${heldId}/artworks`, { token }),
    );
    const applied = await app.call('POST', `/v3/store/coupon/coupon-apply/${id}`, {
      token,
      body: { artwork_coupon_id: heldId },
    });
    await matches(cartResponse, applied);
    expect(applied.body.coupons.artwork).not.toBeNull();
    await matches(
      payMethodListResponse,
      await app.call('GET', `/v3/store/cart/${id}/pay-method/krw`, { token }),
    );
    const session = await app.session(me, id);
    await matches(paymentSessionResponse, session);
    const order = await app.complete(me, id, session.body.payment_session.id);
    await matches(orderResponse, order);
    await matches(
      orderResponse,
      await app.call('GET', `/v3/store/orders/${order.body.id}`, { token }),
    );
    await matches(
      receiptResponse,
      await app.call('GET', `/v3/store/orders/receipt/${order.body.id}`, { token }),
    );
    const refunded = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token,
      body: { reason: 'schema check' },
    });
    await matches(orderResponse, refunded);
    expect(refunded.body.refund_info).not.toBeNull();
    await matches(
      orderHistoryResponse,
      await app.call('GET', '/v3/store/customer/history', { token }),
    );

    // A virtual account and its deposit notification.
    const vbankCart = await app.cart(me, (await app.artwork()).artworkId);
    const vbank = await app.checkout(me, vbankCart.cart_id, { pay_method: 'vbank' });
    await matches(orderResponse, vbank);
    await matches(
      depositResultResponse,
      await app.deposit({
        event_id: `evt-schema-${vbank.body.id}`,
        type: 'deposit.completed',
        account_number: vbank.body.account_number,
        amount: vbank.body.total,
        currency: 'krw',
      }),
    );

    await matches(
      pinkRockPaymentResponse,
      await app.call('POST', '/v3/store/customer/pink-rock/payment/annual', {
        token,
        body: { pay_method: 'card_kr' },
      }),
    );
  });

  it('are described in the OpenAPI document with their shapes', async () => {
    const doc = await app.call('GET', '/v3/openapi.json');
    const schemaOf = (path: string, method: string) =>
      doc.body.paths[path]?.[method]?.responses['200'].content?.['application/json']?.schema;
    for (const [path, method] of [
      ['/v3/store/cart/artwork', 'post'],
      ['/v3/store/cart/{id}', 'get'],
      ['/v3/store/cart/{id}/shipping-address', 'put'],
      ['/v3/store/cart/{id}/shipping-method', 'put'],
      ['/v3/store/cart/{id}/frame-service', 'put'],
      ['/v3/store/cart/{id}/pay-method/{currency}', 'get'],
      ['/v3/store/cart/payment-session/{id}', 'post'],
      ['/v3/store/cart/{id}/complete/{currency}', 'get'],
      ['/v3/store/orders/{id}', 'get'],
      ['/v3/store/orders/receipt/{id}', 'get'],
      ['/v3/store/orders/{id}/cancel', 'post'],
      ['/v3/store/payments/notifications/{provider}', 'post'],
      ['/v3/store/customer/history', 'get'],
      ['/v3/store/customer/pink-rock/payment/{id}', 'post'],
      ['/v3/store/coupon/my-coupons', 'get'],
      ['/v3/store/coupon/coupon-apply/{cartId}', 'post'],
      ['/v3/store/coupon/{id}/artworks', 'get'],
      ['/v3/store/coupon/{id}/applicable-coupons/{cartId}', 'get'],
    ] as const) {
      expect(schemaOf(path, method)?.type, `${method} ${path}`).toBe('object');
    }
    const order = schemaOf('/v3/store/orders/{id}', 'get');
    expect(order.properties.specified_date_fee.type).toBe('integer');
    expect(order.properties.status.enum).toEqual([
      'awaiting_deposit',
      'paid',
      'canceled',
      'refunded',
    ]);
    expect(order.properties.refund_info.nullable).toBe(true);
    const cart = schemaOf('/v3/store/cart/{id}', 'get');
    expect(cart.properties.amounts.properties.total.description).toMatch(/tax_free/);
    expect(cart.properties.shipping_options.items.properties.value.enum).toEqual([
      'delivery',
      'international',
      'storage',
      'pickup',
    ]);
  });
});
