// A step of accepting an offer (accept-bid.ts): the bid order holds the edition until its payment
// deadline, through the same reservation as buy now, so an acceptance and a purchase never both win.
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { holdEdition } from '../../../modules/orders/edition-hold.repository';
import { bidMessages as m } from '@/schemas/bid';

/** Holds the edition for the bidder's cart; "edition unavailable" when someone holds or bought it. */
export async function holdForBidder(
  tx: Executor,
  input: {
    editionId: string;
    cartId: string;
    bidderId: string;
    paymentDeadline: Date;
    now: Date;
  },
): Promise<void> {
  const hold = await holdEdition(
    tx,
    {
      editionId: input.editionId,
      cartId: input.cartId,
      customerId: input.bidderId,
      expiresAt: input.paymentDeadline,
    },
    input.now,
  );
  if (hold === 'unavailable') throw new AppError('CONFLICT', m.editionUnavailable);
}
