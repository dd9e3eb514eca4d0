// GET store/cart/{id}: the cart, priced in the visitor's currency.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartDto } from '@/schemas/checkout-dto';
import type { CurrencyCode } from '@/rules/money';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { cartPath, checkoutKeys } from './keys';

export function getCart(cartId: string, { signal }: FetchOptions = {}): Promise<CartDto> {
  return http.v3.get<CartDto>(cartPath(cartId), { signal });
}

export function getCartQueryOptions(cartId: string, currency: CurrencyCode) {
  return queryOptions({
    queryKey: checkoutKeys.cart(cartId, currency),
    queryFn: ({ signal }) => getCart(cartId, { signal }),
  });
}

export function useCart(cartId: string, currency: CurrencyCode) {
  return useQuery(getCartQueryOptions(cartId, currency));
}
