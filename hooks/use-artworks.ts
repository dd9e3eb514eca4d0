// Query hooks for artworks, in the visitor's language and currency (api/artwork.ts).
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { artworkQueries, type ArtworkQueryContext } from '@/api/artwork';
import type { ArtworkFiltersInput, ArtworkViewStatus } from '@/schemas/artwork-filters';
import { useCurrency, useLanguage } from './use-preferences';

export function useArtworkQueryContext(): ArtworkQueryContext {
  return { language: useLanguage(), currency: useCurrency() };
}

/** The marketplace list; the previous page stays on screen while the next one loads. */
export function useArtworkList(filters: ArtworkFiltersInput, options: { enabled?: boolean } = {}) {
  const context = useArtworkQueryContext();
  return useQuery({
    ...artworkQueries.list(filters, context),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useArtworkCount(viewStatus: ArtworkViewStatus) {
  return useQuery(artworkQueries.count(viewStatus, useLanguage()));
}

/** The artwork page; after a currency switch the old prices stay until the new ones arrive. */
export function useArtwork(handle: string) {
  return useQuery({
    ...artworkQueries.detail(handle, useArtworkQueryContext()),
    placeholderData: (previous) => (previous?.handle === handle ? previous : undefined),
  });
}

/** Other works by the artist of an artwork (the artwork itself left out). */
export function artistArtworksFilters(artistId: string, artworkId: string): ArtworkFiltersInput {
  return { artist_id: artistId, exclude_id: artworkId, view_status: 'all', limit: 8 };
}

export function useArtistArtworks(artistId: string | undefined, artworkId: string | undefined) {
  const context = useArtworkQueryContext();
  return useQuery({
    ...artworkQueries.list(artistArtworksFilters(artistId ?? '', artworkId ?? ''), context),
    enabled: Boolean(artistId && artworkId),
  });
}

/** Asked for generously: the page leaves out the artist's own works (they have their own row). */
export const RECOMMENDED_LIMIT = 24;

export function useRecommendedArtworks(artworkId: string | undefined, enabled = true) {
  const context = useArtworkQueryContext();
  return useQuery({
    ...artworkQueries.recommend(artworkId ?? '', RECOMMENDED_LIMIT, context),
    enabled: Boolean(artworkId) && enabled,
  });
}

export const EDITIONS_PAGE_SIZE = 10;

export function useArtworkEditions(artworkId: string, limit: number, enabled = true) {
  const context = useArtworkQueryContext();
  return useQuery({
    ...artworkQueries.editions(artworkId, { limit, offset: 0 }, context),
    placeholderData: keepPreviousData,
    enabled,
  });
}
