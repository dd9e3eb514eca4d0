// PUT store/cart/{id}/shipping-address: where the work is delivered (rules §7).
import { useMutation } from '@tanstack/react-query';
import type { CartDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import { cartChangeOptions } from './cart-change';
import { quiet } from './idempotency';
import { cartPath } from './keys';

export function setCartShippingAddress(cartId: string, shippingAddressId: string) {
  return http.v3.put<CartDto>(
    `${cartPath(cartId)}/shipping-address`,
    { shipping_address_id: shippingAddressId },
    quiet,
  );
}

/** Chooses the address (the variable) and caches the cart priced again. */
export function useSetCartShippingAddressMutation(cartId: string) {
  return useMutation(
    cartChangeOptions(cartId, (shippingAddressId: string) =>
      setCartShippingAddress(cartId, shippingAddressId),
    ),
  );
}
