// Paying after the checkout: the signed deposit notification, the development deposit, the buying
// sweep, and the sale slip and receipt. Coupons and membership are in buying-coupons.test.ts.
import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { signNotification } from '@/server/modules/payments/webhook-signature';
import { DEVELOPMENT_PAYMENT_WEBHOOK_SECRET } from '@/server/config';
import { sharedBuyer, startBuyingApp, type Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();
const buyer = sharedBuyer(app);

const MINUTE = 60_000;

async function vbankOrder(me: Buyer) {
  const { artworkId, editionIds } = await app.artwork();
  const cart = await app.cart(me, artworkId);
  const order = await app.checkout(me, cart.cart_id, { pay_method: 'vbank' });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return { order: order.body, artworkId, editionId: editionIds[0]! };
}

const depositOf = (order: { account_number: string; total: number }, eventId: string) => ({
  event_id: eventId,
  type: 'deposit.completed',
  account_number: order.account_number,
  amount: order.total,
  currency: 'krw',
});

describe('the signed deposit notification', () => {
  it('marks the virtual-account order paid, sells the edition, and applies a replay once', async () => {
    const me = await buyer();
    const { order, editionId } = await vbankOrder(me);
    app.advance(10 * MINUTE);
    const paid = await app.deposit(depositOf(order, `evt-${order.id}`));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ applied: true, outcome: 'paid', order_id: order.id });
    expect(await app.editionStatus(editionId)).toBe('sold');
    const replay = await app.deposit(depositOf(order, `evt-${order.id}`));
    expect(replay.body).toEqual({ applied: false, outcome: 'replay', order_id: order.id });
    const another = await app.deposit(depositOf(order, `evt-${order.id}-2`));
    expect(another.body).toEqual({ applied: false, outcome: 'already_paid', order_id: order.id });
    await app.refresh(me);
    const detail = await app.call('GET', `/v3/store/orders/${order.id}`, { token: me.accessToken });
    expect(detail.body).toMatchObject({ status: 'paid', paid_at: app.now().toISOString() });
    expect(detail.body.expected_delivery_date).toBe('2026-12-06');
    const slip = await app.call('GET', `/v3/store/orders/receipt/${order.id}`, {
      token: me.accessToken,
    });
    expect(slip.status).toBe(200);
    expect(slip.body.order).toMatchObject({
      payment_method: 'vbank',
      bank: 'Shinhan Bank',
      status: 'paid',
    });
    const history = await app.call('GET', '/v3/store/customer/history?status=paid', {
      token: me.accessToken,
    });
    expect(history.body.orders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('refuses a bad signature (401), a stale or future timestamp (400) and a wrong amount (409)', async () => {
    const me = await buyer();
    await app.refresh(me);
    const { order, editionId } = await vbankOrder(me);
    const body = depositOf(order, `evt-bad-${order.id}`);
    const forged = await app.deposit(body, { secret: 'not-the-gateway-secret-at-all' });
    expectError(forged, 401, m.invalidSignature);
    const garbled = await app.deposit(body, { signature: 't=1,v1=zz' });
    expectError(garbled, 401, m.invalidSignature);
    const stale = await app.deposit(body, { at: new Date(app.now().getTime() - 10 * MINUTE) });
    expectError(stale, 400, m.staleNotification);
    const future = await app.deposit(body, { at: new Date(app.now().getTime() + 10 * MINUTE) });
    expectError(future, 400, m.staleNotification);
    const short = await app.deposit({ ...body, amount: order.total - 1 });
    expectError(short, 409, m.depositAmountMismatch);
    expect(await app.editionStatus(editionId)).toBe('reserved');
    // The body is what was signed: changing it after signing breaks the signature.
    const raw = JSON.stringify(body);
    const signature = signNotification(DEVELOPMENT_PAYMENT_WEBHOOK_SECRET, raw, app.now());
    const tampered = await app.deposit({ ...body, amount: 1 }, { signature });
    expectError(tampered, 401, m.invalidSignature);
  });
});

describe('the development deposit (POST /v3/dev/payments/{orderId}/deposit)', () => {
  /** Development routes answer this machine only (ADR 0045). */
  const local = { ip: '127.0.0.1' };
  it('pays a virtual account through a signed notification, once', async () => {
    const me = await buyer();
    await app.refresh(me);
    const { order, editionId } = await vbankOrder(me);
    const paid = await app.call('POST', `/v3/dev/payments/${order.id}/deposit`, local);
    expect(paid.body).toEqual({ applied: true, outcome: 'paid', order_id: order.id });
    expect(await app.editionStatus(editionId)).toBe('sold');
    const again = await app.call('POST', `/v3/dev/payments/${order.id}/deposit`, local);
    expect(again.body).toMatchObject({ applied: false, outcome: 'already_paid' });
    const unknown = await app.call('POST', '/v3/dev/payments/ord_nope/deposit', local);
    expectError(unknown, 404, m.orderNotFound);
  });
});

describe('the buying sweep', () => {
  it('cancels a virtual-account order not paid within 1 hour and puts the edition on sale again', async () => {
    const me = await buyer();
    await app.refresh(me);
    const { order, artworkId, editionId } = await vbankOrder(me);
    app.advance(59 * MINUTE);
    expect((await app.app.services.buying.orders.sweep()).canceledOrders).toBe(0);
    app.advance(2 * MINUTE);
    const swept = await app.app.services.buying.orders.sweep();
    expect(swept.canceledOrders).toBeGreaterThanOrEqual(1);
    expect(await app.editionStatus(editionId)).toBe('available');
    await app.refresh(me);
    const detail = await app.call('GET', `/v3/store/orders/${order.id}`, { token: me.accessToken });
    expect(detail.body).toMatchObject({
      status: 'canceled',
      cancel_amount: order.total,
      can_cancel: false,
    });
    // On sale again: another buyer can buy it.
    const other = await app.buyer();
    const bought = await app.checkout(other, (await app.cart(other, artworkId)).cart_id);
    expect(bought.status).toBe(200);
    // A deposit that comes too late changes nothing.
    const late = await app.deposit(depositOf(order, `evt-late-${order.id}`));
    expect(late.body).toMatchObject({ applied: false, outcome: 'order_closed' });
  });

  it('frees the hold of an abandoned payment after 20 minutes', async () => {
    const me = await buyer();
    await app.refresh(me);
    const { artworkId, editionIds } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const started = await app.session(me, cart.cart_id);
    expect(started.status).toBe(200);
    const other = await app.buyer();
    const held = await app.call('POST', '/v3/store/cart/artwork', {
      token: other.accessToken,
      body: { artwork_id: artworkId },
    });
    expectError(held, 409, m.editionUnavailable);
    app.advance(21 * MINUTE);
    const swept = await app.app.services.buying.orders.sweep();
    expect(swept.releasedHolds).toBeGreaterThanOrEqual(1);
    expect(await app.editionStatus(editionIds[0]!)).toBe('available');
    await app.refresh(me);
    const late = await app.complete(me, cart.cart_id, started.body.payment_session.id);
    expectError(late, 409, m.paymentSessionExpired);
  });

  it('lets a virtual-account order be cancelled before the deposit, and refunds a paid one to the named account', async () => {
    const me = await buyer();
    await app.refresh(me);
    const unpaid = await vbankOrder(me);
    const canceled = await app.call('POST', `/v3/store/orders/${unpaid.order.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    expect(canceled.body).toMatchObject({ status: 'canceled', refund_info: null });
    expect(await app.editionStatus(unpaid.editionId)).toBe('available');
    const paid = await vbankOrder(me);
    await app.deposit(depositOf(paid.order, `evt-refund-${paid.order.id}`));
    const noAccount = await app.call('POST', `/v3/store/orders/${paid.order.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    expectError(noAccount, 400, m.refundAccountRequired);
    const refunded = await app.call('POST', `/v3/store/orders/${paid.order.id}/cancel`, {
      token: me.accessToken,
      body: {
        refund_account: { bank: 'Woori Bank', account_number: '1002-123-456789', holder: '김민지' },
      },
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      status: 'refunded',
      cancel_amount: paid.order.total,
      refund_info: {
        amount: paid.order.total,
        method: 'vbank',
        bank: 'Woori Bank',
        account_number: '1002-123-456789',
        holder: '김민지',
      },
    });
  });
});

// Last: it moves the clock days ahead, past every deadline of the orders above.
describe('the sale slip and receipt (issued once, ADR 0037)', () => {
  const numberOf = (documentNumber: string) => Number(documentNumber.split('-')[2]);

  it('is numbered and dated at payment; reopening it later shows the same number and time', async () => {
    const me = await buyer();
    await app.refresh(me);
    const paidAt = app.now().toISOString();
    const order = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.document_number).toMatch(/^AM-2026-\d{6}$/);
    expect(order.body.document_issued_at).toBe(paidAt);

    const open = () =>
      app.call('GET', `/v3/store/orders/receipt/${order.body.id}`, { token: me.accessToken });
    const first = await open();
    app.advance(3 * 24 * 60 * MINUTE);
    await app.refresh(me);
    const again = await open();
    expect(first.status).toBe(200);
    expect(again.body.issued_at).toBe(paidAt);
    expect(first.body.issued_at).toBe(paidAt);
    expect(again.body.order.document_number).toBe(order.body.document_number);
    expect(first.body.order.document_number).toBe(order.body.document_number);
    const detail = await app.call('GET', `/v3/store/orders/${order.body.id}`, {
      token: me.accessToken,
    });
    expect(detail.body).toMatchObject({
      document_number: order.body.document_number,
      document_issued_at: paidAt,
    });
  });

  it('numbers a virtual account at its deposit, and each document after the last', async () => {
    const me = await buyer();
    await app.refresh(me);
    const card = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    const { order } = await vbankOrder(me);
    expect(order).toMatchObject({ document_number: null, document_issued_at: null });
    app.advance(10 * MINUTE);
    const depositedAt = app.now().toISOString();
    expect((await app.deposit(depositOf(order, `evt-doc-${order.id}`))).status).toBe(200);
    const replay = await app.deposit(depositOf(order, `evt-doc-${order.id}-2`));
    expect(replay.body.outcome).toBe('already_paid');
    await app.refresh(me);
    const paid = await app.call('GET', `/v3/store/orders/${order.id}`, { token: me.accessToken });
    expect(paid.body.document_issued_at).toBe(depositedAt);
    expect(paid.body.document_number).toMatch(/^AM-2026-\d{6}$/);
    expect(numberOf(paid.body.document_number)).toBeGreaterThan(
      numberOf(card.body.document_number),
    );
    const slip = await app.call('GET', `/v3/store/orders/receipt/${order.id}`, {
      token: me.accessToken,
    });
    expect(slip.body).toMatchObject({
      issued_at: depositedAt,
      order: { document_number: paid.body.document_number },
    });
  });

  it('gives concurrent payments distinct numbers', async () => {
    const buyers = await Promise.all([app.buyer(), app.buyer(), app.buyer(), app.buyer()]);
    const carts = await Promise.all(
      buyers.map(async (b) => (await app.cart(b, (await app.artwork()).artworkId)).cart_id),
    );
    const orders = await Promise.all(buyers.map((b, i) => app.checkout(b, carts[i]!)));
    const numbers = orders.map((o) => {
      expect(o.status, JSON.stringify(o.body)).toBe(200);
      return o.body.document_number as string;
    });
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
