// POST /v3/admin/coupons/{id}/issue: gives a coupon to customers.
import type { CouponIssueDto } from '@/schemas/back-office-coupons';
import { http, noToast } from '../../http';
import { adminCouponPath } from './keys';

export function issueCoupon(couponId: string, body: Record<string, unknown>) {
  return http.v3.post<CouponIssueDto>(`${adminCouponPath(couponId)}/issue`, body, {
    ...noToast,
  });
}
