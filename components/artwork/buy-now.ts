// "Buy now" (rules §2): creates the cart for the edition the artwork page shows (through the
// panel's useAddArtworkToCartMutation) and opens its checkout, or says why not. Loaded when the
// visitor presses the button (ADR 0016).
import type { NextRouter } from 'next/router';
import type { TFunction } from 'i18next';
import { apiErrorStatus } from '@/api/api-error';
import { toast } from 'react-toastify';
import type { AddToCartRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';

export interface BuyNowInput {
  artworkId: string;
  editionId: string | null;
  router: Pick<NextRouter, 'push'>;
  /** `t` of the 'works' namespace. */
  t: TFunction;
  /** useAddArtworkToCartMutation's call (it refreshes the artwork reads after a 409). */
  addToCart: (body: AddToCartRequest) => Promise<CartDto>;
}

/** The path of a cart's checkout. */
export const purchasePath = (cartId: string) => `/purchase/${encodeURIComponent(cartId)}`;

export async function buyNow({
  artworkId,
  editionId,
  router,
  t,
  addToCart,
}: BuyNowInput): Promise<void> {
  try {
    const cart = await addToCart({ artwork_id: artworkId, edition_id: editionId });
    await router.push(purchasePath(cart.cart_id));
  } catch (error) {
    const status = apiErrorStatus(error);
    toast.error(t(status === 409 ? 'buyNow.unavailable' : 'buyNow.failed'));
  }
}
