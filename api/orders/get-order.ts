// GET store/orders/{id}: one order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@/schemas/checkout-dto';
import { http, noToast } from '../http';
import type { FetchOptions } from '../query-context';
import { orderKeys, orderPath } from './keys';

export function getOrder(
  orderId: string,
  { signal, quiet = false }: FetchOptions & { quiet?: boolean } = {},
): Promise<OrderDto> {
  return http.v3.get<OrderDto>(orderPath(orderId), {
    ...(quiet ? { ...noToast } : {}),
    signal,
  });
}

/**
 * `quiet`: the order page says a missing order itself (a 404 page), so the toast would only
 * repeat it.
 */
export function getOrderQueryOptions(orderId: string, { quiet = false } = {}) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, { signal, quiet }),
  });
}

export function useOrder(orderId: string, options: { quiet?: boolean } = {}) {
  return useQuery(getOrderQueryOptions(orderId, options));
}
