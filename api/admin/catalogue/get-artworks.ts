// GET /v3/admin/artworks: the artworks, by search.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArtworkDto } from '@/schemas/back-office-dto';
import type { AdminListQuery } from '../keys';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminCatalogueKeys } from '../keys';
import { quiet } from '../quiet';

export function getAdminArtworks(query: AdminListQuery, { signal }: FetchOptions = {}) {
  return http.v3.get<{ artworks: AdminArtworkDto[]; count: number }>('/admin/artworks', {
    params: query,
    ...quiet,
    signal,
  });
}

export function getAdminArtworksQueryOptions(query: AdminListQuery) {
  return queryOptions({
    queryKey: adminCatalogueKeys.artworks(query),
    queryFn: ({ signal }) => getAdminArtworks(query, { signal }),
  });
}

export function useAdminArtworks(query: AdminListQuery) {
  return useQuery(getAdminArtworksQueryOptions(query));
}
