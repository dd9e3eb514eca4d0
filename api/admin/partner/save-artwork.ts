// POST /v3/admin/partner/artworks, or PUT /v3/admin/partner/artworks/{id}.
import type { AdminArtworkDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';

export function savePartnerArtwork(artworkId: string | null, body: Record<string, unknown>) {
  return artworkId
    ? http.v3.put<AdminArtworkDto>(
        `/admin/partner/artworks/${encodeURIComponent(artworkId)}`,
        body,
        quiet,
      )
    : http.v3.post<AdminArtworkDto>('/admin/partner/artworks', body, quiet);
}
