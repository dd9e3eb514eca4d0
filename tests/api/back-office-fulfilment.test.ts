// Issue 19: an operator fulfils an order from /admin. The admin order carries what shipping
// needs (the buyer's account with e-mail and phone, the address with its phone and country, the
// delivery method and date, frame, installation, extra works, the pick-up message, payment and
// refund), and the consignment review carries the owner's photos and condition note; a partner
// or a customer gets none of it (ADR 0029).
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeMessages as bo } from '@/schemas/back-office';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let operator: Buyer;
let partner: Buyer;

beforeAll(async () => {
  operator = await app.staff('operator');
  partner = await app.staff('partner');
});

/** A buyer who confirmed a Korean mobile number (the real SMS code flow) and has an address. */
async function buyerWithPhone() {
  const buyer = await app.customer();
  const phone = `010${String(randomInt(10_000_000, 99_999_999))}`;
  const token = buyer.accessToken;
  const sent = await app.call('POST', '/v3/store/customer/send-sms-verification-code', {
    token,
    body: { country_code: '+82', phone },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const confirmed = await app.call('POST', '/v3/store/customer/confirm-verification-code', {
    token,
    body: { phone, code: await app.latestCode(`+82 ${phone}`) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const saved = await app.call('PUT', '/v3/store/customer/phone', {
    token,
    body: { country_code: '+82', phone },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { buyer, phone };
}

/**
 * A card order delivered on a chosen date with a premium frame and rail-and-wire installation of
 * the work and two more, of a work of gallery in_1 (the demo partner's).
 */
async function servicedOrder() {
  const { buyer, phone } = await buyerWithPhone();
  const { artworkId } = await app.biddingArtwork({ priceKrw: 1_300_000, institutionId: 'in_1' });
  const cart = await app.cart(buyer, artworkId);
  const token = buyer.accessToken;
  const date = cart.specified_date_range.earliest as string;
  const put = async (path: string, body: unknown) => {
    const answer = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/${path}`, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  await put('shipping-address', { shipping_address_id: buyer.addressId });
  await put('shipping-method', { shipping_method: 'delivery', specified_date: date });
  await put('frame-service', { frame: 'premium', installation: 'rail_wire', extra_installs: 2 });
  const order = await app.checkout(buyer, cart.cart_id, { pay_method: 'card_kr' });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return { buyer, phone, date, orderId: order.body.id as string };
}

describe('the operator’s order page carries what fulfilment needs', () => {
  it('GET /v3/admin/orders/{id}: buyer, phone, address with country, date, frame, installation, extra works, payment', async () => {
    const { buyer, phone, date, orderId } = await servicedOrder();
    const answer = await app.admin(operator, 'GET', `/orders/${orderId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      buyer_name: `${buyer.first_name} ${buyer.last_name}`,
      customer: {
        id: buyer.customerId,
        first_name: buyer.first_name,
        last_name: buyer.last_name,
        email: buyer.email,
        country_code: '+82',
        phone,
        language: 'en',
      },
      shipping_method: 'delivery',
      shipping_address: {
        postal_code: '04524',
        street_address: '110 Sejong-daero, Jung-gu, Seoul',
        detail_address: '3F',
        phone_number: '01012345678',
        country: 'KR',
      },
      specified_date: date,
      frame: 'premium',
      installation: 'rail_wire',
      extra_installs: 2,
      payment_method: 'card_kr',
      status: 'paid',
      cancel_reason: null,
      refund_info: null,
    });
    expect(answer.body.paid_at).toEqual(expect.any(String));
    expect(answer.body.expected_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.body.card_number).toEqual(expect.any(String));
    expect(answer.body.approval_number).toEqual(expect.any(String));

    // The list carries the same facts, and so does the answer of every change.
    const listed = await app.admin(operator, 'GET', `/orders?q=${answer.body.order_number}`);
    expect(listed.body.orders[0]).toMatchObject({ customer: { email: buyer.email, phone } });
    const moved = await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
      body: { shipping_status: 'ready_for_shipping' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      shipping_status: 'ready_for_shipping',
      customer: { email: buyer.email, phone },
      shipping_address: { country: 'KR', phone_number: '01012345678' },
      frame: 'premium',
    });
  });

  it('a pick-up order carries the buyer’s message; a buyer without a confirmed phone has none', async () => {
    const buyer = await app.customer();
    const { artworkId } = await app.artwork({ priceKrw: 800_000 });
    const cart = await app.cart(buyer, artworkId);
    const picked = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: buyer.accessToken,
      body: { shipping_method: 'pickup', pickup_contact: 'Collecting on Saturday with a van' },
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const order = await app.checkout(buyer, cart.cart_id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const answer = await app.admin(operator, 'GET', `/orders/${order.body.id}`);
    expect(answer.body).toMatchObject({
      shipping_method: 'pickup',
      pickup_contact: 'Collecting on Saturday with a van',
      customer: { email: buyer.email, country_code: null, phone: null },
    });
  });

  it('a refunded order carries the refund (amount, time, account) and the operator’s reason', async () => {
    const { orderId, total } = await app.vbankOrder();
    await app.admin(operator, 'POST', `/orders/${orderId}/confirm-deposit`, { body: {} });
    const refund_account = { bank: 'shinhan', account_number: '110123456789', holder: 'Kim Minji' };
    const refunded = await app.admin(operator, 'POST', `/orders/${orderId}/cancel`, {
      body: { reason: 'Frame arrived cracked at the framer', refund_account },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const answer = await app.admin(operator, 'GET', `/orders/${orderId}`);
    expect(answer.body).toMatchObject({
      status: 'refunded',
      cancel_reason: 'Frame arrived cracked at the framer',
      cancel_amount: total,
      refund_info: {
        amount: total,
        method: 'vbank',
        bank: 'shinhan',
        account_number: '110123456789',
        holder: 'Kim Minji',
      },
    });
    expect(answer.body.refund_info.refunded_at).toEqual(expect.any(String));
    expect(refunded.body).toMatchObject({ cancel_reason: 'Frame arrived cracked at the framer' });
  });
});

describe('nobody else gets the buyer’s personal data', () => {
  it('a partner is refused the order (403), a customer does not see the back office (404), a visitor 401', async () => {
    const { orderId } = await servicedOrder();
    const stranger = await app.customer();
    expectError(await app.admin(partner, 'GET', `/orders/${orderId}`), 403, bo.forbidden);
    expectError(await app.admin(partner, 'GET', '/orders'), 403, bo.forbidden);
    expect((await app.admin(stranger, 'GET', `/orders/${orderId}`)).status).toBe(404);
    expect((await app.admin(null, 'GET', `/orders/${orderId}`)).status).toBe(401);
  });

  it('the partner portal reports the gallery’s sale without the buyer’s name, e-mail, phone or address', async () => {
    const { buyer, phone, orderId } = await servicedOrder();
    const order = (await app.admin(operator, 'GET', `/orders/${orderId}`)).body;
    const today = new Date(app.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const sales = await app.admin(partner, 'GET', '/partner/sales');
    expect(sales.status).toBe(200);
    const sale = sales.body.sales.find((s: { order_id: string }) => s.order_id === orderId);
    expect(sale).toMatchObject({ order_number: order.order_number });
    const csv = await app.admin(partner, 'GET', `/partner/sales.csv?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.body as string).toContain(order.order_number);
    const dashboard = await app.admin(partner, 'GET', '/partner/dashboard');
    expect(dashboard.status).toBe(200);
    for (const text of [
      JSON.stringify(sales.body),
      csv.body as string,
      JSON.stringify(dashboard.body),
    ]) {
      for (const secret of [
        buyer.email,
        phone,
        '01012345678',
        'Sejong-daero',
        order.buyer_name,
        order.card_number,
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});

describe('the consignment review carries the owner’s photos and condition note', () => {
  it('GET /v3/admin/resell lists them for an operator; a partner is refused', async () => {
    const { owner, editionId } = await app.owner();
    const photos = ['/media/uploads/front.webp', '/media/uploads/back.webp'];
    const consigned = await app.call('POST', `/v3/store/artwork/consign/${editionId}`, {
      token: owner.accessToken,
      body: {
        desired_price: 2_000_000,
        condition: 'good',
        condition_note: 'A light scratch on the lower left of the frame',
        photos,
        handover: 'delivery',
      },
    });
    expect(consigned.status, JSON.stringify(consigned.body)).toBe(200);
    const id = consigned.body.id as string;
    const queue = await app.admin(operator, 'GET', '/resell?status=reviewing&limit=100');
    expect(queue.status).toBe(200);
    expect(queue.body.resell.find((r: { id: string }) => r.id === id)).toMatchObject({
      kind: 'consignment',
      condition: 'good',
      condition_note: 'A light scratch on the lower left of the frame',
      photos,
      handover: 'delivery',
    });
    expect((await app.admin(operator, 'GET', `/resell/${id}`)).body.photos).toEqual(photos);
    expectError(await app.admin(partner, 'GET', '/resell?status=reviewing'), 403, bo.forbidden);
    expectError(await app.admin(partner, 'GET', `/resell/${id}`), 403, bo.forbidden);
  });
});
