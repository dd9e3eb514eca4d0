// GET /v3/admin/exhibitions/{id}: the whole exhibition (its works and highlights) for its form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExhibitionDto } from '@/schemas/back-office-editorial-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminEditorialKeys } from '../keys';
import { quiet } from '../quiet';

export function getAdminExhibition(exhibitionId: string, { signal }: FetchOptions = {}) {
  return http.v3.get<AdminExhibitionDto>(`/admin/exhibitions/${encodeURIComponent(exhibitionId)}`, {
    ...quiet,
    signal,
  });
}

export function getAdminExhibitionQueryOptions(exhibitionId: string) {
  return queryOptions({
    queryKey: adminEditorialKeys.exhibition(exhibitionId),
    queryFn: ({ signal }) => getAdminExhibition(exhibitionId, { signal }),
  });
}

export function useAdminExhibition(
  exhibitionId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getAdminExhibitionQueryOptions(exhibitionId), enabled });
}
