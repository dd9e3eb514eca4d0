// Accepting an offer (POST store/artwork/bid/accept): the seller accepts a pending bid, which opens
// the bidder's order (a cart priced at the bid, holding the edition until the payment deadline)
// and declines the other bids on the edition. The steps of steps/ run in order in one transaction;
// any refusal rolls all back.
import type { AppContext } from '../../context';
import { logger } from '../../lib/logger';
import { BID_PAYMENT_WINDOW_MS, type AcceptBidRequest } from '@/schemas/bid';
import type { BidDto } from '@/schemas/bid-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { BidOptions, BidReads } from './bid-reads';
import { declineRivalBids } from './steps/decline-rival-bids';
import { findBidToAnswer } from './steps/find-bid-to-answer';
import { holdForBidder } from './steps/hold-for-bidder';
import { lockPendingBid } from './steps/lock-pending-bid';
import { notifyBidders } from './steps/notify-bidders';
import { openBidOrder } from './steps/open-bid-order';
import { recordAcceptance } from './steps/record-acceptance';

export function createAcceptBid(ctx: AppContext, reads: BidReads, options: BidOptions) {
  /**
   * POST store/artwork/bid/accept. In one transaction: the bid is locked and must be pending and
   * unexpired, the bidder's order is opened and holds the edition until the payment deadline (409
   * when someone holds or bought it), and the other pending bids on the edition are declined.
   */
  return async function accept(
    customerId: string,
    input: AcceptBidRequest,
    currency: CurrencyCode,
    language: Language,
    /** An operator answering, in the back office, for a gallery without a partner account. */
    as: { operator?: boolean } = {},
  ): Promise<BidDto> {
    const scope = await reads.sellerScope(customerId, as.operator);
    const now = ctx.now();
    const accepted = await ctx.db.transaction(async (tx) => {
      // Locks in the checkout's order (the edition's hold, the edition, then bids), so an
      // accept never deadlocks with a payment or another accept on the same edition.
      const seen = await findBidToAnswer(tx, { bidId: input.bid_id, scope });
      const paymentDeadline = new Date(now.getTime() + BID_PAYMENT_WINDOW_MS);
      const cart = await openBidOrder(tx, { bid: seen, now });
      await holdForBidder(tx, {
        editionId: seen.editionId,
        cartId: cart.id,
        bidderId: seen.bidderId,
        paymentDeadline,
        now,
      });
      const bid = await lockPendingBid(tx, { bidId: input.bid_id, now });
      const row = await recordAcceptance(tx, {
        bidId: bid.id,
        cartId: cart.id,
        paymentDeadline,
        answered: { answeredBy: seen.answeredBy, answeredById: customerId },
        now,
      });
      const declined = await declineRivalBids(tx, {
        editionId: bid.editionId,
        acceptedId: bid.id,
        now,
      });
      await notifyBidders(tx, { notices: options.notices, bidIds: [row.id, ...declined] });
      return { row, declined };
    });
    logger.info('bid accepted', {
      bid_id: accepted.row.id,
      declined: accepted.declined.length,
    });
    return reads.one(accepted.row.id, language, currency, scope);
  };
}
