// GET store/featured-artwork: editorially featured works (home; prefetched on the server).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkSummaryListDto } from '@/schemas/artwork-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { artworkKeys } from './keys';

export function getFeaturedArtworks(
  limit: number,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ArtworkSummaryListDto> {
  return http.v3.get<ArtworkSummaryListDto>('/store/featured-artwork', {
    params: { limit },
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getFeaturedArtworksQueryOptions(limit: number, context: CatalogueQueryContext) {
  return queryOptions({
    queryKey: artworkKeys.featured(limit, context),
    queryFn: ({ signal }) => getFeaturedArtworks(limit, context, { signal }),
  });
}

export function useFeaturedArtworks(limit: number) {
  return useQuery(getFeaturedArtworksQueryOptions(limit, useCatalogueContext()));
}
