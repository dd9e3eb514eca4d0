// Institutions (galleries, museums, art spaces; SPEC §7 "GET store/institution with filters;
// GET store/institution/{id}"): fetchers and the query-key factory.
import { queryOptions } from '@tanstack/react-query';
import type {
  InstitutionDetailDto,
  InstitutionListDto,
  InstitutionType,
} from '@/schemas/institution-dto';
import type { CatalogueQueryContext } from './artists';
import { http } from './http';

/** The gallery index shows 18 a page: six rows of three. */
export const GALLERIES_PAGE_SIZE = 18;

export interface InstitutionListParams {
  q?: string;
  type?: InstitutionType | '';
  limit: number;
  offset: number;
}

export function institutionListParams({ q, type, limit, offset }: InstitutionListParams) {
  return { ...(q ? { q } : {}), ...(type ? { type } : {}), limit, offset };
}

const headers = ({ language, currency }: CatalogueQueryContext) => ({
  'Accept-Language': language,
  'x-currency': currency,
});

export function fetchInstitutions(params: InstitutionListParams, context: CatalogueQueryContext) {
  return http.v3.get<InstitutionListDto>('/store/institution', {
    params: institutionListParams(params),
    headers: headers(context),
  });
}

export function fetchInstitution(idOrHandle: string, context: CatalogueQueryContext) {
  return http.v3.get<InstitutionDetailDto>(`/store/institution/${encodeURIComponent(idOrHandle)}`, {
    headers: headers(context),
  });
}

const contextKey = ({ language, currency }: CatalogueQueryContext) => [language, currency] as const;

export const institutionQueries = {
  all: () => ['institutions'] as const,
  lists: () => [...institutionQueries.all(), 'list'] as const,
  list: (params: InstitutionListParams, context: CatalogueQueryContext) =>
    queryOptions({
      queryKey: [
        ...institutionQueries.lists(),
        institutionListParams(params),
        ...contextKey(context),
      ] as const,
      queryFn: () => fetchInstitutions(params, context),
    }),
  detail: (handle: string, context: CatalogueQueryContext) =>
    queryOptions({
      queryKey: [...institutionQueries.all(), 'detail', handle, ...contextKey(context)] as const,
      queryFn: () => fetchInstitution(handle, context),
    }),
};
