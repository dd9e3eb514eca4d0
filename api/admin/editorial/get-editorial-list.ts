// GET /v3/admin/{kind}: a list of one kind of editorial object (galleries, categories,
// exhibitions, fairs, banners, FAQ, contents).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminEditorialKeys } from '../keys';
import { quiet } from '../quiet';
import type { EditorialKind, EditorialListQuery, EditorialLists } from './editorial-kinds';

export function getEditorialList<K extends EditorialKind>(
  kind: K,
  query: EditorialListQuery,
  { signal }: FetchOptions = {},
) {
  return http.v3.get<EditorialLists[K]>(`/admin/${kind}`, { params: query, ...quiet, signal });
}

export function getEditorialListQueryOptions<K extends EditorialKind>(
  kind: K,
  query: EditorialListQuery,
) {
  return queryOptions({
    queryKey: adminEditorialKeys.list(kind, query),
    queryFn: ({ signal }) => getEditorialList(kind, query, { signal }),
  });
}

export function useEditorialList<K extends EditorialKind>(
  kind: K,
  query: EditorialListQuery,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getEditorialListQueryOptions(kind, query), enabled });
}
