// GET /v3/store/inquiries/{id}: one conversation in full (reading it marks it read, so the list
// and the badge are read again after it).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { http, noToast } from '../http';
import type { FetchOptions } from '../query-context';
import { inquiryKeys, inquiryPath } from './keys';

export function getInquiry(
  inquiryId: string,
  { signal }: FetchOptions = {},
): Promise<InquiryThreadDto> {
  return http.v3.get<InquiryThreadDto>(`${inquiryPath}/${encodeURIComponent(inquiryId)}`, {
    ...noToast,
    signedIn: true,
    signal,
  });
}

export function getInquiryQueryOptions(inquiryId: string) {
  return queryOptions({
    queryKey: inquiryKeys.detail(inquiryId),
    queryFn: ({ signal }) => getInquiry(inquiryId, { signal }),
  });
}

export function useInquiry(inquiryId: string) {
  const client = useQueryClient();
  const query = useQuery({
    ...getInquiryQueryOptions(inquiryId),
    enabled: !!inquiryId,
    refetchInterval: 30_000,
  });
  // Reading marked it read: the list's unread counts change.
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void client.invalidateQueries({ queryKey: inquiryKeys.lists() });
  }, [readAt, client]);
  return query;
}
