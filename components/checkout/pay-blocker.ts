// What keeps Pay greyed, said to the buyer instead of a silent disabled button (rules §4.54): the
// first thing still missing, in the order the checkout asks for it. Null when Pay can be pressed.
import type { CartDto } from '@/schemas/checkout-dto';

export type PayBlocker = 'saving' | 'address' | 'domestic' | 'methodsLoading' | 'payMethod';

export function payBlocker({
  cart,
  saving,
  payMethodChosen,
  payMethodsLoading,
}: {
  cart: Pick<CartDto, 'shipping_method' | 'shipping_address'>;
  /** A change of the cart is being saved. */
  saving: boolean;
  /** A pay method offered in the cart's currency is chosen. */
  payMethodChosen: boolean;
  payMethodsLoading: boolean;
}): PayBlocker | null {
  if (saving) return 'saving';
  if (cart.shipping_method === 'delivery') {
    if (!cart.shipping_address) return 'address';
    if (cart.shipping_address.country !== 'KR') return 'domestic';
  }
  if (!payMethodChosen) return payMethodsLoading ? 'methodsLoading' : 'payMethod';
  return null;
}
