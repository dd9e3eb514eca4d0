import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { ARTISTS_PAGE_SIZE, artistQueries, type ArtistListParams } from '@/api/artists';
import { useCatalogueContext } from './use-catalogue-context';

/** One page (1-based) of the artist index; the previous page stays on screen while the next loads. */
export function useArtists({
  page,
  ...filters
}: Omit<ArtistListParams, 'limit' | 'offset'> & { page: number }) {
  const context = useCatalogueContext();
  return useQuery({
    ...artistQueries.list(
      { ...filters, limit: ARTISTS_PAGE_SIZE, offset: (page - 1) * ARTISTS_PAGE_SIZE },
      context,
    ),
    placeholderData: keepPreviousData,
  });
}

export function useArtist(handle: string) {
  return useQuery(artistQueries.detail(handle, useCatalogueContext()));
}
