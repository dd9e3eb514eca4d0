// The order is what the buyer agreed to and was charged: the payment session's amounts.
import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { chargedAmounts } from '@/server/workflows/checkout/steps/charged-amounts';
import { startSaleApp } from './sale-test-app';

const app = startSaleApp();

describe('the charged amounts', () => {
  it("are the session's, even when the work's price changed after the payment started", async () => {
    const { facts, payment } = await app.claimed({ priceKrw: 1_000_000 });
    const repriced = { ...facts, edition: { ...facts.edition, priceKrw: 2_000_000 } };
    const amounts = await app.rolledBack((tx) => chargedAmounts(tx, { facts: repriced, payment }));
    expect(amounts).toEqual(payment.breakdown);
    expect(amounts).toMatchObject({ art_price: 1_000_000, total: payment.amount });
  });

  it('price the cart as it stands for a session started before sessions kept their amounts', async () => {
    const { facts, payment } = await app.claimed({ priceKrw: 1_000_000 });
    const amounts = await app.rolledBack((tx) =>
      chargedAmounts(tx, { facts, payment: { ...payment, breakdown: null } }),
    );
    expect(amounts).toEqual(payment.breakdown);
  });

  it('refuse the sale when they are not what the gateway charged', async () => {
    const { facts, payment } = await app.claimed();
    await expect(
      app.rolledBack((tx) =>
        chargedAmounts(tx, { facts, payment: { ...payment, amount: payment.amount - 1 } }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.cartChanged });
  });
});
