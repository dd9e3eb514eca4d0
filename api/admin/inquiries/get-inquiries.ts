// GET /v3/admin/inquiries: the inbox (a partner's galleries' threads, or every thread for the
// operators), by status and handler, with the unread total for the nav.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryListDto } from '@/schemas/inquiry-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { quiet } from '../quiet';
import { adminInquiryKeys, adminInquiryPath, type AdminInquiryFilters } from './keys';

export function getAdminInquiries(
  filters: AdminInquiryFilters,
  { signal }: FetchOptions = {},
): Promise<InquiryListDto> {
  return http.v3.get<InquiryListDto>(adminInquiryPath(), { params: filters, ...quiet, signal });
}

export function getAdminInquiriesQueryOptions(filters: AdminInquiryFilters) {
  return queryOptions({
    queryKey: adminInquiryKeys.list(filters),
    queryFn: ({ signal }) => getAdminInquiries(filters, { signal }),
  });
}

export function useAdminInquiries(filters: AdminInquiryFilters) {
  return useQuery({ ...getAdminInquiriesQueryOptions(filters), refetchInterval: 60_000 });
}
