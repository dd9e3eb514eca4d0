// GET store/rolling-banner: the home carousel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@/schemas/dto';
import type { RollingBannerListDto } from '@/schemas/editorial-dto';
import { http } from '../http';
import { useCatalogueContext, type FetchOptions } from '../query-context';
import { EDITORIAL_STALE_TIME, editorialKeys } from './keys';

/** The carousel shows at most this many banners. */
export const BANNER_LIMIT = 10;

export function getRollingBanners(
  language: Language,
  { signal }: FetchOptions = {},
): Promise<RollingBannerListDto> {
  return http.v3.get<RollingBannerListDto>('/store/rolling-banner', {
    params: { limit: BANNER_LIMIT },
    headers: { 'Accept-Language': language },
    signal,
  });
}

export function getRollingBannersQueryOptions(language: Language) {
  return queryOptions({
    queryKey: editorialKeys.banners(language),
    queryFn: ({ signal }) => getRollingBanners(language, { signal }),
    staleTime: EDITORIAL_STALE_TIME,
  });
}

export function useRollingBanners() {
  return useQuery(getRollingBannersQueryOptions(useCatalogueContext().language));
}
