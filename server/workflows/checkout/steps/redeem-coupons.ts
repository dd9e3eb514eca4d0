// A step of the sale (record-sale.ts): each coupon the cart applied is used by the order, once.
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { redeemCoupon } from '../../../modules/coupons/coupon.repository';
import { checkoutMessages as m } from '@/rules/checkout-rules';

/** A coupon already used (by another order meanwhile) refuses the sale. */
export async function redeemCoupons(
  tx: Executor,
  input: { couponIds: (string | null)[]; orderId: string; now: Date },
): Promise<void> {
  for (const coupon of input.couponIds) {
    if (coupon && !(await redeemCoupon(tx, coupon, input.orderId, input.now))) {
      throw new AppError('CONFLICT', m.couponNotApplicable);
    }
  }
}
