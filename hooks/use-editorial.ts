import { useQuery } from '@tanstack/react-query';
import { editorialQueries } from '@/api/editorial';
import { useCatalogueContext } from './use-catalogue-context';
import { useLanguage } from './use-preferences';

export function useRollingBanners() {
  return useQuery(editorialQueries.banners(useLanguage()));
}

export function useFaqs() {
  return useQuery(editorialQueries.faqs(useLanguage()));
}

export function useFair(id: string) {
  return useQuery(editorialQueries.fair(id, useCatalogueContext()));
}
