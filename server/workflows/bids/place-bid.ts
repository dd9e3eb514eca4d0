// Placing an offer (POST store/artwork/bid): a customer offers a price on an edition that takes
// bids, in their currency at a rate the bid locks; its seller is told in the same transaction.
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../errors';
import { logger } from '../../lib/logger';
import { findBidTerms, findEditionToBuy } from '../../modules/artworks/artwork-purchase.repository';
import { findInquiryOf, type BidRow } from '../../modules/bids/bid.repository';
import { bidAmountProblem, bidMessages as m, type PlaceBidRequest } from '@/schemas/bid';
import type { BidDto } from '@/schemas/bid-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { convertToKrw } from '@/rules/money-conversion';
import type { Checkout } from '../checkout';
import type { BidOptions, BidReads } from './bid-reads';
import { notifySeller } from './steps/notify-seller';
import { recordBid } from './steps/record-bid';

/** Bidding without an end date keeps a bid for 14 days. */
const OPEN_BID_DAYS = 14;

export function createPlaceBid(
  ctx: AppContext,
  checkout: Checkout,
  reads: BidReads,
  options: BidOptions,
) {
  /** POST store/artwork/bid */
  return async function place(
    customerId: string,
    input: PlaceBidRequest,
    currency: CurrencyCode,
    language: Language,
  ): Promise<BidDto> {
    checkout.assertCurrencyAllowed(currency, language);
    const edition = await findEditionToBuy(ctx.db, input.artwork_id, input.edition_id);
    if (!edition) throw notFound(m.artworkNotFound);
    const terms = await findBidTerms(ctx.db, edition.artworkId);
    const now = ctx.now();
    if (!terms?.bidEnabled || edition.priceKrw === null) {
      throw new AppError('CONFLICT', m.notTakingBids);
    }
    if (edition.purchaseStatus !== 'on_sale' || edition.editionStatus !== 'available') {
      throw new AppError('CONFLICT', m.editionUnavailable);
    }
    const seller = await reads.sellerOf(ctx.db, edition.artworkId, edition.editionId);
    if (!seller) throw new AppError('CONFLICT', m.notTakingBids);
    // The gallery's offer round ends at its deadline; an owner's resale is not bound by it.
    const deadline = seller.customerId ? null : terms.bidExpiresAt;
    if (deadline && deadline <= now) throw new AppError('CONFLICT', m.biddingClosed);
    const scope = await reads.sellerScope(customerId);
    const ownWork =
      seller.customerId === customerId ||
      (seller.institutionId !== undefined && scope.institutionIds.includes(seller.institutionId));
    if (ownWork) throw new AppError('CONFLICT', m.ownArtwork);
    const krwPerUnit = await checkout.rateOf(currency);
    const amountKrw = convertToKrw({ amount: input.amount, currency }, krwPerUnit);
    const problem = bidAmountProblem(amountKrw, edition.priceKrw);
    if (problem) throw new AppError('VALIDATION', problem, { amount: problem });
    const expiresAt = deadline ?? new Date(now.getTime() + OPEN_BID_DAYS * 86_400_000);
    // An offer made from a conversation: the bidder's own, about this work (else 404).
    if (input.inquiry_id) {
      const inquiry = await findInquiryOf(ctx.db, input.inquiry_id, customerId);
      if (!inquiry || inquiry.artworkId !== edition.artworkId) throw notFound(m.inquiryNotFound);
    }
    let bid: BidRow;
    try {
      bid = await ctx.db.transaction(async (tx) => {
        const placed = await recordBid(tx, {
          values: {
            artworkId: edition.artworkId,
            editionId: edition.editionId,
            bidderId: customerId,
            sellerInstitutionId: seller.institutionId ?? null,
            sellerCustomerId: seller.customerId ?? null,
            currencyCode: currency,
            amount: input.amount,
            krwPerUnit,
            amountKrw,
            // The price it was made against, whatever the listing's price later (rules §4.32).
            listPriceKrw: edition.priceKrw,
            inquiryId: input.inquiry_id || null,
            expiresAt,
          },
          now,
        });
        await notifySeller(tx, { notices: options.notices, bidId: placed.id });
        return placed;
      });
    } catch (error) {
      // The partial unique index: one active bid per bidder per edition.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.alreadyBid);
      throw error;
    }
    logger.info('bid placed', { bid_id: bid.id, edition_id: bid.editionId });
    return reads.one(bid.id, language, currency, scope);
  };
}
