// The back office's coupon keys (/v3/admin/coupons, issue 10), under the back office's root.
import { adminKeys } from '../keys';

export interface AdminCouponFilters {
  q?: string;
  status?: 'active' | 'inactive';
  limit?: number;
}

export const adminCouponKeys = {
  all: () => [...adminKeys.all(), 'coupons'] as const,
  list: (filters: AdminCouponFilters) => [...adminCouponKeys.all(), filters] as const,
};

export const adminCouponPath = (couponId: string) =>
  `/admin/coupons/${encodeURIComponent(couponId)}`;
