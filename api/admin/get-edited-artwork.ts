// The artwork the back office's artwork editor shows: GET /v3/admin/artworks/{id} for the
// catalogue, GET /v3/admin/partner/artworks/{id} for a partner (their own works only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArtworkDto } from '@/schemas/back-office-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { adminCatalogueKeys, partnerKeys } from './keys';
import { quiet } from './quiet';

export type ArtworkEditorScope = 'catalogue' | 'partner';

const artworkPath: Record<ArtworkEditorScope, string> = {
  catalogue: '/admin/artworks',
  partner: '/admin/partner/artworks',
};

export function getEditedArtwork(
  scope: ArtworkEditorScope,
  artworkId: string,
  { signal }: FetchOptions = {},
) {
  return http.v3.get<AdminArtworkDto>(`${artworkPath[scope]}/${encodeURIComponent(artworkId)}`, {
    ...quiet,
    signal,
  });
}

export function getEditedArtworkQueryOptions(scope: ArtworkEditorScope, artworkId: string) {
  return queryOptions({
    queryKey:
      scope === 'partner' ? partnerKeys.artwork(artworkId) : adminCatalogueKeys.artwork(artworkId),
    queryFn: ({ signal }) => getEditedArtwork(scope, artworkId, { signal }),
  });
}

/** The artwork being edited; nothing is asked for a new one (`artworkId` null). */
export function useEditedArtwork(scope: ArtworkEditorScope, artworkId: string | null) {
  return useQuery({
    ...getEditedArtworkQueryOptions(scope, artworkId ?? ''),
    enabled: artworkId !== null,
  });
}
