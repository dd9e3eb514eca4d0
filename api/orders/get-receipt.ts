// GET store/orders/receipt/{id}: the sale slip. A missing receipt is a 404 page: no toast.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptDto } from '@/schemas/checkout-dto';
import { http, noToast } from '../http';
import type { FetchOptions } from '../query-context';
import { orderKeys } from './keys';

export function getReceipt(orderId: string, { signal }: FetchOptions = {}): Promise<ReceiptDto> {
  return http.v3.get<ReceiptDto>(`/store/orders/receipt/${encodeURIComponent(orderId)}`, {
    ...noToast,
    signal,
  });
}

export function getReceiptQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.receipt(orderId),
    queryFn: ({ signal }) => getReceipt(orderId, { signal }),
  });
}

export function useReceipt(orderId: string) {
  return useQuery(getReceiptQueryOptions(orderId));
}
