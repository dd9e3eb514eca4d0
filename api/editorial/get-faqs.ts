// GET store/faq: the FAQ page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@/schemas/dto';
import type { FaqListDto } from '@/schemas/editorial-dto';
import { http } from '../http';
import { useCatalogueContext, type FetchOptions } from '../query-context';
import { EDITORIAL_STALE_TIME, editorialKeys } from './keys';

/** Every question at once (the page groups them); the API allows up to 200 a page. */
export const FAQ_LIMIT = 200;

export function getFaqs(language: Language, { signal }: FetchOptions = {}): Promise<FaqListDto> {
  return http.v3.get<FaqListDto>('/store/faq', {
    params: { limit: FAQ_LIMIT },
    headers: { 'Accept-Language': language },
    signal,
  });
}

export function getFaqsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: editorialKeys.faqs(language),
    queryFn: ({ signal }) => getFaqs(language, { signal }),
    staleTime: EDITORIAL_STALE_TIME,
  });
}

export function useFaqs() {
  return useQuery(getFaqsQueryOptions(useCatalogueContext().language));
}
