// POST /v3/admin/exhibitions/{id}/highlights.
import { useMutation } from '@tanstack/react-query';
import type { AdminHighlightDto } from '@/schemas/back-office-editorial-dto';
import { http } from '../../http';
import { quiet } from '../quiet';
import { adminEditorialKeys } from '../keys';

export function addHighlight(exhibitionId: string, body: Record<string, unknown>) {
  return http.v3.post<AdminHighlightDto>(
    `/admin/exhibitions/${encodeURIComponent(exhibitionId)}/highlights`,
    body,
    quiet,
  );
}

/** Adds a highlight to an exhibition; the editorial screens are read again. */
export function useAddHighlightMutation() {
  return useMutation({
    mutationFn: ({ exhibitionId, body }: { exhibitionId: string; body: Record<string, unknown> }) =>
      addHighlight(exhibitionId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminEditorialKeys.all() }),
  });
}
