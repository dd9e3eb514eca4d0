// PUT store/cart/{id}/frame-service: the frame, the installation and the extra works hung on the
// same visit (rules §9 extra charges).
import { useMutation } from '@tanstack/react-query';
import type { FrameServiceRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import { cartChangeOptions } from './cart-change';
import { quiet } from './idempotency';
import { cartPath } from './keys';

export function setCartFrameService(cartId: string, body: FrameServiceRequest) {
  return http.v3.put<CartDto>(`${cartPath(cartId)}/frame-service`, body, quiet);
}

/** Saves the frame service (the variable) and caches the cart priced again. */
export function useSetCartFrameServiceMutation(cartId: string) {
  return useMutation(
    cartChangeOptions(cartId, (body: FrameServiceRequest) => setCartFrameService(cartId, body)),
  );
}
