// GET /v3/admin/partner/artworks: the partner's works, by search and status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArtworkDto } from '@/schemas/back-office-dto';
import type { PartnerArtworkFilters } from '../keys';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { partnerKeys } from '../keys';
import { quiet } from '../quiet';

export function getPartnerArtworks(filters: PartnerArtworkFilters, { signal }: FetchOptions = {}) {
  return http.v3.get<{ artworks: AdminArtworkDto[]; count: number }>('/admin/partner/artworks', {
    params: filters,
    ...quiet,
    signal,
  });
}

export function getPartnerArtworksQueryOptions(filters: PartnerArtworkFilters) {
  return queryOptions({
    queryKey: partnerKeys.artworks(filters),
    queryFn: ({ signal }) => getPartnerArtworks(filters, { signal }),
  });
}

export function usePartnerArtworks(filters: PartnerArtworkFilters) {
  return useQuery(getPartnerArtworksQueryOptions(filters));
}
