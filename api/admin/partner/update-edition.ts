// PUT /v3/admin/partner/editions/{id}: an edition of the partner's work, its status or price.
import { useMutation } from '@tanstack/react-query';
import type { AdminEditionDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';
import { partnerKeys } from '../keys';

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

/** Changes the partner's edition; the partner portal is read again. */
export function useUpdatePartnerEditionMutation() {
  return useMutation({
    mutationFn: ({
      editionId,
      body,
    }: {
      editionId: string;
      body: { status?: string; price?: number | null };
    }) => updatePartnerEdition(editionId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: partnerKeys.all() }),
  });
}
