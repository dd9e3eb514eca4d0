// GET /v3/admin/partner/sales.csv: the sales report as CSV text (fetched with the bearer token,
// saved by the screen).
import { useMutation } from '@tanstack/react-query';
import { http } from '../../http';
import type { SalesPeriod } from '../keys';
import { quiet } from '../quiet';

export function getPartnerSalesCsv(period: SalesPeriod) {
  return http.v3.get<string>('/admin/partner/sales.csv', { params: period, ...quiet });
}

/** Fetches the report when the partner asks to download it (nothing is cached). */
export function useDownloadSalesCsvMutation() {
  return useMutation({ mutationFn: getPartnerSalesCsv });
}
