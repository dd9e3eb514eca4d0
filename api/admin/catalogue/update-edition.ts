// PUT /v3/admin/editions/{id}: an edition's status or price.
import type { AdminEditionDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';

export function updateEdition(editionId: string, body: { status?: string; price?: number | null }) {
  return http.v3.put<AdminEditionDto>(
    `/admin/editions/${encodeURIComponent(editionId)}`,
    body,
    quiet,
  );
}
