// POST store/artwork/consign/{editionId}: a consignment request.
import { useMutation } from '@tanstack/react-query';
import type { ConsignRequest } from '@/schemas/resale';
import type { ResaleRequestDto } from '@/schemas/resale-dto';
import { http, noToast } from '../http';
import { resaleKeys } from './keys';

/** The screens say refusals in place: no toast. */
const quiet = { ...noToast };

export function consignEdition({
  editionId,
  body,
}: {
  editionId: string;
  body: ConsignRequest;
}): Promise<ResaleRequestDto> {
  return http.v3.post<ResaleRequestDto>(
    `/store/artwork/consign/${encodeURIComponent(editionId)}`,
    body,
    quiet,
  );
}

/** Every resale query is refetched once the server has answered, either way. */
export function useConsignEditionMutation() {
  return useMutation({
    mutationFn: consignEdition,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: resaleKeys.all() }),
  });
}
