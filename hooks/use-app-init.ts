import { useQuery } from '@tanstack/react-query';
import { APP_COUNTRY, appQueries } from '@/api/app';
import { useLanguage } from './use-preferences';

/** App initialisation data in the visitor's language (prefetched by every page on the server). */
export function useAppInit() {
  const language = useLanguage();
  return useQuery(appQueries.init(APP_COUNTRY, language));
}

/** The part of app initialisation every page's frame reads (header menus, currencies). */
export function useAppShell() {
  const language = useLanguage();
  return useQuery(appQueries.shell(APP_COUNTRY, language));
}
