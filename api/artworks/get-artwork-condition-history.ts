// GET store/artwork/{id}/condition-history: the artwork page's condition report, exhibitions,
// literature, one edition's provenance and its certificate in short (rules §4.74–4.76). Asked for
// only when the section nears the screen, so the page's first load never waits for it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkConditionHistoryDto } from '@/schemas/artwork-condition';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { artworkKeys } from './keys';

export function getArtworkConditionHistory(
  artworkId: string,
  editionNumber: number | null,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ArtworkConditionHistoryDto> {
  return http.v3.get<ArtworkConditionHistoryDto>(
    `/store/artwork/${encodeURIComponent(artworkId)}/condition-history`,
    {
      params: editionNumber === null ? {} : { edition_number: editionNumber },
      headers: catalogueHeaders(context),
      signal,
    },
  );
}

/** Under the artwork root, so a change that refreshes every artwork read refreshes this too. */
export const conditionHistoryKey = (
  artworkId: string,
  editionNumber: number | null,
  context: CatalogueQueryContext,
) =>
  [...artworkKeys.all(), 'condition-history', artworkId, editionNumber, context.language] as const;

export function getArtworkConditionHistoryQueryOptions(
  artworkId: string,
  editionNumber: number | null,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: conditionHistoryKey(artworkId, editionNumber, context),
    queryFn: ({ signal }) =>
      getArtworkConditionHistory(artworkId, editionNumber, context, { signal }),
  });
}

/** `enabled`: once the section is near the screen. `editionNumber` null: the server's choice. */
export function useArtworkConditionHistory(
  artworkId: string,
  editionNumber: number | null,
  enabled: boolean,
) {
  return useQuery({
    ...getArtworkConditionHistoryQueryOptions(artworkId, editionNumber, useCatalogueContext()),
    enabled,
  });
}
