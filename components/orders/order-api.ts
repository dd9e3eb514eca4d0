// The order screens' calls without the error toast: a missing order is a 404 page and a refused
// cancel is said inside its form, so the toast would only repeat them. Same paths and query keys
// as api/checkout.ts.
import { orderQueries } from '@/api/checkout';
import { http, noToast } from '@/api/http';
import { queryOptions } from '@tanstack/react-query';
import type { CancelOrderRequest } from '@/schemas/checkout';
import type { OrderDto, ReceiptDto } from '@/schemas/checkout-dto';

const quiet = { ...noToast };
const orderPath = (orderId: string) => `/store/orders/${encodeURIComponent(orderId)}`;

export const quietOrderQueries = {
  detail: (orderId: string) =>
    queryOptions({
      queryKey: orderQueries.detail(orderId).queryKey,
      queryFn: () => http.v3.get<OrderDto>(orderPath(orderId), quiet),
      retry: false,
    }),
  receipt: (orderId: string) =>
    queryOptions({
      queryKey: orderQueries.receipt(orderId).queryKey,
      queryFn: () =>
        http.v3.get<ReceiptDto>(`/store/orders/receipt/${encodeURIComponent(orderId)}`, quiet),
      retry: false,
    }),
};

export function cancelOrderQuietly(
  orderId: string,
  body: Partial<CancelOrderRequest>,
): Promise<OrderDto> {
  return http.v3.post<OrderDto>(`${orderPath(orderId)}/cancel`, body, quiet);
}
