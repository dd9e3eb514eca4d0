import { useQuery } from '@tanstack/react-query';
import { artworkQueries } from '@/api/artwork';
import { useCurrency, useLanguage } from './use-preferences';

/** Editorially featured works in the visitor's language and currency (prefetched by home). */
export function useFeaturedArtworks(limit: number) {
  const language = useLanguage();
  const currency = useCurrency();
  return useQuery(artworkQueries.featured(limit, { language, currency }));
}
