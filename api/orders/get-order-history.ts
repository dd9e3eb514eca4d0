// GET store/customer/history: the customer's purchases, bids and sales by status.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderHistoryDto } from '@/schemas/checkout-dto';
import type { HistoryFilter } from '@/rules/checkout-rules';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { orderKeys, type OrderPage } from './keys';

export function getOrderHistory(
  status: HistoryFilter,
  page: OrderPage,
  { signal }: FetchOptions = {},
): Promise<OrderHistoryDto> {
  return http.v3.get<OrderHistoryDto>('/store/customer/history', {
    params: { status, ...page },
    signal,
  });
}

export function getOrderHistoryQueryOptions(status: HistoryFilter, page: OrderPage = {}) {
  return queryOptions({
    queryKey: orderKeys.history(status, page),
    queryFn: ({ signal }) => getOrderHistory(status, page, { signal }),
  });
}

/** A page of history; the previous page stays on screen while the next one loads. */
export function useOrderHistory(status: HistoryFilter, page: OrderPage) {
  return useQuery({
    ...getOrderHistoryQueryOptions(status, page),
    placeholderData: keepPreviousData,
  });
}
