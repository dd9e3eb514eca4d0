// POST store/orders/{id}/cancel. A refused cancel is said inside its form: no toast.
import { refreshArtworkReads } from '../artworks/keys';
import { useMutation } from '@tanstack/react-query';
import type { CancelOrderRequest } from '@/schemas/checkout';
import type { OrderDto } from '@/schemas/checkout-dto';
import { couponKeys } from '../coupons/keys';
import { http, noToast } from '../http';
import { orderKeys, orderPath } from './keys';

export function cancelOrder(orderId: string, body: Partial<CancelOrderRequest>): Promise<OrderDto> {
  return http.v3.post<OrderDto>(`${orderPath(orderId)}/cancel`, body, { ...noToast });
}

/**
 * Cancels an order: the answer replaces the cached order, and the history, the coupons (a
 * cancelled order gives its coupon back) and the artwork reads are refetched.
 */
export function useCancelOrderMutation() {
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: Partial<CancelOrderRequest> }) =>
      cancelOrder(orderId, body),
    onSuccess: (order, _variables, _result, { client }) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      void client.invalidateQueries({ queryKey: orderKeys.all() });
      void client.invalidateQueries({ queryKey: couponKeys.all() });
      // The edition may be on sale again.
      void refreshArtworkReads(client);
    },
  });
}
