// POST /v3/admin/artworks, or PUT /v3/admin/artworks/{id}.
import { useMutation } from '@tanstack/react-query';
import type { AdminArtworkDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';
import { adminCatalogueKeys } from '../keys';

export function saveArtwork(artworkId: string | null, body: Record<string, unknown>) {
  return artworkId
    ? http.v3.put<AdminArtworkDto>(`/admin/artworks/${encodeURIComponent(artworkId)}`, body, quiet)
    : http.v3.post<AdminArtworkDto>('/admin/artworks', body, quiet);
}

/** Saves an artwork; the catalogue screens are read again. */
export function useSaveArtworkMutation() {
  return useMutation({
    mutationFn: ({
      artworkId,
      body,
    }: {
      artworkId: string | null;
      body: Record<string, unknown>;
    }) => saveArtwork(artworkId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminCatalogueKeys.all() }),
  });
}
