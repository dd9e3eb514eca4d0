// The sale's first step: a payment is recorded once, by whoever locks it while it is processing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { lockPayment, PaymentSettled } from '@/server/workflows/checkout/steps/lock-payment';
import { startSaleApp } from './sale-test-app';

const app = startSaleApp();

describe('lock the payment (the sale records a payment once)', () => {
  it('locks a payment claimed for completion, which is still processing', async () => {
    const { payment } = await app.claimed();
    await app.rolledBack((tx) => lockPayment(tx, { paymentId: payment.id }));
  });

  it('refuses a payment someone else settled first (complete or the reconciliation)', async () => {
    const { payment } = await app.claimed();
    await app.app.ctx.db
      .update(t.payments)
      .set({ status: 'canceled' })
      .where(eq(t.payments.id, payment.id));
    await expect(
      app.rolledBack((tx) => lockPayment(tx, { paymentId: payment.id })),
    ).rejects.toBeInstanceOf(PaymentSettled);
  });

  it('refuses a session that was never claimed (still pending)', async () => {
    const buyer = await app.buyer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(buyer, artworkId);
    const session = await app.session(buyer, cart.cart_id);
    await expect(
      app.rolledBack((tx) => lockPayment(tx, { paymentId: session.body.payment_session.id })),
    ).rejects.toBeInstanceOf(PaymentSettled);
  });
});
