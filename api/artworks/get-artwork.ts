// GET store/artwork/{handle}: the artwork page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { artworkKeys } from './keys';

export function getArtwork(
  handle: string,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ArtworkDetailDto> {
  return http.v3.get<ArtworkDetailDto>(`/store/artwork/${encodeURIComponent(handle)}`, {
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getArtworkQueryOptions(handle: string, context: CatalogueQueryContext) {
  return queryOptions({
    queryKey: artworkKeys.detail(handle, context),
    queryFn: ({ signal }) => getArtwork(handle, context, { signal }),
  });
}

/** The artwork page; after a currency switch the old prices stay until the new ones arrive. */
export function useArtwork(handle: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getArtworkQueryOptions(handle, useCatalogueContext()),
    placeholderData: (previous) => (previous?.handle === handle ? previous : undefined),
    enabled: options.enabled ?? true,
  });
}
