// GET store/institution/{id or handle}: the gallery page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionDetailDto } from '@/schemas/institution-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { institutionKeys } from './keys';

export function getInstitution(
  idOrHandle: string,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<InstitutionDetailDto> {
  return http.v3.get<InstitutionDetailDto>(`/store/institution/${encodeURIComponent(idOrHandle)}`, {
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getInstitutionQueryOptions(handle: string, context: CatalogueQueryContext) {
  return queryOptions({
    queryKey: institutionKeys.detail(handle, context),
    queryFn: ({ signal }) => getInstitution(handle, context, { signal }),
  });
}

export function useInstitution(handle: string) {
  return useQuery(getInstitutionQueryOptions(handle, useCatalogueContext()));
}
