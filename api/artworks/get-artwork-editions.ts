// GET store/artwork/{id}/editions: the editions table on the artwork page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EditionListDto } from '@/schemas/artwork-dto';
import type { EditionListQuery } from '@/schemas/artwork-filters';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { artworkKeys } from './keys';
import { toQueryParams } from './query-params';

export const EDITIONS_PAGE_SIZE = 10;

export function getArtworkEditions(
  artworkId: string,
  query: Partial<EditionListQuery>,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<EditionListDto> {
  return http.v3.get<EditionListDto>(`/store/artwork/${encodeURIComponent(artworkId)}/editions`, {
    params: toQueryParams(query),
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getArtworkEditionsQueryOptions(
  artworkId: string,
  query: Partial<EditionListQuery>,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: artworkKeys.editions(artworkId, query, context),
    queryFn: ({ signal }) => getArtworkEditions(artworkId, query, context, { signal }),
  });
}

export function useArtworkEditions(artworkId: string, limit: number, enabled = true) {
  return useQuery({
    ...getArtworkEditionsQueryOptions(artworkId, { limit, offset: 0 }, useCatalogueContext()),
    placeholderData: keepPreviousData,
    enabled,
  });
}
