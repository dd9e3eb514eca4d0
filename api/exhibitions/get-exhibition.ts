// GET store/exhibition/{handle}{suffix}: an exhibition, a viewing room or the fair.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { exhibitionKeys } from './keys';

export function getExhibition(
  handle: string,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ExhibitionDetailDto> {
  return http.v3.get<ExhibitionDetailDto>(`/store/exhibition/${encodeURIComponent(handle)}`, {
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getExhibitionQueryOptions(handle: string, context: CatalogueQueryContext) {
  return queryOptions({
    queryKey: exhibitionKeys.detail(handle, context),
    queryFn: ({ signal }) => getExhibition(handle, context, { signal }),
  });
}

export function useExhibition(handle: string) {
  return useQuery(getExhibitionQueryOptions(handle, useCatalogueContext()));
}
