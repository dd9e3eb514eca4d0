// A step of accepting an offer (accept-bid.ts): the bid is accepted with its order's cart and the
// payment deadline, by a conditional update on its pending status.
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { markBidAccepted, type BidRow } from '../../../modules/bids/bid.repository';
import { bidMessages as m } from '@/schemas/bid';
import type { AnsweredBy } from '@/rules/negotiation';

/** The accepted bid; "not pending" when it is no longer pending. */
export async function recordAcceptance(
  tx: Executor,
  input: {
    bidId: string;
    cartId: string;
    paymentDeadline: Date;
    /** Who accepted it (rules §4.26): recorded with the acceptance. */
    answered?: { answeredBy: AnsweredBy; answeredById: string };
    now: Date;
  },
): Promise<BidRow> {
  const row = await markBidAccepted(
    tx,
    input.bidId,
    { cartId: input.cartId, paymentDeadline: input.paymentDeadline, ...input.answered },
    input.now,
  );
  if (!row) throw new AppError('CONFLICT', m.notPending);
  return row;
}
