// GET /v3/admin/exchange-rates: the rates prices are converted with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExchangeRateDto } from './operations-dto';
import { http } from '../../http';
import type { FetchOptions } from '../../query-context';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

export function getExchangeRates({ signal }: FetchOptions = {}) {
  return http.v3.get<{ exchange_rates: AdminExchangeRateDto[] }>('/admin/exchange-rates', {
    ...quiet,
    signal,
  });
}

export function getExchangeRatesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.exchangeRates(),
    queryFn: ({ signal }) => getExchangeRates({ signal }),
  });
}

export function useExchangeRates() {
  return useQuery(getExchangeRatesQueryOptions());
}
