// POST /v3/admin/coupons/{id}/deactivate.
import type { AdminCouponDto } from '@/schemas/back-office-coupons';
import { http, noToast } from '../../http';
import { adminCouponPath } from './keys';

export function deactivateCoupon(couponId: string) {
  return http.v3.post<AdminCouponDto>(
    `${adminCouponPath(couponId)}/deactivate`,
    {},
    {
      ...noToast,
    },
  );
}
