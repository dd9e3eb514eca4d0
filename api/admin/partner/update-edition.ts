// PUT /v3/admin/partner/editions/{id}: an edition of the partner's work, its status or price.
import type { AdminEditionDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';

export function updatePartnerEdition(
  editionId: string,
  body: { status?: string; price?: number | null },
) {
  return http.v3.put<AdminEditionDto>(
    `/admin/partner/editions/${encodeURIComponent(editionId)}`,
    body,
    quiet,
  );
}
