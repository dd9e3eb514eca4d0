// GET store/fair/{id}: the art fair page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FairDetailDto } from '@/schemas/editorial-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { editorialKeys } from './keys';

export function getFair(
  id: string,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<FairDetailDto> {
  return http.v3.get<FairDetailDto>(`/store/fair/${encodeURIComponent(id)}`, {
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getFairQueryOptions(id: string, context: CatalogueQueryContext) {
  return queryOptions({
    queryKey: editorialKeys.fair(id, context),
    queryFn: ({ signal }) => getFair(id, context, { signal }),
  });
}

export function useFair(id: string) {
  return useQuery(getFairQueryOptions(id, useCatalogueContext()));
}
