// POST store/cart/artwork: "Buy now" makes a cart of one edition.
import { useMutation } from '@tanstack/react-query';
import type { AddToCartRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import { trackOnSuccess } from '@/analytics/commerce';
import { quiet } from './idempotency';
import { apiErrorStatus } from '../api-error';
import { refreshArtworkReads } from '../artworks/keys';

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

/**
 * "Buy now"'s call. A 409 means the work was sold or held since the page was read: the artwork
 * reads are refreshed (in the background, while the screen says so) and stop offering it.
 */
export function useAddArtworkToCartMutation() {
  return useMutation({
    mutationFn: addArtworkToCart,
    onError: (error, _body, _result, { client }) => {
      if (apiErrorStatus(error) === 409) void refreshArtworkReads(client);
    },
  });
}
