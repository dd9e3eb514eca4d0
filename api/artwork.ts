// Artworks (SPEC §7 "Artwork"): the marketplace list, the artwork page, editions, the count per
// category, recommendations. Every key carries the language (text is localised on the server)
// and the currency (prices are converted on the server), so a preference change never shows a
// cached answer in the old language or currency.
import { queryOptions } from '@tanstack/react-query';
import type {
  ArtworkCountDto,
  ArtworkDetailDto,
  ArtworkEditionsSummaryDto,
  ArtworkListDto,
  ArtworkSummaryListDto,
  EditionListDto,
} from '@/schemas/artwork-dto';
import type {
  ArtworkFiltersInput,
  ArtworkViewStatus,
  EditionListQuery,
} from '@/schemas/artwork-filters';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';
import { http } from './http';

/** Who is asking: the answer's language and currency. */
export interface ArtworkQueryContext {
  language: Language;
  currency: CurrencyCode;
}

type QueryParams = Record<string, string | number>;

/** Wire form of filters: no empty values, lists comma-separated (`purchase_statuses`). */
export function toQueryParams(input: object): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(input) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',');
    } else if (typeof value === 'number' || typeof value === 'string') {
      params[key] = value;
    } else if (typeof value === 'boolean') {
      params[key] = String(value);
    }
  }
  return params;
}

function headers({ language, currency }: ArtworkQueryContext) {
  return { 'Accept-Language': language, 'x-currency': currency };
}

const path = (segment: string) => encodeURIComponent(segment);

export function fetchArtworks(
  filters: ArtworkFiltersInput,
  context: ArtworkQueryContext,
): Promise<ArtworkListDto> {
  return http.v3.get<ArtworkListDto>('/store/artwork', {
    params: toQueryParams(filters),
    headers: headers(context),
  });
}

export function fetchArtwork(
  handle: string,
  context: ArtworkQueryContext,
): Promise<ArtworkDetailDto> {
  return http.v3.get<ArtworkDetailDto>(`/store/artwork/${path(handle)}`, {
    headers: headers(context),
  });
}

export function fetchArtworkEditions(
  artworkId: string,
  query: Partial<EditionListQuery>,
  context: ArtworkQueryContext,
): Promise<EditionListDto> {
  return http.v3.get<EditionListDto>(`/store/artwork/${path(artworkId)}/editions`, {
    params: toQueryParams(query),
    headers: headers(context),
  });
}

export function fetchArtworkEditionSummary(
  artworkId: string,
  context: ArtworkQueryContext,
): Promise<ArtworkEditionsSummaryDto> {
  return http.v3.get<ArtworkEditionsSummaryDto>(`/store/artwork/${path(artworkId)}/edition`, {
    headers: headers(context),
  });
}

export function fetchArtworkCount(
  viewStatus: ArtworkViewStatus,
  language: Language,
): Promise<ArtworkCountDto> {
  return http.v3.get<ArtworkCountDto>('/store/artwork-count', {
    params: { view_status: viewStatus },
    headers: { 'Accept-Language': language },
  });
}

export function fetchRecommendedArtworks(
  artworkId: string,
  limit: number,
  context: ArtworkQueryContext,
): Promise<ArtworkSummaryListDto> {
  return http.v3.get<ArtworkSummaryListDto>('/store/app/recommend/artwork', {
    params: { artwork_id: artworkId, limit },
    headers: headers(context),
  });
}

export function fetchFeaturedArtworks(
  limit: number,
  context: ArtworkQueryContext,
): Promise<ArtworkSummaryListDto> {
  return http.v3.get<ArtworkSummaryListDto>('/store/featured-artwork', {
    params: { limit },
    headers: headers(context),
  });
}

const contextKey = ({ language, currency }: ArtworkQueryContext) => [language, currency] as const;

export const artworkQueries = {
  all: () => ['artworks'] as const,
  lists: () => [...artworkQueries.all(), 'list'] as const,
  list: (filters: ArtworkFiltersInput, context: ArtworkQueryContext) =>
    queryOptions({
      queryKey: [
        ...artworkQueries.lists(),
        toQueryParams(filters),
        ...contextKey(context),
      ] as const,
      queryFn: () => fetchArtworks(filters, context),
    }),
  detail: (handle: string, context: ArtworkQueryContext) =>
    queryOptions({
      queryKey: [...artworkQueries.all(), 'detail', handle, ...contextKey(context)] as const,
      queryFn: () => fetchArtwork(handle, context),
    }),
  editions: (artworkId: string, query: Partial<EditionListQuery>, context: ArtworkQueryContext) =>
    queryOptions({
      queryKey: [
        ...artworkQueries.all(),
        'editions',
        artworkId,
        toQueryParams(query),
        ...contextKey(context),
      ] as const,
      queryFn: () => fetchArtworkEditions(artworkId, query, context),
    }),
  editionSummary: (artworkId: string, context: ArtworkQueryContext) =>
    queryOptions({
      queryKey: [...artworkQueries.all(), 'edition', artworkId, ...contextKey(context)] as const,
      queryFn: () => fetchArtworkEditionSummary(artworkId, context),
    }),
  /** Categories with their counts in a tab; counts change slowly, so kept fresh a minute. */
  count: (viewStatus: ArtworkViewStatus, language: Language) =>
    queryOptions({
      queryKey: [...artworkQueries.all(), 'count', viewStatus, language] as const,
      queryFn: () => fetchArtworkCount(viewStatus, language),
      staleTime: 60_000,
      gcTime: 5 * 60_000,
    }),
  recommend: (artworkId: string, limit: number, context: ArtworkQueryContext) =>
    queryOptions({
      queryKey: [
        ...artworkQueries.all(),
        'recommend',
        artworkId,
        limit,
        ...contextKey(context),
      ] as const,
      queryFn: () => fetchRecommendedArtworks(artworkId, limit, context),
    }),
  featured: (limit: number, context: ArtworkQueryContext) =>
    queryOptions({
      queryKey: [...artworkQueries.all(), 'featured', limit, ...contextKey(context)] as const,
      queryFn: () => fetchFeaturedArtworks(limit, context),
    }),
};
