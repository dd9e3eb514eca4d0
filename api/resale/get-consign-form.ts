// GET store/artwork/consign/{editionId}: what the consignment form shows for an edition. A refusal
// (not the owner, already consigned) is said on the page: no toast.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsignFormDto } from '@/schemas/resale-dto';
import { http, noToast } from '../http';
import type { FetchOptions } from '../query-context';
import { resaleKeys } from './keys';

export function getConsignForm(editionId: string, { signal }: FetchOptions = {}) {
  return http.v3.get<ConsignFormDto>(`/store/artwork/consign/${encodeURIComponent(editionId)}`, {
    ...noToast,
    signal,
  });
}

export function getConsignFormQueryOptions(editionId: string) {
  return queryOptions({
    queryKey: resaleKeys.consignForm(editionId),
    queryFn: ({ signal }) => getConsignForm(editionId, { signal }),
  });
}

export function useConsignForm(editionId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getConsignFormQueryOptions(editionId), enabled });
}
