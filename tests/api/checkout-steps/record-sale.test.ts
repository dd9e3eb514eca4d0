// The sale: its steps in order in one transaction; a refusal by any step undoes all of it, and a
// payment is recorded once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { resaleMessages } from '@/schemas/resale';
import {
  PaymentSettled,
  recordSale,
  resaleRatesOf,
  type Sale,
} from '@/server/workflows/checkout/record-sale';
import { saleState, startSaleApp, type Claimed } from './sale-test-app';

const app = startSaleApp();

const sale = (claimed: Claimed): Sale => ({
  ...claimed,
  outcome: app.approved(),
  buyer: { name: 'Minji Kim' },
  resaleRates: resaleRatesOf(app.app.ctx),
  notices: app.app.services.notices,
  now: app.now(),
});

describe('the sale', () => {
  it('places the order, sells the edition and tells the buyer, once', async () => {
    const claimed = await app.claimed();
    const { db } = app.app.ctx;
    const { order } = await db.transaction((tx) => recordSale(tx, sale(claimed)));
    expect(order.status).toBe('paid');
    expect(await db.transaction((tx) => saleState(tx, claimed.facts))).toEqual({
      edition: 'sold',
      hold: null,
      cart: { status: 'ordered', orderId: order.id },
    });
    const mails = await app.outbox(claimed.buyer.email);
    expect(mails.filter((mail) => mail.template === 'order-placed')).toHaveLength(1);
    // The reconciliation (or a second completion) finds it recorded.
    await expect(db.transaction((tx) => recordSale(tx, sale(claimed)))).rejects.toBeInstanceOf(
      PaymentSettled,
    );
  });

  it('undoes every step when a later one refuses: a resale withdrawn meanwhile', async () => {
    const claimed = await app.claimedResale();
    const { db } = app.app.ctx;
    await db
      .update(t.resaleRequests)
      .set({ status: 'withdrawn' })
      .where(eq(t.resaleRequests.id, claimed.resaleId));
    await expect(db.transaction((tx) => recordSale(tx, sale(claimed)))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: resaleMessages.notOnSale,
    });
    // The cart closed and the edition sold before the refusal: both rolled back.
    const state = await db.transaction((tx) => saleState(tx, claimed.facts));
    expect(state).toMatchObject({
      edition: 'reserved',
      hold: { cartId: claimed.facts.cart.id },
      cart: { status: 'open', orderId: null },
    });
    const [payment] = await db
      .select({ status: t.payments.status, orderId: t.payments.orderId })
      .from(t.payments)
      .where(eq(t.payments.id, claimed.payment.id));
    expect(payment).toEqual({ status: 'processing', orderId: null });
  });
});
