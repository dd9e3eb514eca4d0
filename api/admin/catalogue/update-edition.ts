// PUT /v3/admin/editions/{id}: an edition's status or price.
import { useMutation } from '@tanstack/react-query';
import type { AdminEditionDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { quiet } from '../quiet';
import { adminCatalogueKeys } from '../keys';

export function updateEdition(editionId: string, body: { status?: string; price?: number | null }) {
  return http.v3.put<AdminEditionDto>(
    `/admin/editions/${encodeURIComponent(editionId)}`,
    body,
    quiet,
  );
}

/** Changes an edition; the catalogue screens (the artwork too) are read again. */
export function useUpdateEditionMutation() {
  return useMutation({
    mutationFn: ({
      editionId,
      body,
    }: {
      editionId: string;
      body: { status?: string; price?: number | null };
    }) => updateEdition(editionId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminCatalogueKeys.all() }),
  });
}
