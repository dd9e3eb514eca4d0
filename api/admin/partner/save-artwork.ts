// POST /v3/admin/partner/artworks, or PUT /v3/admin/partner/artworks/{id}.
import { useMutation } from '@tanstack/react-query';
import type { AdminArtworkDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';
import { partnerKeys } from '../keys';

export function savePartnerArtwork(artworkId: string | null, body: Record<string, unknown>) {
  return artworkId
    ? http.v3.put<AdminArtworkDto>(
        `/admin/partner/artworks/${encodeURIComponent(artworkId)}`,
        body,
        quiet,
      )
    : http.v3.post<AdminArtworkDto>('/admin/partner/artworks', body, quiet);
}

/** Saves the partner's artwork; the partner portal is read again. */
export function useSavePartnerArtworkMutation() {
  return useMutation({
    mutationFn: ({
      artworkId,
      body,
    }: {
      artworkId: string | null;
      body: Record<string, unknown>;
    }) => savePartnerArtwork(artworkId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: partnerKeys.all() }),
  });
}
