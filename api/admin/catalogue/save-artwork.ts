// POST /v3/admin/artworks, or PUT /v3/admin/artworks/{id}.
import type { AdminArtworkDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';

export function saveArtwork(artworkId: string | null, body: Record<string, unknown>) {
  return artworkId
    ? http.v3.put<AdminArtworkDto>(`/admin/artworks/${encodeURIComponent(artworkId)}`, body, quiet)
    : http.v3.post<AdminArtworkDto>('/admin/artworks', body, quiet);
}
