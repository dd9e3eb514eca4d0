import { useQuery } from '@/api/query/use-query';
import { APP_COUNTRY, appQueries } from '@/api/app';
import { useLanguage } from './use-preferences';

/** App initialisation data in the visitor's language (prefetched by every page on the server). */
export function useAppInit() {
  const language = useLanguage();
  return useQuery(appQueries.init(APP_COUNTRY, language));
}
