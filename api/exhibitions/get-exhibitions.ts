// GET store/exhibition with filters: current, upcoming or past exhibitions.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExhibitionListDto, ExhibitionPeriod } from '@/schemas/exhibition-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { EXHIBITIONS_PAGE_SIZE, exhibitionKeys, type ExhibitionListParams } from './keys';

export function getExhibitions(
  params: ExhibitionListParams,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ExhibitionListDto> {
  return http.v3.get<ExhibitionListDto>('/store/exhibition', {
    params,
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getExhibitionsQueryOptions(
  params: ExhibitionListParams,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: exhibitionKeys.list(params, context),
    queryFn: ({ signal }) => getExhibitions(params, context, { signal }),
  });
}

/** One page (1-based) of current, upcoming or past exhibitions. */
export function useExhibitions({ status, page }: { status: ExhibitionPeriod; page: number }) {
  return useQuery({
    ...getExhibitionsQueryOptions(
      { status, limit: EXHIBITIONS_PAGE_SIZE, offset: (page - 1) * EXHIBITIONS_PAGE_SIZE },
      useCatalogueContext(),
    ),
    placeholderData: keepPreviousData,
  });
}
