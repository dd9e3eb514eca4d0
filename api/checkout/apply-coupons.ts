// POST store/coupon/coupon-apply/{cartId}: the cart priced with the chosen coupons, one of each
// kind at most (rules §7 "Coupons"); null removes one.
import { useMutation } from '@tanstack/react-query';
import type { CouponApplyRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import { cartChangeOptions } from './cart-change';
import { quiet } from './idempotency';

export function applyCoupons(cartId: string, body: Partial<CouponApplyRequest>): Promise<CartDto> {
  return http.v3.post<CartDto>(
    `/store/coupon/coupon-apply/${encodeURIComponent(cartId)}`,
    body,
    quiet,
  );
}

/** Applies the coupons (the variable) and caches the cart priced again. */
export function useApplyCouponsMutation(cartId: string) {
  return useMutation(
    cartChangeOptions(cartId, (body: Partial<CouponApplyRequest>) => applyCoupons(cartId, body)),
  );
}
