// PUT store/cart/{id}/shipping-method: delivery (on a named date or not), storage or pick-up with
// its contact request (rules §4, §9).
import { useMutation } from '@tanstack/react-query';
import type { ShippingMethodRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import { cartChangeOptions } from './cart-change';
import { quiet } from './idempotency';
import { cartPath } from './keys';

export function setCartShippingMethod(cartId: string, body: ShippingMethodRequest) {
  return http.v3.put<CartDto>(`${cartPath(cartId)}/shipping-method`, body, quiet);
}

/** Saves the shipping method (the variable) and caches the cart priced again. */
export function useSetCartShippingMethodMutation(cartId: string) {
  return useMutation(
    cartChangeOptions(cartId, (body: ShippingMethodRequest) => setCartShippingMethod(cartId, body)),
  );
}
