// GET /v3/admin/artists: the artists, by search.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArtistDto } from '@/schemas/back-office-dto';
import type { AdminListQuery } from '../keys';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminCatalogueKeys } from '../keys';
import { quiet } from '../quiet';

export function getAdminArtists(query: AdminListQuery, { signal }: FetchOptions = {}) {
  return http.v3.get<{ artists: AdminArtistDto[]; count: number }>('/admin/artists', {
    params: query,
    ...quiet,
    signal,
  });
}

export function getAdminArtistsQueryOptions(query: AdminListQuery) {
  return queryOptions({
    queryKey: adminCatalogueKeys.artists(query),
    queryFn: ({ signal }) => getAdminArtists(query, { signal }),
  });
}

export function useAdminArtists(query: AdminListQuery) {
  return useQuery(getAdminArtistsQueryOptions(query));
}
