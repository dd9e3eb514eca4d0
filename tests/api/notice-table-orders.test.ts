// Issue 19: every state change a customer cares about sends exactly one notice, in their language,
// whoever made it. A table of journeys walks each state machine (orders, shipping, offers, resale
// and consignment) through the real HTTP API — the customer's store calls, the operator's and the
// partner's /v3/admin calls — and the background sweep; after each transition the outbox must
// have grown by exactly the expected notices, and the same action again (a second click, a
// retried sweep) adds none. Run for an English-speaking and a Korean-speaking customer.
// The order journeys and the same transition made twice at once; offers and resale are in
// notice-table-offers-resale.test.ts, the harness in notice-table-harness.ts.
import { describe, expect, it } from 'vitest';
import { orderJourneys } from './notice-journeys-orders';
import {
  app,
  later,
  mailsSince,
  MINUTE,
  ok,
  outboxIds,
  people,
  setUpPeople,
  sweep,
  walkJourneys,
} from './notice-table-harness';

setUpPeople();
walkJourneys(orderJourneys);

describe('the same transition twice at the same moment', () => {
  it('sends one notice: two clicks, two sweeps, two operators', async () => {
    const p = people.en;
    const { artworkId } = await app.artwork();
    const cart = await app.cart(p.me, artworkId);
    const order = await ok(app.checkout(p.me, cart.cart_id, { pay_method: 'vbank' }));
    const id = order.body.id as string;

    let before = await outboxIds();
    await later(45 * MINUTE);
    await Promise.all([sweep(), sweep()]);
    expect((await mailsSince(before)).map((m) => m.template)).toEqual(['deposit-reminder']);

    before = await outboxIds();
    const confirms = await Promise.all(
      [0, 1].map(() =>
        app.admin(p.operator, 'POST', `/orders/${id}/confirm-deposit`, { body: {} }),
      ),
    );
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mailsSince(before)).map((m) => m.template)).toEqual(['payment-received']);

    before = await outboxIds();
    const steps = await Promise.all(
      [0, 1].map(() =>
        app.admin(p.operator, 'POST', `/orders/${id}/shipping`, {
          body: { shipping_status: 'ready_for_shipping' },
        }),
      ),
    );
    expect(steps.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mailsSince(before)).map((m) => m.template)).toEqual(['shipping-status']);

    before = await outboxIds();
    const cancels = await Promise.all(
      [0, 1].map(() =>
        app.call('POST', `/v3/store/orders/${id}/cancel`, {
          token: p.me.accessToken,
          body: {
            refund_account: { bank: '우리은행', account_number: '1002123456789', holder: 'Emma' },
          },
        }),
      ),
    );
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mailsSince(before)).map((m) => m.template)).toEqual(['order-refunded']);
  });
});
