// GET store/cart/{id}/pay-method/{currency}: the ways to pay this cart's total.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayMethodListDto } from '@/schemas/checkout-dto';
import type { CurrencyCode } from '@/rules/money';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { cartPath, checkoutKeys } from './keys';

export function getPayMethods(
  cartId: string,
  currency: CurrencyCode,
  { signal }: FetchOptions = {},
): Promise<PayMethodListDto> {
  return http.v3.get<PayMethodListDto>(`${cartPath(cartId)}/pay-method/${currency}`, { signal });
}

/** The total is in the key: a changed total may change the methods offered. */
export function getPayMethodsQueryOptions(cartId: string, currency: CurrencyCode, total: number) {
  return queryOptions({
    queryKey: checkoutKeys.payMethods(cartId, currency, total),
    queryFn: ({ signal }) => getPayMethods(cartId, currency, { signal }),
  });
}

export function usePayMethods(cartId: string, currency: CurrencyCode, total: number) {
  return useQuery(getPayMethodsQueryOptions(cartId, currency, total));
}
