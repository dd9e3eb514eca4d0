// A step of every change that ends the negotiation on a work (rules §4.29): a sale, the bidder's
// own purchase, a resale or consignment listing, a withdrawal from sale, a new listing. The open
// offers it touches close as the negotiation model says (rules/negotiation.ts), and their bidders
// are told why — except the buyer, whose own offers close silently as bought.
import type { Executor } from '../../../db/client';
import { closePendingBids } from '../../../modules/bids/bid.repository';
import { offerTransition, type OfferEvent } from '@/rules/negotiation';
import type { CustomerNotices } from '../../customer-notices';

export type ClosingEvent = Extract<
  OfferEvent,
  | 'bought_by_bidder'
  | 'sold_to_other'
  | 'listed_for_resale'
  | 'listed_for_consignment'
  | 'withdrawn_from_sale'
  | 'relisted'
>;

/** Closes the pending offers `where` names for `event`; the ids closed. */
export async function closeOpenOffers(
  tx: Executor,
  input: {
    event: ClosingEvent;
    where: { editionId?: string; artworkId?: string; bidderId?: string; notBidderId?: string };
    notices: CustomerNotices | undefined;
    now: Date;
  },
): Promise<string[]> {
  // A closing event moves a pending offer the same way on every kind of listing (the table test).
  const next = offerTransition('pending', input.event, 'partner_gallery')!;
  const closed = await closePendingBids(
    tx,
    input.where,
    { status: next.status, reason: next.closeReason! },
    input.now,
  );
  if (closed.length && next.notices.some((notice) => notice.to === 'bidder')) {
    await input.notices?.offersAnswered(tx, closed);
  }
  return closed;
}

/**
 * A sale of `editionId` of `artworkId` to `buyerId` (paid, or held for their deposit): the buyer's
 * own open offers on the work close silently as bought; once paid, everyone else's on the edition
 * are declined because it sold.
 */
export async function closeOffersOnSale(
  tx: Executor,
  input: {
    artworkId: string;
    editionId: string;
    buyerId: string;
    paid: boolean;
    notices: CustomerNotices | undefined;
    now: Date;
  },
): Promise<void> {
  const { notices, now } = input;
  await closeOpenOffers(tx, {
    event: 'bought_by_bidder',
    where: { artworkId: input.artworkId, bidderId: input.buyerId },
    notices,
    now,
  });
  if (!input.paid) return;
  await closeOpenOffers(tx, {
    event: 'sold_to_other',
    where: { editionId: input.editionId, notBidderId: input.buyerId },
    notices,
    now,
  });
}
