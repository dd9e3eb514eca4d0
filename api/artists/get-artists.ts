// GET store/artists with filters: the artist index.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtistListDto } from '@/schemas/artist-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { ARTISTS_PAGE_SIZE, artistListParams, type ArtistListParams } from './artist-list-params';
import { artistKeys } from './keys';

export function getArtists(
  params: ArtistListParams,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ArtistListDto> {
  return http.v3.get<ArtistListDto>('/store/artists', {
    params: artistListParams(params),
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getArtistsQueryOptions(params: ArtistListParams, context: CatalogueQueryContext) {
  return queryOptions({
    queryKey: artistKeys.list(params, context),
    queryFn: ({ signal }) => getArtists(params, context, { signal }),
  });
}

/** One page (1-based) of the artist index; the previous page stays on screen while the next loads. */
export function useArtists({
  page,
  ...filters
}: Omit<ArtistListParams, 'limit' | 'offset'> & { page: number }) {
  return useQuery({
    ...getArtistsQueryOptions(
      { ...filters, limit: ARTISTS_PAGE_SIZE, offset: (page - 1) * ARTISTS_PAGE_SIZE },
      useCatalogueContext(),
    ),
    placeholderData: keepPreviousData,
  });
}
