// GET store/coupon/my-coupons: the customer's coupons (My page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponListDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { couponKeys } from './keys';

export function getMyCoupons({ signal }: FetchOptions = {}): Promise<CouponListDto> {
  return http.v3.get<CouponListDto>('/store/coupon/my-coupons', { signal });
}

export function getMyCouponsQueryOptions() {
  return queryOptions({
    queryKey: couponKeys.mine(),
    queryFn: ({ signal }) => getMyCoupons({ signal }),
  });
}

export function useMyCoupons() {
  return useQuery(getMyCouponsQueryOptions());
}
