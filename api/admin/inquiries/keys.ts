// The back office's conversations about works (/v3/admin/inquiries, issue 31), under the back
// office's root ['admin']: the partner's and the operators' inbox alike (the server scopes them).
import type { InquiryHandler, InquiryStatus } from '@/schemas/inquiry';
import { adminKeys } from '../keys';

export interface AdminInquiryFilters {
  status?: InquiryStatus;
  handler?: InquiryHandler;
  q?: string;
  limit?: number;
  offset?: number;
}

export const adminInquiryKeys = {
  all: () => [...adminKeys.all(), 'inquiries'] as const,
  lists: () => [...adminInquiryKeys.all(), 'list'] as const,
  list: (filters: AdminInquiryFilters) => [...adminInquiryKeys.lists(), filters] as const,
  detail: (inquiryId: string) => [...adminInquiryKeys.all(), 'detail', inquiryId] as const,
};

export const adminInquiryPath = (inquiryId?: string) =>
  inquiryId ? `/admin/inquiries/${encodeURIComponent(inquiryId)}` : '/admin/inquiries';
