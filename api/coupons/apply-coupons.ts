// POST store/coupon/coupon-apply/{cartId}: the cart priced with the chosen coupons (a cart change,
// saved through useSaveCartMutation).
import type { CouponApplyRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { quiet } from '../checkout/idempotency';
import { http } from '../http';

export function applyCoupons(cartId: string, body: Partial<CouponApplyRequest>): Promise<CartDto> {
  return http.v3.post<CartDto>(
    `/store/coupon/coupon-apply/${encodeURIComponent(cartId)}`,
    body,
    quiet,
  );
}
