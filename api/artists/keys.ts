// Artist query keys: one root, the list by its wire parameters, each in a language and currency.
import { contextKey, type CatalogueQueryContext } from '../query-context';
import { artistListParams, type ArtistListParams } from './artist-list-params';

export const artistKeys = {
  all: () => ['artists'] as const,
  lists: () => [...artistKeys.all(), 'list'] as const,
  list: (params: ArtistListParams, context: CatalogueQueryContext) =>
    [...artistKeys.lists(), artistListParams(params), ...contextKey(context)] as const,
  detail: (handle: string, context: CatalogueQueryContext) =>
    [...artistKeys.all(), 'detail', handle, ...contextKey(context)] as const,
};
