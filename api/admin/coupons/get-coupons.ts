// GET /v3/admin/coupons: the coupons, by status and search.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCouponListDto } from '@/schemas/back-office-coupons';
import { http, noToast } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminCouponKeys, type AdminCouponFilters } from './keys';

export function getAdminCoupons(filters: AdminCouponFilters, { signal }: FetchOptions = {}) {
  return http.v3.get<AdminCouponListDto>('/admin/coupons', {
    params: filters,
    ...noToast,
    signal,
  });
}

export function getAdminCouponsQueryOptions(filters: AdminCouponFilters) {
  return queryOptions({
    queryKey: adminCouponKeys.list(filters),
    queryFn: ({ signal }) => getAdminCoupons(filters, { signal }),
  });
}

export function useAdminCoupons(filters: AdminCouponFilters) {
  return useQuery(getAdminCouponsQueryOptions(filters));
}
