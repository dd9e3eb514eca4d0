// The buyer is told the order was placed, once per order, in the sale's transaction (ADR 0040).
import { describe, expect, it } from 'vitest';
import { recordSale, resaleRatesOf } from '@/server/workflows/checkout/record-sale';
import { notifyBuyer } from '@/server/workflows/checkout/steps/notify-buyer';
import { startSaleApp } from './sale-test-app';

const app = startSaleApp();

/** A paid order recorded by the sale without its notice (as a tool without notices would). */
async function placedQuietly() {
  const claimed = await app.claimed();
  const placed = await app.app.ctx.db.transaction((tx) =>
    recordSale(tx, {
      ...claimed,
      outcome: app.approved(),
      buyer: { name: 'Minji Kim' },
      resaleRates: resaleRatesOf(app.app.ctx),
      notices: undefined,
      now: app.now(),
    }),
  );
  return { ...claimed, ...placed };
}

const placedMails = async (email: string) =>
  (await app.outbox(email)).filter((mail) => mail.template === 'order-placed');

describe('notify the buyer', () => {
  it('tells the buyer the order was placed, once however often the step runs', async () => {
    const { buyer, order, payment, facts } = await placedQuietly();
    const rateLockedAt = facts.cart.rateLockedAt;
    expect(await placedMails(buyer.email)).toHaveLength(0);
    const recipient = {
      customerId: buyer.customerId,
      email: buyer.email,
      firstName: buyer.first_name,
      language: 'en' as const,
    };
    const { notices } = app.app.services;
    for (let i = 0; i < 2; i += 1) {
      await app.app.ctx.db.transaction((tx) =>
        notifyBuyer(tx, { notices, order, rateLockedAt, payment, recipient }),
      );
    }
    const mails = await placedMails(buyer.email);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain(order.orderNumber);
    expect(mails[0]!.payload).toMatchObject({ rate: { locked_at: rateLockedAt.toISOString() } });
  });

  it('reads the order back when the buyer was not read with the claim (the reconciliation)', async () => {
    const { buyer, order, payment, facts } = await placedQuietly();
    const rateLockedAt = facts.cart.rateLockedAt;
    const { notices } = app.app.services;
    await app.app.ctx.db.transaction((tx) =>
      notifyBuyer(tx, { notices, order, rateLockedAt, payment, recipient: undefined }),
    );
    const mails = await placedMails(buyer.email);
    expect(mails).toHaveLength(1);
    // Read back, the rate lock is the cart's, as when the sale passes it.
    expect(mails[0]!.payload).toMatchObject({ rate: { locked_at: rateLockedAt.toISOString() } });
  });
});
