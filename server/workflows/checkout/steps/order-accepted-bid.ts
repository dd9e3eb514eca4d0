// A step of a bid's sale (record-sale.ts): the order of an accepted bid closes the bid as ordered.
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { markBidOrdered } from '../../../modules/bids/bid.repository';
import { bidMessages } from '@/schemas/bid';

/** The bid must still be accepted: one lapsed at its payment deadline meanwhile refuses. */
export async function orderAcceptedBid(
  tx: Executor,
  input: { cartId: string; orderId: string; now: Date },
): Promise<void> {
  if (!(await markBidOrdered(tx, input.cartId, input.orderId, input.now))) {
    throw new AppError('CONFLICT', bidMessages.paymentDeadlinePassed);
  }
}
