// GET store/artwork/bid/status/{artworkId}: the buy button as the server decides it for the
// signed-in customer (their bids, their ownership, whether they sell it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidStatusDto } from '@/schemas/bid-dto';
import { artworkKeys } from '../artworks/keys';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { bidPath } from './keys';

export function getBidStatus(
  artworkId: string,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<BidStatusDto> {
  return http.v3.get<BidStatusDto>(`${bidPath}/status/${encodeURIComponent(artworkId)}`, {
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getBuyStateQueryOptions(artworkId: string, context: CatalogueQueryContext) {
  return queryOptions({
    queryKey: artworkKeys.buyState(artworkId, context),
    queryFn: ({ signal }) => getBidStatus(artworkId, context, { signal }),
  });
}

/** The customer's buy button; refetched with every artwork read (refreshArtworkReads). */
export function useBuyState(artworkId: string, options: { enabled: boolean }) {
  return useQuery({
    ...getBuyStateQueryOptions(artworkId, useCatalogueContext()),
    enabled: options.enabled,
  });
}
