// Each coupon the cart applied is used by the order, once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { newOrderId } from '@/server/modules/orders/order.repository';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { redeemCoupons } from '@/server/workflows/checkout/steps/redeem-coupons';
import { startSaleApp } from './sale-test-app';

const app = startSaleApp();

describe('redeem the coupons', () => {
  it('uses each coupon the cart applied for the order', async () => {
    const buyer = await app.buyer();
    const { heldId } = await app.coupon({}, buyer);
    const orderId = newOrderId(app.now());
    const held = await app.rolledBack(async (tx) => {
      await redeemCoupons(tx, { couponIds: [heldId, null], orderId, now: app.now() });
      const [row] = await tx
        .select()
        .from(t.customerCoupons)
        .where(eq(t.customerCoupons.id, heldId!));
      return row;
    });
    expect(held).toMatchObject({ usedAt: app.now(), orderId });
  });

  it('refuses the sale when a coupon was used by another order meanwhile', async () => {
    const buyer = await app.buyer();
    const { heldId } = await app.coupon({}, buyer);
    await app.app.ctx.db
      .update(t.customerCoupons)
      .set({ usedAt: app.now(), orderId: 'ord_other' })
      .where(eq(t.customerCoupons.id, heldId!));
    await expect(
      app.rolledBack((tx) =>
        redeemCoupons(tx, {
          couponIds: [heldId],
          orderId: newOrderId(app.now()),
          now: app.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.couponNotApplicable });
  });
});
