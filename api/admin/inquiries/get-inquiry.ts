// GET /v3/admin/inquiries/{id}: one thread in full (a missing one is said on the page); reading
// it marks it read for the answering side, so the inbox is read again after it.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { quiet } from '../quiet';
import { adminInquiryKeys, adminInquiryPath } from './keys';

export function getAdminInquiry(
  inquiryId: string,
  { signal }: FetchOptions = {},
): Promise<InquiryThreadDto> {
  return http.v3.get<InquiryThreadDto>(adminInquiryPath(inquiryId), { ...quiet, signal });
}

export function getAdminInquiryQueryOptions(inquiryId: string) {
  return queryOptions({
    queryKey: adminInquiryKeys.detail(inquiryId),
    queryFn: ({ signal }) => getAdminInquiry(inquiryId, { signal }),
  });
}

export function useAdminInquiry(inquiryId: string) {
  const client = useQueryClient();
  const query = useQuery({
    ...getAdminInquiryQueryOptions(inquiryId),
    enabled: !!inquiryId,
    refetchInterval: 30_000,
  });
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void client.invalidateQueries({ queryKey: adminInquiryKeys.lists() });
  }, [readAt, client]);
  return query;
}
