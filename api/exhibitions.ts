// Exhibitions (SPEC §7 "GET store/exhibition with filters; GET store/exhibition/{handle}{suffix};
// GET store/exhibition-highlight/{id}") and the fair: fetchers and the query-key factory.
import { queryOptions } from '@tanstack/react-query';
import type {
  ExhibitionArtworkListDto,
  ExhibitionDetailDto,
  ExhibitionListDto,
  ExhibitionPeriod,
} from '@/schemas/exhibition-dto';
import type { CatalogueQueryContext } from './artists';
import { http } from './http';

/** Six rows of three on the exhibition list. */
export const EXHIBITIONS_PAGE_SIZE = 18;

export interface ExhibitionListParams {
  status: ExhibitionPeriod;
  limit: number;
  offset: number;
}

const headers = ({ language, currency }: CatalogueQueryContext) => ({
  'Accept-Language': language,
  'x-currency': currency,
});

export function fetchExhibitions(params: ExhibitionListParams, context: CatalogueQueryContext) {
  return http.v3.get<ExhibitionListDto>('/store/exhibition', {
    params,
    headers: headers(context),
  });
}

export function fetchExhibition(handle: string, context: CatalogueQueryContext) {
  return http.v3.get<ExhibitionDetailDto>(`/store/exhibition/${encodeURIComponent(handle)}`, {
    headers: headers(context),
  });
}

/** GET store/exhibition/{handle}/artworks: the show's works in its order, a page at a time. */
export function fetchExhibitionArtworks(
  handle: string,
  page: { limit: number; offset: number },
  context: CatalogueQueryContext,
) {
  return http.v3.get<ExhibitionArtworkListDto>(
    `/store/exhibition/${encodeURIComponent(handle)}/artworks`,
    { params: page, headers: headers(context) },
  );
}

const contextKey = ({ language, currency }: CatalogueQueryContext) => [language, currency] as const;

export const exhibitionQueries = {
  all: () => ['exhibitions'] as const,
  lists: () => [...exhibitionQueries.all(), 'list'] as const,
  list: (params: ExhibitionListParams, context: CatalogueQueryContext) =>
    queryOptions({
      queryKey: [...exhibitionQueries.lists(), params, ...contextKey(context)] as const,
      queryFn: () => fetchExhibitions(params, context),
    }),
  artworks: (
    handle: string,
    page: { limit: number; offset: number },
    context: CatalogueQueryContext,
  ) =>
    queryOptions({
      queryKey: [
        ...exhibitionQueries.all(),
        'artworks',
        handle,
        page,
        ...contextKey(context),
      ] as const,
      queryFn: () => fetchExhibitionArtworks(handle, page, context),
    }),
  detail: (handle: string, context: CatalogueQueryContext) =>
    queryOptions({
      queryKey: [...exhibitionQueries.all(), 'detail', handle, ...contextKey(context)] as const,
      queryFn: () => fetchExhibition(handle, context),
    }),
};
