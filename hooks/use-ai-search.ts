// One page of AI search results, in the visitor's language and currency (api/ai-search.ts).
import { aiSearchQueries } from '@/api/ai-search';
import { useQuery } from '@tanstack/react-query';
import { useArtworkQueryContext } from './use-artworks';

export function useAiSearchPage(q: string | undefined, limit: number, offset: number) {
  return useQuery(aiSearchQueries.page(q, limit, offset, useArtworkQueryContext()));
}
