// Reconciliation of payments left `processing` (ADR 0020): the process died between the
// gateway's answer and the commit. The state is made in the real database (the payment claimed,
// the gateway charged or not), then the sweep settles it by asking the gateway.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { checkoutMessages as m, type PayMethod } from '@/rules/checkout-rules';
import type { CurrencyCode } from '@/rules/money';
import { RECONCILE_AFTER_MS } from '@/server/workflows/checkout';
import { startBuyingApp, type Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();
const MINUTE = 60_000;

let shared: Buyer;
/** The shared buyer with a fresh access token (the tests move the clock by minutes). */
async function buyer() {
  shared ??= await app.buyer();
  await app.refresh(shared);
  return shared;
}

async function paymentRow(id: string) {
  const [row] = await app.app.ctx.db.select().from(t.payments).where(eq(t.payments.id, id));
  return row!;
}

/**
 * A payment session claimed by `complete` (pending → processing) whose process then died;
 * `charged`: after the gateway charged it (or issued the account), before the commit.
 */
async function diedWhileProcessing(
  me: Buyer,
  options: { charged: boolean; body?: Record<string, unknown> },
) {
  const { artworkId, editionIds } = await app.artwork();
  const cart = await app.cart(me, artworkId);
  const started = await app.session(me, cart.cart_id, options.body);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const session = started.body.payment_session;
  const { db } = app.app.ctx;
  await db
    .update(t.payments)
    .set({ status: 'processing', updatedAt: app.now() })
    .where(eq(t.payments.id, session.id));
  if (options.charged) {
    const row = await paymentRow(session.id);
    const outcome = await app.app.services.buying.gateway.pay(
      {
        paymentId: row.id,
        method: row.method as PayMethod,
        amount: row.amount,
        currency: row.currencyCode as CurrencyCode,
        installmentMonths: 0,
        orderName: 'Study',
        buyerName: 'Minji Kim',
        testInput: row.testInput,
      },
      app.now(),
    );
    expect(outcome.status).not.toBe('declined');
  }
  return { cartId: cart.cart_id, sessionId: session.id, editionId: editionIds[0]! };
}

const reconcile = () => app.app.services.buying.checkout.reconcileProcessing();

describe('the reconciliation of a payment left processing', () => {
  it('leaves a payment alone while it may still be running', async () => {
    const me = await buyer();
    const { sessionId } = await diedWhileProcessing(me, { charged: true });
    app.advance(RECONCILE_AFTER_MS - MINUTE);
    await reconcile();
    expect((await paymentRow(sessionId)).status).toBe('processing');
  });

  it('records the order of a charge the process did not live to record, once', async () => {
    const me = await buyer();
    const { cartId, sessionId, editionId } = await diedWhileProcessing(me, { charged: true });
    app.advance(RECONCILE_AFTER_MS + MINUTE);
    // Two instances sweeping at once: one order.
    const [a, b] = await Promise.all([reconcile(), reconcile()]);
    expect(a.recorded + b.recorded).toBeGreaterThanOrEqual(1);
    const row = await paymentRow(sessionId);
    expect(row.status).toBe('paid');
    expect(await app.editionStatus(editionId)).toBe('sold');
    const orders = await app.app.ctx.db.select().from(t.orders).where(eq(t.orders.cartId, cartId));
    expect(orders).toHaveLength(1);
    // The buyer's retried completion answers the recorded order.
    const retried = await app.complete(me, cartId, sessionId);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ id: row.orderId, status: 'paid' });
    // Nothing is left to do.
    expect(await reconcile()).toEqual({ recorded: 0, voided: 0 });
  });

  it('records a virtual account issued before the crash, awaiting its deposit', async () => {
    const me = await buyer();
    const { sessionId, editionId } = await diedWhileProcessing(me, {
      charged: true,
      body: { pay_method: 'vbank' },
    });
    app.advance(RECONCILE_AFTER_MS + MINUTE);
    expect(await reconcile()).toMatchObject({ recorded: 1 });
    const row = await paymentRow(sessionId);
    expect(row.status).toBe('awaiting_deposit');
    expect(row.accountNumber).toMatch(/^5620\d{10}$/);
    expect(await app.editionStatus(editionId)).toBe('reserved');
  });

  it('voids a payment the gateway never charged and frees the edition', async () => {
    const me = await buyer();
    const { cartId, sessionId, editionId } = await diedWhileProcessing(me, { charged: false });
    app.advance(RECONCILE_AFTER_MS + MINUTE);
    expect(await reconcile()).toMatchObject({ voided: 1 });
    expect((await paymentRow(sessionId)).status).toBe('canceled');
    expect(await app.editionStatus(editionId)).toBe('available');
    const retried = await app.complete(me, cartId, sessionId);
    expectError(retried, 409, m.paymentSessionExpired);
  });

  it('gives a charge back when the order can no longer be recorded (the cart changed)', async () => {
    const me = await buyer();
    const { cartId, sessionId, editionId } = await diedWhileProcessing(me, { charged: true });
    await app.app.ctx.db.update(t.carts).set({ version: 99 }).where(eq(t.carts.id, cartId));
    app.advance(RECONCILE_AFTER_MS + MINUTE);
    expect(await reconcile()).toMatchObject({ voided: 1 });
    expect((await paymentRow(sessionId)).status).toBe('canceled');
    expect(await app.editionStatus(editionId)).toBe('available');
    const atGateway = await app.app.services.buying.gateway.lookup(
      {
        paymentId: sessionId,
        method: 'card_kr',
        amount: 0,
        currency: 'krw',
        installmentMonths: 0,
        orderName: '',
        buyerName: '',
      },
      app.now(),
    );
    expect(atGateway.status).toBe('canceled');
  });
});
