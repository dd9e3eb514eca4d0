// GET /v3/admin/partner/sales: the partner's sales in a period.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerSalesDto } from '@/schemas/back-office-partner';
import type { SalesPeriod } from '../keys';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { partnerKeys } from '../keys';
import { quiet } from '../quiet';

export function getPartnerSales(period: SalesPeriod, { signal }: FetchOptions = {}) {
  return http.v3.get<PartnerSalesDto>('/admin/partner/sales', { params: period, ...quiet, signal });
}

export function getPartnerSalesQueryOptions(period: SalesPeriod) {
  return queryOptions({
    queryKey: partnerKeys.sales(period),
    queryFn: ({ signal }) => getPartnerSales(period, { signal }),
  });
}

export function usePartnerSales(period: SalesPeriod) {
  return useQuery(getPartnerSalesQueryOptions(period));
}
