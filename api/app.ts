// App initialisation (SPEC §3, §7): categories, currencies, header menus and home-page content.
import { queryOptions } from '@tanstack/react-query';
import { toAppShell, type AppInitDto, type Language } from '@/schemas/dto';
import { http } from './http';

/** SPEC §7: the app is initialised with the country code KOR. */
export const APP_COUNTRY = 'KOR';

const HOUR = 60 * 60 * 1000;

export function fetchAppInit(country: string, language: Language): Promise<AppInitDto> {
  return http.v3.get<AppInitDto>(`/store/app/initialize/${encodeURIComponent(country)}`, {
    headers: { 'Accept-Language': language },
  });
}

export const appQueries = {
  all: () => ['app'] as const,
  /** SPEC §7: cached 24 hours and fresh for 1 hour. */
  init: (country: string, language: Language) =>
    queryOptions({
      queryKey: [...appQueries.all(), 'init', country, language] as const,
      queryFn: () => fetchAppInit(country, language),
      staleTime: HOUR,
      gcTime: 24 * HOUR,
    }),
  /** The part every page's frame reads (schemas/dto.ts AppShellDto), from the same call. */
  shell: (country: string, language: Language) =>
    queryOptions({
      queryKey: [...appQueries.all(), 'shell', country, language] as const,
      queryFn: () => fetchAppInit(country, language).then(toAppShell),
      staleTime: HOUR,
      gcTime: 24 * HOUR,
    }),
};
