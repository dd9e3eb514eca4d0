// Paying (rules §7, ADR 0019): a payment session, then its completion, with one Idempotency-Key
// per attempt. An accepted bid's order is paid through its own calls (store/orders/bid/{id}).
import { apiErrorBody } from '../api-error';
import { refreshArtworkReads } from '../artworks/keys';
import { useMutation } from '@tanstack/react-query';
import type { PaymentSessionRequest } from '@/schemas/checkout';
import type { CartDto, OrderDto, PaymentSessionDto } from '@/schemas/checkout-dto';
import type { CurrencyCode } from '@/rules/money';
import { completeBidPayment, startBidPayment } from '../bids/pay-for-bid';
import { http } from '../http';
import { orderProperties, trackOnSuccess } from '@/analytics/commerce';
import { orderKeys } from '../orders/keys';
import { idempotent } from './idempotency';
import { cartPath, checkoutKeys } from './keys';

export function startPaymentSession(
  cartId: string,
  body: PaymentSessionRequest,
  idempotencyKey?: string,
): Promise<PaymentSessionDto> {
  return trackOnSuccess(
    http.v3.post<PaymentSessionDto>(
      `/store/cart/payment-session/${encodeURIComponent(cartId)}`,
      body,
      idempotent(idempotencyKey),
    ),
    'begin_checkout',
    () => ({ cart_id: cartId, payment_method: body.pay_method }),
  );
}

export function completeCheckout(
  cartId: string,
  currency: CurrencyCode,
  query: { payment_session_id: string; payment_key?: string },
  idempotencyKey?: string,
): Promise<OrderDto> {
  return trackOnSuccess(
    http.v3.get<OrderDto>(`${cartPath(cartId)}/complete/${currency}`, {
      params: query,
      ...idempotent(idempotencyKey),
    }),
    'purchase',
    orderProperties,
  );
}

export interface PayForCartVariables {
  cart: CartDto;
  currency: CurrencyCode;
  body: PaymentSessionRequest;
  idempotencyKey: string;
}

export async function payForCart({
  cart,
  currency,
  body,
  idempotencyKey: key,
}: PayForCartVariables): Promise<OrderDto> {
  const bid = cart.bid;
  const session = bid
    ? await startBidPayment(bid.id, body, key)
    : await startPaymentSession(cart.cart_id, body, key);
  const paid = { payment_session_id: session.payment_session.id };
  return bid
    ? completeBidPayment(bid.id, paid, key)
    : completeCheckout(cart.cart_id, currency, paid, key);
}

/**
 * Pays the cart; the order it answers with is cached for the completion screen, the cart is known
 * to be ordered (coming back to /purchase/{id} shows the completion, not the form again), and the
 * artwork reads are refetched (ADR 0039).
 */
export function usePayForCartMutation() {
  return useMutation({
    mutationFn: payForCart,
    onSuccess: (order, { cart }, _result, { client }) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      if (!cart.bid) {
        client.setQueriesData<CartDto>(
          { queryKey: checkoutKeys.cartAnyCurrency(cart.cart_id) },
          (cached) => cached && { ...cached, status: 'ordered', order_id: order.id },
        );
      }
      void client.invalidateQueries({ queryKey: checkoutKeys.cartAnyCurrency(cart.cart_id) });
      // The work is sold (or held for the deposit): every screen showing it reads it again.
      void refreshArtworkReads(client);
    },
    onError: (error, { cart }, _result, { client }) => {
      // rules §9.22: nothing was charged and the cart was re-priced at today's rate: read it again.
      if (apiErrorBody(error)?.code === 'RATE_CHANGED') {
        void client.invalidateQueries({ queryKey: checkoutKeys.cartAnyCurrency(cart.cart_id) });
      }
    },
  });
}
