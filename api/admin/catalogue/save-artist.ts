// POST /v3/admin/artists, or PUT /v3/admin/artists/{id} (saved through useAdminSave, which
// refetches adminCatalogueKeys.all()).
import type { AdminArtistDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';

export function saveArtist(artistId: string | null, body: Record<string, unknown>) {
  return artistId
    ? http.v3.put<AdminArtistDto>(`/admin/artists/${encodeURIComponent(artistId)}`, body, quiet)
    : http.v3.post<AdminArtistDto>('/admin/artists', body, quiet);
}
