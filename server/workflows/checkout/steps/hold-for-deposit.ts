// A step of a virtual-account sale (record-sale.ts): the cart is closed as ordered and the edition
// stays held for the order until the deposit deadline (the deposit sells it, the deadline sweep
// frees it).
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { closeCart } from '../../../modules/orders/cart.repository';
import { extendHold } from '../../../modules/orders/edition-hold.repository';
import { checkoutMessages as m } from '@/rules/checkout-rules';

/** Keeps the edition for the deposit; the same refusals as selling it. */
export async function holdForDeposit(
  tx: Executor,
  input: {
    cartId: string;
    cartVersion: number;
    editionId: string;
    orderId: string;
    depositDeadline: Date;
    now: Date;
  },
): Promise<void> {
  if (!(await closeCart(tx, input.cartId, input.cartVersion, input.orderId, input.now))) {
    throw new AppError('CONFLICT', m.cartChanged);
  }
  if (!(await extendHold(tx, input.editionId, input.cartId, input.depositDeadline))) {
    throw new AppError('CONFLICT', m.editionUnavailable);
  }
}
