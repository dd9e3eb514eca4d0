// PUT …/artworks/{id}/views (rules §4.72): the work's views in their new order, with kinds and
// captions; the artwork and its views are read again (its picture may have changed).
import { useMutation } from '@tanstack/react-query';
import type { ArtworkViewsRequest } from '@/schemas/back-office-catalogue';
import type { AdminArtworkViewsDto } from '@/schemas/back-office-dto';
import { http } from '../../http';
import { getEditedArtworkQueryOptions, type ArtworkEditorScope } from '../get-edited-artwork';
import { quiet } from '../quiet';
import { artworkViewsKey, artworkViewsPath } from './get-artwork-views';

export function saveArtworkViews(
  scope: ArtworkEditorScope,
  artworkId: string,
  body: ArtworkViewsRequest,
) {
  return http.v3.put<AdminArtworkViewsDto>(artworkViewsPath(scope, artworkId), body, quiet);
}

export function useSaveArtworkViewsMutation(scope: ArtworkEditorScope, artworkId: string) {
  return useMutation({
    mutationFn: (body: ArtworkViewsRequest) => saveArtworkViews(scope, artworkId, body),
    onSuccess: (saved, _variables, _result, { client }) => {
      client.setQueryData(artworkViewsKey(scope, artworkId), saved);
      return client.invalidateQueries({
        queryKey: getEditedArtworkQueryOptions(scope, artworkId).queryKey,
      });
    },
  });
}
