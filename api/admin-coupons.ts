// The back office's coupon calls (/v3/admin/coupons, issue 10): fetchers typed with
// schemas/back-office-coupons.ts and their query-key factory.
import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCouponDto,
  AdminCouponListDto,
  CouponIssueDto,
} from '@/schemas/back-office-coupons';
import { adminQueries } from './admin';
import { http, noToast } from './http';

const id = encodeURIComponent;
const quiet = { ...noToast };

export interface AdminCouponFilters {
  q?: string;
  status?: 'active' | 'inactive';
  limit?: number;
}

export const fetchAdminCoupons = (filters: AdminCouponFilters) =>
  http.v3.get<AdminCouponListDto>('/admin/coupons', { params: filters, ...quiet });
export const saveCoupon = (couponId: string | null, body: Record<string, unknown>) =>
  couponId
    ? http.v3.put<AdminCouponDto>(`/admin/coupons/${id(couponId)}`, body, quiet)
    : http.v3.post<AdminCouponDto>('/admin/coupons', body, quiet);
export const deactivateCoupon = (couponId: string) =>
  http.v3.post<AdminCouponDto>(`/admin/coupons/${id(couponId)}/deactivate`, {}, quiet);
export const issueCoupon = (couponId: string, body: Record<string, unknown>) =>
  http.v3.post<CouponIssueDto>(`/admin/coupons/${id(couponId)}/issue`, body, quiet);

export const couponAdminQueries = {
  all: () => [...adminQueries.all(), 'coupons'] as const,
  list: (filters: AdminCouponFilters) =>
    queryOptions({
      queryKey: [...couponAdminQueries.all(), filters] as const,
      queryFn: () => fetchAdminCoupons(filters),
    }),
};
