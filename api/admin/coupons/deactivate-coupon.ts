// POST /v3/admin/coupons/{id}/deactivate.
import { useMutation } from '@tanstack/react-query';
import type { AdminCouponDto } from '@/schemas/back-office-coupons';
import { http, noToast } from '../../http';
import { adminCouponPath } from './keys';
import { adminCouponKeys } from './keys';

export function deactivateCoupon(couponId: string) {
  return http.v3.post<AdminCouponDto>(
    `${adminCouponPath(couponId)}/deactivate`,
    {},
    {
      ...noToast,
    },
  );
}

/** Deactivates a coupon; the coupon screens are read again. */
export function useDeactivateCouponMutation() {
  return useMutation({
    mutationFn: deactivateCoupon,
    onSuccess: (_coupon, _couponId, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminCouponKeys.all() }),
  });
}
