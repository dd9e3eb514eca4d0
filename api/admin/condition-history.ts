// A work's condition report, defect photos, exhibitions and literature in the back office
// (rules §4.74–4.76): GET …/artworks/{id}/condition-history, PUT …/condition, PUT …/history,
// POST …/defect-photos, DELETE …/defect-photos/{image_id}, under /v3/admin for the catalogue and
// /v3/admin/partner for a partner (their own works only). Each change reads the editor again.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminConditionHistoryDto } from '@/schemas/artwork-condition';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { artworkKeys } from '../artworks/keys';
import type { ArtworkEditorScope } from './get-edited-artwork';
import { adminCatalogueKeys, partnerKeys } from './keys';
import { quiet } from './quiet';

const base: Record<ArtworkEditorScope, string> = {
  catalogue: '/admin/artworks',
  partner: '/admin/partner/artworks',
};
const path = (scope: ArtworkEditorScope, artworkId: string, rest: string) =>
  `${base[scope]}/${encodeURIComponent(artworkId)}/${rest}`;

const conditionKey = (scope: ArtworkEditorScope, artworkId: string) =>
  [
    ...(scope === 'partner'
      ? partnerKeys.artwork(artworkId)
      : adminCatalogueKeys.artwork(artworkId)),
    'condition-history',
  ] as const;

export function getConditionHistory(
  scope: ArtworkEditorScope,
  artworkId: string,
  { signal }: FetchOptions = {},
) {
  return http.v3.get<AdminConditionHistoryDto>(path(scope, artworkId, 'condition-history'), {
    ...quiet,
    signal,
  });
}

export function getConditionHistoryQueryOptions(scope: ArtworkEditorScope, artworkId: string) {
  return queryOptions({
    queryKey: conditionKey(scope, artworkId),
    queryFn: ({ signal }) => getConditionHistory(scope, artworkId, { signal }),
  });
}

export function useConditionHistory(scope: ArtworkEditorScope, artworkId: string) {
  return useQuery(getConditionHistoryQueryOptions(scope, artworkId));
}

export interface ConditionReportBody {
  grade: string;
  notes_en: string;
  notes_ko: string;
  checked_by: string;
  checked_at: string;
}
export interface HistoryEntryBody {
  kind: string;
  year: number | null;
  text_en: string;
  text_ko: string;
}
export interface DefectPhotoBody {
  image_id: string;
  caption_en: string;
  caption_ko: string;
}

export type ConditionChange =
  | { type: 'condition'; body: ConditionReportBody }
  | { type: 'history'; body: { entries: HistoryEntryBody[] } }
  | { type: 'add-photo'; body: DefectPhotoBody }
  | { type: 'remove-photo'; imageId: string };

export function changeConditionHistory(
  scope: ArtworkEditorScope,
  artworkId: string,
  change: ConditionChange,
) {
  switch (change.type) {
    case 'condition':
      return http.v3.put<AdminConditionHistoryDto>(
        path(scope, artworkId, 'condition'),
        change.body,
        quiet,
      );
    case 'history':
      return http.v3.put<AdminConditionHistoryDto>(
        path(scope, artworkId, 'history'),
        change.body,
        quiet,
      );
    case 'add-photo':
      return http.v3.post<AdminConditionHistoryDto>(
        path(scope, artworkId, 'defect-photos'),
        change.body,
        quiet,
      );
    case 'remove-photo':
      return http.v3.delete<AdminConditionHistoryDto>(
        path(scope, artworkId, `defect-photos/${encodeURIComponent(change.imageId)}`),
        quiet,
      );
  }
}

/** Writes one part; the editor shows the answer and the public page's reads are dropped. */
export function useChangeConditionHistoryMutation(scope: ArtworkEditorScope, artworkId: string) {
  return useMutation({
    mutationFn: (change: ConditionChange) => changeConditionHistory(scope, artworkId, change),
    onSuccess: (saved, _change, _result, { client }) => {
      client.setQueryData(conditionKey(scope, artworkId), saved);
      return client.invalidateQueries({ queryKey: artworkKeys.all() });
    },
  });
}
