// GET store/artwork-count: the categories with their counts in a tab of the marketplace.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkCountDto } from '@/schemas/artwork-dto';
import type { ArtworkViewStatus } from '@/schemas/artwork-filters';
import type { Language } from '@/schemas/dto';
import { http } from '../http';
import { useCatalogueContext, type FetchOptions } from '../query-context';
import { artworkKeys } from './keys';

export function getArtworkCount(
  viewStatus: ArtworkViewStatus,
  language: Language,
  { signal }: FetchOptions = {},
): Promise<ArtworkCountDto> {
  return http.v3.get<ArtworkCountDto>('/store/artwork-count', {
    params: { view_status: viewStatus },
    headers: { 'Accept-Language': language },
    signal,
  });
}

/** Counts change slowly, so kept fresh a minute. */
export function getArtworkCountQueryOptions(viewStatus: ArtworkViewStatus, language: Language) {
  return queryOptions({
    queryKey: artworkKeys.count(viewStatus, language),
    queryFn: ({ signal }) => getArtworkCount(viewStatus, language, { signal }),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
}

export function useArtworkCount(viewStatus: ArtworkViewStatus) {
  return useQuery(getArtworkCountQueryOptions(viewStatus, useCatalogueContext().language));
}
