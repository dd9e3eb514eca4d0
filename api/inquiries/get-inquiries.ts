// GET /v3/store/inquiries: the collector's conversations, newest message first, with the unread
// total over all of them (My page's badge).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryListDto } from '@/schemas/inquiry-dto';
import { http, noToast } from '../http';
import type { FetchOptions } from '../query-context';
import { inquiryKeys, inquiryPath, type InquiryPage } from './keys';

export function getInquiries(
  page: InquiryPage = {},
  { signal }: FetchOptions = {},
): Promise<InquiryListDto> {
  return http.v3.get<InquiryListDto>(inquiryPath, {
    params: page,
    ...noToast,
    signedIn: true,
    signal,
  });
}

export function getInquiriesQueryOptions(page: InquiryPage = {}) {
  return queryOptions({
    queryKey: inquiryKeys.list(page),
    queryFn: ({ signal }) => getInquiries(page, { signal }),
  });
}

export function useInquiries(page: InquiryPage = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getInquiriesQueryOptions(page), enabled: options.enabled ?? true });
}

/** Unread messages over every conversation (the My page badge), read with the smallest page. */
export function useInquiryUnread(enabled: boolean): number {
  const { data } = useQuery({
    ...getInquiriesQueryOptions({ limit: 1 }),
    enabled,
    select: (list) => list.unread,
    refetchInterval: 60_000,
  });
  return data ?? 0;
}
