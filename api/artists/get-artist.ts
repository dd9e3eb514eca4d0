// GET store/artists/{id or handle}: the artist page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtistDetailDto } from '@/schemas/artist-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { artistKeys } from './keys';

export function getArtist(
  idOrHandle: string,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ArtistDetailDto> {
  return http.v3.get<ArtistDetailDto>(`/store/artists/${encodeURIComponent(idOrHandle)}`, {
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getArtistQueryOptions(handle: string, context: CatalogueQueryContext) {
  return queryOptions({
    queryKey: artistKeys.detail(handle, context),
    queryFn: ({ signal }) => getArtist(handle, context, { signal }),
  });
}

export function useArtist(handle: string) {
  return useQuery(getArtistQueryOptions(handle, useCatalogueContext()));
}
