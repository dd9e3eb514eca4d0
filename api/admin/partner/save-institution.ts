// PUT /v3/admin/partner/institutions/{id}: a partner gallery's profile.
import { useMutation } from '@tanstack/react-query';
import type { PartnerInstitutionDto } from '@/schemas/back-office-partner';
import { http } from '../../http';
import { quiet } from '../quiet';
import { partnerKeys } from '../keys';

export function savePartnerInstitution(institutionId: string, body: Record<string, unknown>) {
  return http.v3.put<PartnerInstitutionDto>(
    `/admin/partner/institutions/${encodeURIComponent(institutionId)}`,
    body,
    quiet,
  );
}

/** Saves the partner's gallery; the partner portal is read again. */
export function useSavePartnerInstitutionMutation() {
  return useMutation({
    mutationFn: ({
      institutionId,
      body,
    }: {
      institutionId: string;
      body: Record<string, unknown>;
    }) => savePartnerInstitution(institutionId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: partnerKeys.all() }),
  });
}
