// Editorial calls (SPEC §7 "Other"): rolling banners, the FAQ and the art fair.
import { queryOptions } from '@tanstack/react-query';
import type { FairDetailDto, FaqListDto, RollingBannerListDto } from '@/schemas/editorial-dto';
import type { Language } from '@/schemas/dto';
import type { CatalogueQueryContext } from './artists';
import { http } from './http';

const language = (lang: Language) => ({ 'Accept-Language': lang });

/** The carousel shows at most this many banners. */
export const BANNER_LIMIT = 10;

export function fetchRollingBanners(lang: Language) {
  return http.v3.get<RollingBannerListDto>('/store/rolling-banner', {
    params: { limit: BANNER_LIMIT },
    headers: language(lang),
  });
}

/** Every question at once (the page groups them); the API allows up to 200 a page. */
export const FAQ_LIMIT = 200;

export function fetchFaqs(lang: Language) {
  return http.v3.get<FaqListDto>('/store/faq', {
    params: { limit: FAQ_LIMIT },
    headers: language(lang),
  });
}

export function fetchFair(id: string, context: CatalogueQueryContext) {
  return http.v3.get<FairDetailDto>(`/store/fair/${encodeURIComponent(id)}`, {
    headers: { ...language(context.language), 'x-currency': context.currency },
  });
}

const MINUTE = 60_000;

export const editorialQueries = {
  all: () => ['editorial'] as const,
  /** Banners and the FAQ change rarely: fresh for a minute. */
  banners: (lang: Language) =>
    queryOptions({
      queryKey: [...editorialQueries.all(), 'banners', lang] as const,
      queryFn: () => fetchRollingBanners(lang),
      staleTime: MINUTE,
    }),
  faqs: (lang: Language) =>
    queryOptions({
      queryKey: [...editorialQueries.all(), 'faq', lang] as const,
      queryFn: () => fetchFaqs(lang),
      staleTime: MINUTE,
    }),
  fair: (id: string, context: CatalogueQueryContext) =>
    queryOptions({
      queryKey: [
        ...editorialQueries.all(),
        'fair',
        id,
        context.language,
        context.currency,
      ] as const,
      queryFn: () => fetchFair(id, context),
    }),
};
