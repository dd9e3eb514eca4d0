// "Buy now" (rules §2): creates the cart for the edition the artwork page shows and opens its
// checkout. Loaded when the visitor presses the button, so the artwork page's first load does
// not carry the checkout calls (ADR 0016).
import type { QueryClient } from '@tanstack/react-query';
import type { NextRouter } from 'next/router';
import { refreshArtworkReads } from '@/api/artworks/keys';
import { addArtworkToCart } from '@/api/checkout/add-artwork-to-cart';
import type { TFunction } from 'i18next';
import { apiErrorStatus } from '@/api/api-error';
import { toast } from 'react-toastify';

export interface BuyNowInput {
  artworkId: string;
  editionId: string | null;
  router: Pick<NextRouter, 'push'>;
  /** `t` of the 'works' namespace. */
  t: TFunction;
  client: QueryClient;
}

/** The path of a cart's checkout. */
export const purchasePath = (cartId: string) => `/purchase/${encodeURIComponent(cartId)}`;

export async function buyNow({
  artworkId,
  editionId,
  router,
  t,
  client,
}: BuyNowInput): Promise<void> {
  try {
    const cart = await addArtworkToCart({ artwork_id: artworkId, edition_id: editionId });
    await router.push(purchasePath(cart.cart_id));
  } catch (error) {
    const status = apiErrorStatus(error);
    toast.error(t(status === 409 ? 'buyNow.unavailable' : 'buyNow.failed'));
    // Sold or held since the page was read: the page reads the work again and stops offering it.
    if (status === 409) await refreshArtworkReads(client);
  }
}
