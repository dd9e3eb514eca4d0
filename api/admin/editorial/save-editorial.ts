// POST /v3/admin/{kind} (no id) or PUT /v3/admin/{kind}/{id}: creates or changes one object of
// a kind; the editorial screens are refetched after it.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../http';
import { quiet } from '../quiet';
import type { EditorialKind } from './editorial-kinds';
import { adminEditorialKeys } from '../keys';

export function saveEditorial(
  kind: EditorialKind | 'exhibition-highlights',
  itemId: string | null,
  body: Record<string, unknown>,
) {
  return itemId
    ? http.v3.put<{ id: string }>(`/admin/${kind}/${encodeURIComponent(itemId)}`, body, quiet)
    : http.v3.post<{ id: string }>(`/admin/${kind}`, body, quiet);
}

/** Creates or changes one editorial object; the editorial screens are read again. */
export function useSaveEditorialMutation() {
  return useMutation({
    mutationFn: ({
      kind,
      itemId,
      body,
    }: {
      kind: EditorialKind | 'exhibition-highlights';
      itemId: string | null;
      body: Record<string, unknown>;
    }) => saveEditorial(kind, itemId, body),
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminEditorialKeys.all() }),
  });
}
