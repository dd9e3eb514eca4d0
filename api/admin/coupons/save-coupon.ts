// POST /v3/admin/coupons, or PUT /v3/admin/coupons/{id} for an existing one;
// the coupon screens are refetched after it.
import { useMutation } from '@tanstack/react-query';
import type { AdminCouponDto } from '@/schemas/back-office-coupons';
import { http, noToast } from '../../http';
import { adminCouponPath } from './keys';
import { adminCouponKeys } from './keys';

/** The back office says refusals in place: no toast. */
const quiet = { ...noToast };

export function saveCoupon(couponId: string | null, body: Record<string, unknown>) {
  return couponId
    ? http.v3.put<AdminCouponDto>(adminCouponPath(couponId), body, quiet)
    : http.v3.post<AdminCouponDto>('/admin/coupons', body, quiet);
}

/** Saves a coupon; the coupon screens are read again. */
export function useSaveCouponMutation() {
  return useMutation({
    mutationFn: ({ couponId, body }: { couponId: string | null; body: Record<string, unknown> }) =>
      saveCoupon(couponId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminCouponKeys.all() }),
  });
}
