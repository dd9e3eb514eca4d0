// POST store/cart/artwork: "Buy now" makes a cart of one edition.
import type { AddToCartRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import { trackOnSuccess } from '@/analytics/commerce';
import { quiet } from './idempotency';

export function addArtworkToCart(body: AddToCartRequest): Promise<CartDto> {
  return trackOnSuccess(
    http.v3.post<CartDto>('/store/cart/artwork', body, quiet),
    'add_to_cart',
    (answer) => ({
      cart_id: answer.cart_id,
      artwork_id: answer.artwork.id,
      currency: answer.currency_code,
    }),
  );
}
