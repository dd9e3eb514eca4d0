// PUT /v3/admin/exchange-rates/{currency}: an operator's rate; the rates are refetched.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../http';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';
import type { AdminExchangeRateDto } from './operations-dto';

export function setExchangeRate(currency: string, krwPerUnit: number) {
  return http.v3.put<AdminExchangeRateDto>(
    `/admin/exchange-rates/${encodeURIComponent(currency)}`,
    { krw_per_unit: krwPerUnit },
    quiet,
  );
}

export function useSetExchangeRateMutation() {
  return useMutation({
    mutationFn: ({ currency, krwPerUnit }: { currency: string; krwPerUnit: number }) =>
      setExchangeRate(currency, krwPerUnit),
    onSuccess: (_rate, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.exchangeRates() }),
  });
}
