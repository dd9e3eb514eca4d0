// The one time policy (ADR 0038) through the real app: a virtual-account order placed at 01:00 in
// Korea (still the day before in UTC) gets an e-mail whose deadline is the Korea time of the
// order's deposit_deadline, written as the screens write it, in the buyer's language; its number
// carries the Korean date and, once paid, its expected delivery date is a Korean calendar day.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/rules/business-time';
import { startBuyingApp, type Buyer } from './buying-test-app';

const app = startBuyingApp();
const HOUR = 3_600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- outbox rows are JSON
type Mail = Record<string, any>;

async function koreanBuyer(): Promise<Buyer> {
  const me = await app.buyer();
  const updated = await app.call('PUT', '/v3/store/customer', {
    token: me.accessToken,
    body: { language: 'ko' },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return me;
}

describe('business times in the e-mail and the order', () => {
  it('writes the deposit deadline in Korea time, in each language, across a day boundary', async () => {
    // 2026-11-22T16:00Z: 01:00 on the 23rd in Korea.
    app.advance(13 * HOUR);
    expect(app.now().toISOString()).toBe('2026-11-22T16:00:00.000Z');
    for (const [me, locale, deadline] of [
      [await app.buyer(), 'en', '23 Nov 2026, 02:00 KST'],
      [await koreanBuyer(), 'ko', '2026년 11월 23일 02:00 KST'],
    ] as const) {
      const { artworkId } = await app.artwork();
      const cart = await app.cart(me, artworkId);
      const order = await app.checkout(me, cart.cart_id, { pay_method: 'vbank' });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      expect(formatDateTime(order.body.deposit_deadline, locale)).toBe(deadline);
      // The order number carries the Korean date, the date the order page shows.
      expect(order.body.order_number).toMatch(/^AM-20261123-/);

      const placed = ((await app.outbox(me.email)) as Mail[]).find(
        (mail) => mail.template === 'order-placed',
      )!;
      expect(placed.locale).toBe(locale);
      expect(placed.text).toContain(deadline);

      const paid = await app.deposit({
        event_id: `evt-${order.body.id}`,
        type: 'deposit.completed',
        account_number: order.body.account_number,
        amount: order.body.total,
        currency: 'krw',
      });
      expect(paid.body.outcome).toBe('paid');
      await app.refresh(me);
      const detail = await app.call('GET', `/v3/store/orders/${order.body.id}`, {
        token: me.accessToken,
      });
      // Paid at 01:00 on the 23rd in Korea: 14 days later is the 7th (the UTC day is the 6th).
      expect(detail.body.expected_delivery_date).toBe('2026-12-07');
    }
  });
});
