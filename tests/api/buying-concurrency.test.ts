// An edition is sold at most once whatever the concurrency, and an Idempotency-Key gives one
// order and one payment however often it is sent: real concurrent requests over HTTP.
// BUYING_RACE_TRIALS sets the number of race trials (default 20; the figure is 200).
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { startBuyingApp, type Buyer } from './buying-test-app';

const app = startBuyingApp();
const trials = Number(process.env.BUYING_RACE_TRIALS || 20);
const BUYERS = 10;

let buyers: Buyer[] = [];
beforeAll(async () => {
  buyers = [];
  for (let i = 0; i < BUYERS; i += 1) buyers.push(await app.buyer());
});

const countRows = async (
  table: typeof t.orders | typeof t.payments,
  where: ReturnType<typeof eq>,
) => {
  const [row] = await app.app.ctx.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};

describe('ten buyers completing checkout for one edition at once', () => {
  it(
    `sells it exactly once, the other nine get a clear 409 (${trials} trials)`,
    async () => {
      const started = Date.now();
      for (let trial = 0; trial < trials; trial += 1) {
        const { artworkId, editionIds } = await app.artwork();
        const carts = await Promise.all(buyers.map((buyer) => app.cart(buyer, artworkId)));
        const results = await Promise.all(
          buyers.map((buyer, i) => app.checkout(buyer, carts[i]!.cart_id)),
        );
        const won = results.filter((r) => r.status === 200);
        const lost = results.filter((r) => r.status === 409);
        expect(won, `trial ${trial}: ${results.map((r) => r.status).join(',')}`).toHaveLength(1);
        expect(lost).toHaveLength(BUYERS - 1);
        for (const r of lost) expect(r.body.message).toBe(m.editionUnavailable);
        expect(await countRows(t.orders, eq(t.orders.editionId, editionIds[0]!))).toBe(1);
        expect(await app.editionStatus(editionIds[0]!)).toBe('sold');
      }
      const ms = Date.now() - started;
      console.log(
        `race (${app.app.engine}): ${trials} trials x ${BUYERS} buyers, ${trials} orders, ${trials * (BUYERS - 1)} x 409, ${ms} ms`,
      );
    },
    Math.max(60_000, trials * 3_000),
  );
});

describe('Idempotency-Key', () => {
  it('sent 10 times at once to payment-session and to complete gives one session, one order, one payment', async () => {
    const me = buyers[0]!;
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const sessionKey = `session-${cart.cart_id}`;
    const sessions = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.session(me, cart.cart_id, {}, { 'idempotency-key': sessionKey }),
      ),
    );
    expect(sessions.map((r) => r.status)).toEqual(Array(10).fill(200));
    const sessionIds = new Set(sessions.map((r) => r.body.payment_session.id));
    expect(sessionIds.size).toBe(1);
    const [sessionId] = [...sessionIds];
    const completeKey = `complete-${cart.cart_id}`;
    const completes = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.complete(me, cart.cart_id, sessionId, 'krw', { 'idempotency-key': completeKey }),
      ),
    );
    expect(completes.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(completes.map((r) => r.body.id)).size).toBe(1);
    expect(completes.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(
      9,
    );
    expect(await countRows(t.orders, eq(t.orders.cartId, cart.cart_id))).toBe(1);
    expect(await countRows(t.payments, eq(t.payments.cartId, cart.cart_id))).toBe(1);
  });

  it('refuses the same key with a different request (422), replays errors, and keeps keys 24 hours', async () => {
    const me = buyers[1]!;
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const key = { 'idempotency-key': `k-${cart.cart_id}` };
    const first = await app.session(me, cart.cart_id, {}, key);
    expect(first.status).toBe(200);
    const other = await app.session(me, cart.cart_id, { pay_method: 'transfer' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(m.idempotencyKeyReused);
    // A declined completion is an answer too: the same key gets it again.
    const declinedCart = await app.cart(me, (await app.artwork()).artworkId);
    const declinedSession = await app.session(me, declinedCart.cart_id, {
      test_card_number: '4000000000000002',
    });
    const declineKey = { 'idempotency-key': `d-${declinedCart.cart_id}` };
    const declined = await app.complete(
      me,
      declinedCart.cart_id,
      declinedSession.body.payment_session.id,
      'krw',
      declineKey,
    );
    expect(declined.status).toBe(402);
    const again = await app.complete(
      me,
      declinedCart.cart_id,
      declinedSession.body.payment_session.id,
      'krw',
      declineKey,
    );
    expect(again.status).toBe(402);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // Kept 24 hours: still replayed after 23, forgotten by the sweep after 25.
    app.advance(23 * 3_600_000);
    await app.refresh(me);
    const later = await app.session(me, cart.cart_id, {}, key);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    app.advance(2 * 3_600_000);
    await app.app.services.buying.orders.sweep();
    await app.refresh(me);
    const [row] = await app.app.ctx.db
      .select({ n: count() })
      .from(t.idempotencyKeys)
      .where(
        and(
          eq(t.idempotencyKeys.customerId, me.customerId),
          eq(t.idempotencyKeys.key, key['idempotency-key']),
        ),
      );
    expect(Number(row?.n)).toBe(0);
    const bad = await app.session(me, cart.cart_id, {}, { 'idempotency-key': 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(m.invalidIdempotencyKey);
  });
});
