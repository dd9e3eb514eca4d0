// GET store/coupon/{artworkId}/applicable-coupons/{cartId}: the coupons a cart may use.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponListDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { couponKeys } from './keys';

export function getApplicableCoupons(
  artworkId: string,
  cartId: string,
  { signal }: FetchOptions = {},
): Promise<CouponListDto> {
  return http.v3.get<CouponListDto>(
    `/store/coupon/${encodeURIComponent(artworkId)}/applicable-coupons/${encodeURIComponent(cartId)}`,
    { signal },
  );
}

export function getApplicableCouponsQueryOptions(artworkId: string, cartId: string) {
  return queryOptions({
    queryKey: couponKeys.applicable(artworkId, cartId),
    queryFn: ({ signal }) => getApplicableCoupons(artworkId, cartId, { signal }),
  });
}

export function useApplicableCoupons(artworkId: string, cartId: string) {
  return useQuery(getApplicableCouponsQueryOptions(artworkId, cartId));
}
