// The cart's changes (rules §7: shipping address, shipping method, frame service, coupons): each
// answers with the cart priced again, which replaces the cached cart.
import { useMutation } from '@tanstack/react-query';
import type { FrameServiceRequest, ShippingMethodRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import { quiet } from './idempotency';
import { cartPath, checkoutKeys } from './keys';

export function setCartShippingAddress(cartId: string, shippingAddressId: string) {
  return http.v3.put<CartDto>(
    `${cartPath(cartId)}/shipping-address`,
    { shipping_address_id: shippingAddressId },
    quiet,
  );
}

export function setCartShippingMethod(cartId: string, body: ShippingMethodRequest) {
  return http.v3.put<CartDto>(`${cartPath(cartId)}/shipping-method`, body, quiet);
}

export function setCartFrameService(cartId: string, body: FrameServiceRequest) {
  return http.v3.put<CartDto>(`${cartPath(cartId)}/frame-service`, body, quiet);
}

/** Runs one change of the cart (one of the calls above) and caches the cart it answers with. */
export function useSaveCartMutation() {
  return useMutation({
    mutationFn: (change: () => Promise<CartDto>) => change(),
    onSuccess: (cart, _change, _result, { client }) =>
      client.setQueryData(checkoutKeys.cart(cart.cart_id, cart.currency_code), cart),
  });
}
