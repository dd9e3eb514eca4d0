// GET store/app/recommend/artwork: recommendations on the artwork page.
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

/** Asked for generously: the page leaves out the artist's own works (they have their own row). */
export const RECOMMENDED_LIMIT = 24;

export function getRecommendedArtworks(
  artworkId: string,
  limit: number,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ArtworkSummaryListDto> {
  return http.v3.get<ArtworkSummaryListDto>('/store/app/recommend/artwork', {
    params: { artwork_id: artworkId, limit },
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getRecommendedArtworksQueryOptions(
  artworkId: string,
  limit: number,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: artworkKeys.recommend(artworkId, limit, context),
    queryFn: ({ signal }) => getRecommendedArtworks(artworkId, limit, context, { signal }),
  });
}

export function useRecommendedArtworks(artworkId: string | undefined, enabled = true) {
  return useQuery({
    ...getRecommendedArtworksQueryOptions(
      artworkId ?? '',
      RECOMMENDED_LIMIT,
      useCatalogueContext(),
    ),
    enabled: Boolean(artworkId) && enabled,
  });
}
