// Artwork query keys (rules §7 "Artwork"): one root, so every artwork query can be invalidated at
// once; every key but the count carries the language and the currency.
import type { QueryClient } from '@tanstack/react-query';
import type { ArtworkFiltersInput, ArtworkViewStatus } from '@/schemas/artwork-filters';
import type { EditionListQuery } from '@/schemas/artwork-filters';
import type { Language } from '@/schemas/dto';
import { contextKey, type CatalogueQueryContext } from '../query-context';
import { toQueryParams } from './query-params';

export const artworkKeys = {
  all: () => ['artworks'] as const,
  lists: () => [...artworkKeys.all(), 'list'] as const,
  list: (filters: ArtworkFiltersInput, context: CatalogueQueryContext) =>
    [...artworkKeys.lists(), toQueryParams(filters), ...contextKey(context)] as const,
  detail: (handle: string, context: CatalogueQueryContext) =>
    [...artworkKeys.all(), 'detail', handle, ...contextKey(context)] as const,
  editions: (artworkId: string, query: Partial<EditionListQuery>, context: CatalogueQueryContext) =>
    [
      ...artworkKeys.all(),
      'editions',
      artworkId,
      toQueryParams(query),
      ...contextKey(context),
    ] as const,
  count: (viewStatus: ArtworkViewStatus, language: Language) =>
    [...artworkKeys.all(), 'count', viewStatus, language] as const,
  recommend: (artworkId: string, limit: number, context: CatalogueQueryContext) =>
    [...artworkKeys.all(), 'recommend', artworkId, limit, ...contextKey(context)] as const,
  featured: (limit: number, context: CatalogueQueryContext) =>
    [...artworkKeys.all(), 'featured', limit, ...contextKey(context)] as const,
  /** The buy button as the server decides it for the signed-in customer (bid/status). */
  buyState: (artworkId: string, context: CatalogueQueryContext) =>
    [...artworkKeys.all(), 'buy-state', artworkId, ...contextKey(context)] as const,
};

/**
 * After the customer's own purchase, offer, cancellation or resale: every artwork read (pages,
 * lists, cards, counts, their buy button) is read again, so no screen offers what just changed.
 */
export function refreshArtworkReads(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: artworkKeys.all() });
}
