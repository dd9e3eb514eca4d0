// GET store/institution with filters: the gallery index.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionListDto, InstitutionType } from '@/schemas/institution-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import {
  GALLERIES_PAGE_SIZE,
  institutionListParams,
  type InstitutionListParams,
} from './institution-list-params';
import { institutionKeys } from './keys';

export function getInstitutions(
  params: InstitutionListParams,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<InstitutionListDto> {
  return http.v3.get<InstitutionListDto>('/store/institution', {
    params: institutionListParams(params),
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getInstitutionsQueryOptions(
  params: InstitutionListParams,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: institutionKeys.list(params, context),
    queryFn: ({ signal }) => getInstitutions(params, context, { signal }),
  });
}

/** One page (1-based) of the gallery index, optionally of one type of space. */
export function useInstitutions({
  q,
  type,
  page,
}: {
  q: string;
  type: InstitutionType | '';
  page: number;
}) {
  return useQuery({
    ...getInstitutionsQueryOptions(
      { q, type, limit: GALLERIES_PAGE_SIZE, offset: (page - 1) * GALLERIES_PAGE_SIZE },
      useCatalogueContext(),
    ),
    placeholderData: keepPreviousData,
  });
}
