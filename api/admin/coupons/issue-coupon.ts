// POST /v3/admin/coupons/{id}/issue: gives a coupon to customers.
import { useMutation } from '@tanstack/react-query';
import type { CouponIssueDto } from '@/schemas/back-office-coupons';
import { http, noToast } from '../../http';
import { adminCouponPath } from './keys';
import { adminCouponKeys } from './keys';

export function issueCoupon(couponId: string, body: Record<string, unknown>) {
  return http.v3.post<CouponIssueDto>(`${adminCouponPath(couponId)}/issue`, body, {
    ...noToast,
  });
}

/** Issues a coupon; the coupon screens are read again. */
export function useIssueCouponMutation() {
  return useMutation({
    mutationFn: ({ couponId, body }: { couponId: string; body: Record<string, unknown> }) =>
      issueCoupon(couponId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminCouponKeys.all() }),
  });
}
