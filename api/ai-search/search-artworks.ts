// The AI search (rules §7 `POST api/v1/search` under /ai): one page of results with what the
// query was understood as. q is sent only within the length limits (rules §5); the key carries
// the language and currency, which change the labels and the prices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchQueryToSend, type AiSearchResultDto } from '@/schemas/ai-search';
import { http } from '../http';
import {
  catalogueHeaders,
  contextKey,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';

export const aiSearchKeys = {
  all: () => ['ai-search'] as const,
  page: (q: string | undefined, limit: number, offset: number, context: CatalogueQueryContext) =>
    [
      ...aiSearchKeys.all(),
      searchQueryToSend(q) ?? '',
      limit,
      offset,
      ...contextKey(context),
    ] as const,
};

export function searchArtworks(
  q: string | undefined,
  page: { limit: number; offset: number },
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<AiSearchResultDto> {
  const sent = searchQueryToSend(q);
  return http.ai.post<AiSearchResultDto>(
    '/api/v1/search',
    { ...(sent ? { q: sent } : {}), limit: page.limit, offset: page.offset },
    { headers: catalogueHeaders(context), signal },
  );
}

export function searchArtworksQueryOptions(
  q: string | undefined,
  limit: number,
  offset: number,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: aiSearchKeys.page(q, limit, offset, context),
    queryFn: ({ signal }) => searchArtworks(q, { limit, offset }, context, { signal }),
  });
}

/** One page of AI search results, in the visitor's language and currency. */
export function useAiSearchPage(q: string | undefined, limit: number, offset: number) {
  return useQuery(searchArtworksQueryOptions(q, limit, offset, useCatalogueContext()));
}
