// Artists (SPEC §7 "GET store/artists with filters; GET store/artists/{id}"): fetchers and the
// query-key factory shared by the pages' server-side prefetch and the browser.
import { queryOptions } from '@tanstack/react-query';
import type { ArtistDetailDto, ArtistListDto } from '@/schemas/artist-dto';
import type { CatalogueOrder } from '@/schemas/catalogue-filters';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';
import { http } from './http';

/** SPEC §9 page sizes: the artist index shows 20 a page. */
export const ARTISTS_PAGE_SIZE = 20;

export interface ArtistListParams {
  q?: string;
  /** A–Z by default. */
  order?: CatalogueOrder;
  /** Only artists with a work for sale now. */
  onSale?: boolean;
  limit: number;
  offset: number;
}

export interface CatalogueQueryContext {
  language: Language;
  currency: CurrencyCode;
}

const headers = ({ language, currency }: CatalogueQueryContext) => ({
  'Accept-Language': language,
  'x-currency': currency,
});

/** Wire parameters without empty values or defaults, so equal lists share one cache entry. */
export function artistListParams({ q, order, onSale, limit, offset }: ArtistListParams) {
  return {
    ...(q ? { q } : {}),
    ...(order && order !== 'name' ? { order } : {}),
    ...(onSale ? { on_sale: true } : {}),
    limit,
    offset,
  };
}

export function fetchArtists(
  params: ArtistListParams,
  context: CatalogueQueryContext,
): Promise<ArtistListDto> {
  return http.v3.get<ArtistListDto>('/store/artists', {
    params: artistListParams(params),
    headers: headers(context),
  });
}

export function fetchArtist(idOrHandle: string, context: CatalogueQueryContext) {
  return http.v3.get<ArtistDetailDto>(`/store/artists/${encodeURIComponent(idOrHandle)}`, {
    headers: headers(context),
  });
}

const contextKey = ({ language, currency }: CatalogueQueryContext) => [language, currency] as const;

export const artistQueries = {
  all: () => ['artists'] as const,
  lists: () => [...artistQueries.all(), 'list'] as const,
  list: (params: ArtistListParams, context: CatalogueQueryContext) =>
    queryOptions({
      queryKey: [
        ...artistQueries.lists(),
        artistListParams(params),
        ...contextKey(context),
      ] as const,
      queryFn: () => fetchArtists(params, context),
    }),
  detail: (handle: string, context: CatalogueQueryContext) =>
    queryOptions({
      queryKey: [...artistQueries.all(), 'detail', handle, ...contextKey(context)] as const,
      queryFn: () => fetchArtist(handle, context),
    }),
};
