// PUT /v3/admin/partner/institutions/{id}: a partner gallery's profile.
import type { PartnerInstitutionDto } from '@/schemas/back-office-partner';
import { http } from '../../http';
import { quiet } from '../quiet';

export function savePartnerInstitution(institutionId: string, body: Record<string, unknown>) {
  return http.v3.put<PartnerInstitutionDto>(
    `/admin/partner/institutions/${encodeURIComponent(institutionId)}`,
    body,
    quiet,
  );
}
