// GET store/artwork: the marketplace list, and the artist's other works on the artwork page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkListDto } from '@/schemas/artwork-dto';
import type { ArtworkFiltersInput } from '@/schemas/artwork-filters';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { artworkKeys } from './keys';
import { toQueryParams } from './query-params';

export function getArtworks(
  filters: ArtworkFiltersInput,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ArtworkListDto> {
  return http.v3.get<ArtworkListDto>('/store/artwork', {
    params: toQueryParams(filters),
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getArtworksQueryOptions(
  filters: ArtworkFiltersInput,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: artworkKeys.list(filters, context),
    queryFn: ({ signal }) => getArtworks(filters, context, { signal }),
  });
}

/**
 * A list of artworks. On the marketplace the previous page stays on screen while the next one
 * loads (`keepPrevious`); a fixed page of someone's works asks for its own answer only.
 */
export function useArtworkList(
  filters: ArtworkFiltersInput,
  { enabled = true, keepPrevious = true }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    ...getArtworksQueryOptions(filters, useCatalogueContext()),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });
}

/** Other works by the artist of an artwork (the artwork itself left out). */
export function artistArtworksFilters(artistId: string, artworkId: string): ArtworkFiltersInput {
  return { artist_id: artistId, exclude_id: artworkId, view_status: 'all', limit: 8 };
}

export function useArtistArtworks(artistId: string | undefined, artworkId: string | undefined) {
  return useQuery({
    ...getArtworksQueryOptions(
      artistArtworksFilters(artistId ?? '', artworkId ?? ''),
      useCatalogueContext(),
    ),
    enabled: Boolean(artistId && artworkId),
  });
}
