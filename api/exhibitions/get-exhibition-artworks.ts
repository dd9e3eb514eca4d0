// GET store/exhibition/{handle}/artworks: the show's works in its order, a page at a time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExhibitionArtworkListDto } from '@/schemas/exhibition-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { exhibitionKeys, type ExhibitionArtworksPage } from './keys';

export function getExhibitionArtworks(
  handle: string,
  page: ExhibitionArtworksPage,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ExhibitionArtworkListDto> {
  return http.v3.get<ExhibitionArtworkListDto>(
    `/store/exhibition/${encodeURIComponent(handle)}/artworks`,
    { params: page, headers: catalogueHeaders(context), signal },
  );
}

export function getExhibitionArtworksQueryOptions(
  handle: string,
  page: ExhibitionArtworksPage,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: exhibitionKeys.artworks(handle, page, context),
    queryFn: ({ signal }) => getExhibitionArtworks(handle, page, context, { signal }),
  });
}

export function useExhibitionArtworks(
  handle: string,
  page: ExhibitionArtworksPage,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getExhibitionArtworksQueryOptions(handle, page, useCatalogueContext()),
    enabled,
  });
}
