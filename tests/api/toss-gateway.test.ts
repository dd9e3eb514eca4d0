// The Toss Payments adapter (ADR 0020) through the real app, against a local fake of the Toss
// API: the window's paymentKey confirmed at completion, declines, a virtual account paid by the
// DEPOSIT_CALLBACK webhook (proved by its secret, checked against the API), refunds, and an
// outage that leaves the outcome unknown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { RECONCILE_AFTER_MS } from '@/server/workflows/checkout';
import { startBuyingApp, type Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { FAKE_TOSS_SECRET_KEY, fakeTossCards, startFakeToss, type FakeToss } from './fake-toss';

let toss: FakeToss;
beforeAll(async () => {
  toss = await startFakeToss({ now: () => app.now() });
});
afterAll(() => toss?.close());

const app = startBuyingApp({
  env: () => ({
    PAYMENT_GATEWAY: 'toss',
    TOSS_SECRET_KEY: FAKE_TOSS_SECRET_KEY,
    TOSS_API_URL: toss.url,
  }),
});

let shared: Buyer;
const buyer = async () => (shared ??= await app.buyer());

/** A cart with its payment session started for `pay_method`. */
async function started(me: Buyer, body: Record<string, unknown> = {}) {
  const { artworkId, editionIds } = await app.artwork();
  const cart = await app.cart(me, artworkId);
  const session = await app.session(me, cart.cart_id, body);
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { cart, session: session.body.payment_session, editionId: editionIds[0]! };
}

const completeWithKey = (me: Buyer, cartId: string, sessionId: string, paymentKey?: string) =>
  app.call(
    'GET',
    `/v3/store/cart/${cartId}/complete/krw?payment_session_id=${sessionId}${
      paymentKey ? `&payment_key=${paymentKey}` : ''
    }`,
    { token: me.accessToken },
  );

describe('PAYMENT_GATEWAY=toss', () => {
  it('confirms the paymentKey of the Toss window with Basic auth and records the approval', async () => {
    const me = await buyer();
    const { cart, session, editionId } = await started(me);
    expect(session.provider).toBe('toss');
    const paymentKey = toss.authorize({
      orderId: session.id,
      amount: session.amount,
      cardNumber: fakeTossCards.approved,
    });
    const order = await completeWithKey(me, cart.cart_id, session.id, paymentKey);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({
      status: 'paid',
      payment_method: 'card_kr',
      card_name: 'VISA',
      card_number: '43301234****123*',
      installment_months: 0,
      total: session.amount,
    });
    expect(order.body.approval_number).toMatch(/^\d{8}$/);
    expect(await app.editionStatus(editionId)).toBe('sold');
    const confirm = toss.requests.find((r) => r.path === '/v1/payments/confirm')!;
    expect(confirm.authorization).toBe(
      `Basic ${Buffer.from(`${FAKE_TOSS_SECRET_KEY}:`).toString('base64')}`,
    );
    expect(confirm.idempotencyKey).toBe(`${session.id}.confirm`);
    expect(toss.payment(session.id)?.status).toBe('DONE');
  });

  it('asks for the payment_key (400) and keeps the session usable', async () => {
    const me = await buyer();
    const { cart, session } = await started(me);
    const missing = await completeWithKey(me, cart.cart_id, session.id);
    expectError(missing, 400, 'payment_key is required with this payment gateway.');
    const paymentKey = toss.authorize({ orderId: session.id, amount: session.amount });
    const order = await completeWithKey(me, cart.cart_id, session.id, paymentKey);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  });

  it('answers an issuer refusal with 402 and frees the edition', async () => {
    const me = await buyer();
    const { cart, session, editionId } = await started(me);
    const paymentKey = toss.authorize({
      orderId: session.id,
      amount: session.amount,
      cardNumber: fakeTossCards.insufficientFunds,
    });
    const declined = await completeWithKey(me, cart.cart_id, session.id, paymentKey);
    expectError(declined, 402, 'The card has insufficient funds.');
    expect(declined.body.fields).toEqual({ decline_code: 'REJECT_CARD_PAYMENT' });
    expect(await app.editionStatus(editionId)).toBe('available');
  });

  it('leaves the payment processing when Toss fails (503), and the reconciliation records the charge', async () => {
    const me = await buyer();
    const { cart, session, editionId } = await started(me);
    const paymentKey = toss.authorize({ orderId: session.id, amount: session.amount });
    toss.failNext(1);
    const outage = await completeWithKey(me, cart.cart_id, session.id, paymentKey);
    expect(outage.status, JSON.stringify(outage.body)).toBe(503);
    const again = await completeWithKey(me, cart.cart_id, session.id, paymentKey);
    expectError(again, 409, m.idempotencyInProgress);
    expect(await app.editionStatus(editionId)).toBe('reserved');
    // Toss did charge it: the reconciliation reads the payment back and records the order.
    expect(toss.payment(session.id)?.status).toBe('DONE');
    app.advance(RECONCILE_AFTER_MS + 60_000);
    expect(await app.app.services.buying.checkout.reconcileProcessing()).toMatchObject({
      recorded: 1,
    });
    const order = await completeWithKey(me, cart.cart_id, session.id, paymentKey);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({ status: 'paid', card_name: 'VISA' });
    expect(await app.editionStatus(editionId)).toBe('sold');
  });

  it('issues a virtual account, and the DEPOSIT_CALLBACK with the right secret pays it once', async () => {
    const me = await buyer();
    const { cart, session, editionId } = await started(me, { pay_method: 'vbank' });
    const order = await completeWithKey(me, cart.cart_id, session.id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({
      status: 'awaiting_deposit',
      bank: 'Shinhan Bank',
      account_name: 'Artmarket Inc.',
    });
    expect(order.body.account_number).toMatch(/^X\d{13}$/);
    expect(new Date(order.body.deposit_deadline).getTime() - app.now().getTime()).toBe(3_600_000);
    const webhook = `${app.app.baseUrl}/v3/store/payments/notifications/toss`;
    const forged = await toss.deposit(session.id, webhook, { secret: 'ps_not_the_secret' });
    expect(forged.status).toBe(401);
    const paid = await toss.deposit(session.id, webhook);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ applied: true, outcome: 'paid', order_id: order.body.id });
    expect(await app.editionStatus(editionId)).toBe('sold');
    const replay = await toss.deposit(session.id, webhook);
    expect((await replay.json()).applied).toBe(false);
    const unknown = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: 'pay_nobody', secret: 'x', status: 'DONE' }),
    });
    expect(unknown.status).toBe(401);
    const garbled = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"orderId":',
    });
    expect(garbled.status).toBe(400);
  });

  it('refunds a paid order through POST /v1/payments/{paymentKey}/cancel', async () => {
    const me = await buyer();
    const { cart, session, editionId } = await started(me);
    const paymentKey = toss.authorize({ orderId: session.id, amount: session.amount });
    const order = await completeWithKey(me, cart.cart_id, session.id, paymentKey);
    const refunded = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: { reason: 'changed my mind' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', cancel_amount: session.amount });
    expect(toss.payment(session.id)?.status).toBe('CANCELED');
    expect(toss.payment(session.id)?.cancels?.[0]?.cancelAmount).toBe(session.amount);
    expect(await app.editionStatus(editionId)).toBe('available');
  });

  it('refunds a paid virtual account to the named account (bank by name), 400 for an unknown bank', async () => {
    const me = await buyer();
    const { cart, session } = await started(me, { pay_method: 'vbank' });
    const order = await completeWithKey(me, cart.cart_id, session.id);
    await toss.deposit(session.id, `${app.app.baseUrl}/v3/store/payments/notifications/toss`);
    const account = { account_number: '110-123-456789', holder: 'Kim Minji' };
    const unknownBank = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: { refund_account: { ...account, bank: 'Bank of Nowhere' } },
    });
    expectError(unknownBank, 400, 'Unknown bank for the refund account.');
    const refunded = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: { refund_account: { ...account, bank: '신한은행' } },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect(toss.payment(session.id)?.status).toBe('CANCELED');
  });

  it('refuses BitPay, which Toss does not offer (409), without charging', async () => {
    const me = await buyer();
    await app.refresh(me);
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId, { headers: { 'x-currency': 'usd' } });
    const session = await app.call('POST', `/v3/store/cart/payment-session/${cart.cart_id}`, {
      token: me.accessToken,
      headers: { 'x-currency': 'usd' },
      body: { pay_method: 'bitpay', order_consent: true },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const refused = await app.call(
      'GET',
      `/v3/store/cart/${cart.cart_id}/complete/usd?payment_session_id=${session.body.payment_session.id}`,
      { token: me.accessToken, headers: { 'x-currency': 'usd' } },
    );
    expectError(refused, 409, m.payMethodUnavailable);
  });
});
