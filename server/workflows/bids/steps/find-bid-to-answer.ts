// A step of answering an offer (accept-bid.ts, answer-bid.ts): the bid whoever answers it
// (rules §4.26) is answering, read before any lock so the locks follow the checkout's order (the
// edition's hold, the edition, then the bid).
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../errors';
import { findBid, hasPartnerAccount, type BidRow } from '../../../modules/bids/bid.repository';
import { bidMessages as m } from '@/schemas/bid';
import type { AnsweredBy } from '@/rules/negotiation';
import { answersAs, type SellerScope } from '../bid-reads';

/**
 * The pending bid and as whom the customer of `scope` answers it (its gallery, its owner, or an
 * operator for a gallery without a partner account); 404 for a bid they do not answer — an
 * operator reads the others in the queue but answers them not (403) — "not pending" once answered.
 */
export async function findBidToAnswer(
  tx: Executor,
  input: { bidId: string; scope: SellerScope },
): Promise<BidRow & { answeredBy: AnsweredBy }> {
  const seen = await findBid(tx, input.bidId);
  if (!seen) throw notFound(m.bidNotFound);
  const hasPartner =
    !input.scope.operator || seen.sellerInstitutionId === null
      ? true
      : await hasPartnerAccount(tx, seen.sellerInstitutionId);
  const answeredBy = answersAs(seen, input.scope, hasPartner);
  if (!answeredBy) {
    if (input.scope.operator) throw new AppError('FORBIDDEN', m.answeredByOthers);
    throw notFound(m.bidNotFound);
  }
  if (seen.status !== 'pending') throw new AppError('CONFLICT', m.notPending);
  return { ...seen, answeredBy };
}
