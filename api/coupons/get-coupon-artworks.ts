// GET store/coupon/{id}/artworks: the works a coupon applies to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponArtworkListDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { couponKeys } from './keys';

/** Every work of a coupon at once (the list under a coupon shows up to this many). */
const COUPON_ARTWORKS_LIMIT = 50;

export function getCouponArtworks(
  couponId: string,
  { signal }: FetchOptions = {},
): Promise<CouponArtworkListDto> {
  return http.v3.get<CouponArtworkListDto>(
    `/store/coupon/${encodeURIComponent(couponId)}/artworks`,
    { params: { limit: COUPON_ARTWORKS_LIMIT }, signal },
  );
}

export function getCouponArtworksQueryOptions(couponId: string) {
  return queryOptions({
    queryKey: couponKeys.artworks(couponId),
    queryFn: ({ signal }) => getCouponArtworks(couponId, { signal }),
  });
}

export function useCouponArtworks(couponId: string) {
  return useQuery(getCouponArtworksQueryOptions(couponId));
}
