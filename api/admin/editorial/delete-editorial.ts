// DELETE /v3/admin/{kind}/{id}: banners, FAQ entries, contents and highlights may be deleted;
// the editorial lists are refetched after it.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../http';
import { adminEditorialKeys } from '../keys';
import { quiet } from '../quiet';

export type DeletableEditorialKind =
  'rolling-banners' | 'faqs' | 'contents' | 'exhibition-highlights';

export function deleteEditorial(kind: DeletableEditorialKind, itemId: string) {
  return http.v3.delete<{ id: string; deleted: true }>(
    `/admin/${kind}/${encodeURIComponent(itemId)}`,
    quiet,
  );
}

export function useDeleteEditorialMutation() {
  return useMutation({
    mutationFn: ({ kind, itemId }: { kind: DeletableEditorialKind; itemId: string }) =>
      deleteEditorial(kind, itemId),
    onSuccess: (_deleted, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminEditorialKeys.all() }),
  });
}
