// The cart's changes (rules §7: shipping address, shipping method, frame service, coupons): each
// answers with the cart priced again, which replaces the cached cart. Every change shares one
// mutation key, so the checkout knows while any of them is saving.
import { mutationOptions, useIsMutating } from '@tanstack/react-query';
import type { CartDto } from '@/schemas/checkout-dto';
import { checkoutKeys } from './keys';

/** The mutation options of one change of the cart: its call, then the cart it answers cached. */
export function cartChangeOptions<Change>(
  cartId: string,
  change: (variables: Change) => Promise<CartDto>,
) {
  return mutationOptions<CartDto, Error, Change>({
    mutationKey: checkoutKeys.cartChange(cartId),
    mutationFn: change,
    onSuccess: (cart, _variables, _result, { client }) =>
      client.setQueryData(checkoutKeys.cart(cart.cart_id, cart.currency_code), cart),
  });
}

/** Whether a change of the cart is being saved. */
export function useCartSaving(cartId: string): boolean {
  return useIsMutating({ mutationKey: checkoutKeys.cartChange(cartId) }) > 0;
}
