// POST /v3/admin/coupons, or PUT /v3/admin/coupons/{id} for an existing one (saved through
// useAdminSave, which refetches adminCouponKeys.all()).
import type { AdminCouponDto } from '@/schemas/back-office-coupons';
import { http, noToast } from '../../http';
import { adminCouponPath } from './keys';

/** The back office says refusals in place: no toast. */
const quiet = { ...noToast };

export function saveCoupon(couponId: string | null, body: Record<string, unknown>) {
  return couponId
    ? http.v3.put<AdminCouponDto>(adminCouponPath(couponId), body, quiet)
    : http.v3.post<AdminCouponDto>('/admin/coupons', body, quiet);
}
