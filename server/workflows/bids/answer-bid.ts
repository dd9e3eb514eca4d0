// Closing a pending offer before it is accepted: the bidder cancels it (DELETE
// store/artwork/bid/{id}) or the seller declines it ("decline" on /my-page/offer).
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { cancelPendingBid, declinePendingBid, findBid } from '../../modules/bids/bid.repository';
import { bidMessages as m } from '@/schemas/bid';
import type { BidDto } from '@/schemas/bid-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { BidOptions, BidReads } from './bid-reads';
import { findBidToAnswer } from './steps/find-bid-to-answer';
import { notifyBidders } from './steps/notify-bidders';

export function createAnswerBid(ctx: AppContext, reads: BidReads, options: BidOptions) {
  return {
    /** DELETE store/artwork/bid/{id}: the bidder cancels a pending bid. */
    async cancel(
      customerId: string,
      bidId: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<BidDto> {
      const canceled = await ctx.db.transaction((tx) =>
        cancelPendingBid(tx, bidId, customerId, ctx.now()),
      );
      if (!canceled) {
        const bid = await findBid(ctx.db, bidId);
        if (!bid || bid.bidderId !== customerId) throw notFound(m.bidNotFound);
        throw new AppError('CONFLICT', m.notPending);
      }
      return reads.one(bidId, language, currency, await reads.sellerScope(customerId));
    },

    /**
     * Declines a pending bid: whoever answers it (rules §4.26) — the seller's "decline" on
     * /my-page/offer, a partner's or (for a gallery without a partner account) an operator's in
     * the back office.
     */
    async decline(
      customerId: string,
      bidId: string,
      currency: CurrencyCode,
      language: Language,
      as: { operator?: boolean } = {},
    ): Promise<BidDto> {
      const scope = await reads.sellerScope(customerId, as.operator);
      await ctx.db.transaction(async (tx) => {
        const { answeredBy } = await findBidToAnswer(tx, { bidId, scope });
        const declined = await declinePendingBid(tx, bidId, ctx.now(), {
          answeredBy,
          answeredById: customerId,
        });
        if (!declined) throw new AppError('CONFLICT', m.notPending);
        await notifyBidders(tx, { notices: options.notices, bidIds: [bidId] });
      });
      return reads.one(bidId, language, currency, scope);
    },
  };
}
