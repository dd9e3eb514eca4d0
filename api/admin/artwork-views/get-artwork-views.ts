// A work's views as the back office edits them (rules §4.71): GET /v3/admin/artworks/{id}/views
// for the catalogue, GET /v3/admin/partner/artworks/{id}/views for a partner (their own works).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArtworkViewsDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { getEditedArtworkQueryOptions, type ArtworkEditorScope } from '../get-edited-artwork';
import { quiet } from '../quiet';

export const artworkViewsPath = (scope: ArtworkEditorScope, artworkId: string) =>
  `${scope === 'partner' ? '/admin/partner/artworks' : '/admin/artworks'}/${encodeURIComponent(
    artworkId,
  )}/views`;

/** Under the edited artwork's key, so whatever refreshes the artwork refreshes its views. */
export const artworkViewsKey = (scope: ArtworkEditorScope, artworkId: string) =>
  [...getEditedArtworkQueryOptions(scope, artworkId).queryKey, 'views'] as const;

export function getArtworkViews(
  scope: ArtworkEditorScope,
  artworkId: string,
  { signal }: FetchOptions = {},
) {
  return http.v3.get<AdminArtworkViewsDto>(artworkViewsPath(scope, artworkId), {
    ...quiet,
    signal,
  });
}

export function getArtworkViewsQueryOptions(scope: ArtworkEditorScope, artworkId: string) {
  return queryOptions({
    queryKey: artworkViewsKey(scope, artworkId),
    queryFn: ({ signal }) => getArtworkViews(scope, artworkId, { signal }),
  });
}

export function useArtworkViews(scope: ArtworkEditorScope, artworkId: string) {
  return useQuery(getArtworkViewsQueryOptions(scope, artworkId));
}
