// GET store/customer/my-work: the editions the customer owns, with their resale in play.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyWorkListDto } from '@/schemas/resale-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { resaleKeys, type ResalePage } from './keys';

export function getMyWork(page: ResalePage = {}, { signal }: FetchOptions = {}) {
  return http.v3.get<MyWorkListDto>('/store/customer/my-work', { params: page, signal });
}

export function getMyWorkQueryOptions(page: ResalePage = {}) {
  return queryOptions({
    queryKey: resaleKeys.myWork(page),
    queryFn: ({ signal }) => getMyWork(page, { signal }),
  });
}

export function useMyWork(page: ResalePage = {}) {
  return useQuery(getMyWorkQueryOptions(page));
}
