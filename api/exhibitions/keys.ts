// Exhibition query keys.
import type { ExhibitionPeriod } from '@/schemas/exhibition-dto';
import { contextKey, type CatalogueQueryContext } from '../query-context';

/** Six rows of three on the exhibition list. */
export const EXHIBITIONS_PAGE_SIZE = 18;

export interface ExhibitionListParams {
  status: ExhibitionPeriod;
  limit: number;
  offset: number;
}

export interface ExhibitionArtworksPage {
  limit: number;
  offset: number;
}

export const exhibitionKeys = {
  all: () => ['exhibitions'] as const,
  lists: () => [...exhibitionKeys.all(), 'list'] as const,
  list: (params: ExhibitionListParams, context: CatalogueQueryContext) =>
    [...exhibitionKeys.lists(), params, ...contextKey(context)] as const,
  artworks: (handle: string, page: ExhibitionArtworksPage, context: CatalogueQueryContext) =>
    [...exhibitionKeys.all(), 'artworks', handle, page, ...contextKey(context)] as const,
  detail: (handle: string, context: CatalogueQueryContext) =>
    [...exhibitionKeys.all(), 'detail', handle, ...contextKey(context)] as const,
};
