// POST /v3/admin/exhibitions/{id}/highlights.
import type { AdminHighlightDto } from '@/schemas/back-office-editorial-dto';
import { http } from '../../http';
import { quiet } from '../quiet';

export function addHighlight(exhibitionId: string, body: Record<string, unknown>) {
  return http.v3.post<AdminHighlightDto>(
    `/admin/exhibitions/${encodeURIComponent(exhibitionId)}/highlights`,
    body,
    quiet,
  );
}
