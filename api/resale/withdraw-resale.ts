// POST /v2 store/resell/{id}/withdraw: the owner takes the work off resale.
import { refreshArtworkReads } from '../artworks/keys';
import { useMutation } from '@tanstack/react-query';
import type { ResaleRequestDto } from '@/schemas/resale-dto';
import { http, noToast } from '../http';
import { resaleKeys } from './keys';

/** The screens say refusals in place: no toast. */
const quiet = { ...noToast };

export function withdrawResale(resaleId: string): Promise<ResaleRequestDto> {
  return http.v2.post<ResaleRequestDto>(
    `/store/resell/${encodeURIComponent(resaleId)}/withdraw`,
    {},
    quiet,
  );
}

/** Every resale query is refetched once the server has answered, either way. */
export function useWithdrawResaleMutation() {
  return useMutation({
    mutationFn: withdrawResale,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: resaleKeys.all() }),
        // The work goes on (or off) sale at the owner's price.
        refreshArtworkReads(client),
      ]),
  });
}
