// POST /v3/admin/artists, or PUT /v3/admin/artists/{id}; the catalogue is refetched after it.
import { useMutation } from '@tanstack/react-query';
import type { AdminArtistDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';
import { adminCatalogueKeys } from '../keys';

export function saveArtist(artistId: string | null, body: Record<string, unknown>) {
  return artistId
    ? http.v3.put<AdminArtistDto>(`/admin/artists/${encodeURIComponent(artistId)}`, body, quiet)
    : http.v3.post<AdminArtistDto>('/admin/artists', body, quiet);
}

/** Saves an artist; the catalogue screens are read again. */
export function useSaveArtistMutation() {
  return useMutation({
    mutationFn: ({ artistId, body }: { artistId: string | null; body: Record<string, unknown> }) =>
      saveArtist(artistId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminCatalogueKeys.all() }),
  });
}
