// GET store/app/initialize/{country} (rules §3, §7): categories, currencies, header menus and
// home-page content; cached 24 hours and fresh for 1 hour, per language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toAppShell, type AppInitDto, type Language } from '@/schemas/dto';
import { http } from '../http';
import { useCatalogueContext, type FetchOptions } from '../query-context';

/** rules §7: the app is initialised with the country code KOR. */
export const APP_COUNTRY = 'KOR';

const HOUR = 60 * 60 * 1000;

export const appKeys = {
  all: () => ['app'] as const,
  init: (country: string, language: Language) =>
    [...appKeys.all(), 'init', country, language] as const,
  shell: (country: string, language: Language) =>
    [...appKeys.all(), 'shell', country, language] as const,
};

export function getAppInit(
  country: string,
  language: Language,
  { signal }: FetchOptions = {},
): Promise<AppInitDto> {
  return http.v3.get<AppInitDto>(`/store/app/initialize/${encodeURIComponent(country)}`, {
    headers: { 'Accept-Language': language },
    signal,
  });
}

export function getAppInitQueryOptions(country: string, language: Language) {
  return queryOptions({
    queryKey: appKeys.init(country, language),
    queryFn: ({ signal }) => getAppInit(country, language, { signal }),
    staleTime: HOUR,
    gcTime: 24 * HOUR,
  });
}

/** The part every page's frame reads (schemas/dto.ts AppShellDto), from the same call. */
export function getAppShellQueryOptions(country: string, language: Language) {
  return queryOptions({
    queryKey: appKeys.shell(country, language),
    queryFn: ({ signal }) => getAppInit(country, language, { signal }).then(toAppShell),
    staleTime: HOUR,
    gcTime: 24 * HOUR,
  });
}

/** App initialisation data in the visitor's language (prefetched by every page on the server). */
export function useAppInit() {
  return useQuery(getAppInitQueryOptions(APP_COUNTRY, useCatalogueContext().language));
}

/** The part of app initialisation every page's frame reads (header menus, currencies). */
export function useAppShell() {
  return useQuery(getAppShellQueryOptions(APP_COUNTRY, useCatalogueContext().language));
}
