// The AI search (SPEC §7 `POST api/v1/search` under /ai): one page of results with what the
// query was understood as. q is sent only within the length limits (SPEC §5); the key carries
// the language and currency, which change the labels and the prices.
import { queryOptions } from '@tanstack/react-query';
import { searchQueryToSend, type AiSearchResultDto } from '@/schemas/ai-search';
import type { ArtworkQueryContext } from './artwork';
import { http } from './http';

export function fetchAiSearch(
  q: string | undefined,
  page: { limit: number; offset: number },
  { language, currency }: ArtworkQueryContext,
): Promise<AiSearchResultDto> {
  const sent = searchQueryToSend(q);
  return http.ai.post<AiSearchResultDto>(
    '/api/v1/search',
    { ...(sent ? { q: sent } : {}), limit: page.limit, offset: page.offset },
    { headers: { 'Accept-Language': language, 'x-currency': currency } },
  );
}

export const aiSearchQueries = {
  all: () => ['ai-search'] as const,
  page: (q: string | undefined, limit: number, offset: number, context: ArtworkQueryContext) =>
    queryOptions({
      queryKey: [
        ...aiSearchQueries.all(),
        searchQueryToSend(q) ?? '',
        limit,
        offset,
        context.language,
        context.currency,
      ] as const,
      queryFn: () => fetchAiSearch(q, { limit, offset }, context),
    }),
};
