// POST /v3/admin/{kind} (no id) or PUT /v3/admin/{kind}/{id}: creates or changes one object of
// a kind (saved through useAdminSave, which refetches adminEditorialKeys.all()).
import { http } from '../../http';
import { quiet } from '../quiet';
import type { EditorialKind } from './editorial-kinds';

export function saveEditorial(
  kind: EditorialKind | 'exhibition-highlights',
  itemId: string | null,
  body: Record<string, unknown>,
) {
  return itemId
    ? http.v3.put<{ id: string }>(`/admin/${kind}/${encodeURIComponent(itemId)}`, body, quiet)
    : http.v3.post<{ id: string }>(`/admin/${kind}`, body, quiet);
}
