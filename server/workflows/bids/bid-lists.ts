// Reading bids: the bidder's offers, the seller's received ones, the bids on an artwork, one
// received bid (the back office's partner) and the count of pending ones (the dashboards).
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findEditionToBuy } from '../../modules/artworks/artwork-purchase.repository';
import { countPendingBids, findBid } from '../../modules/bids/bid.repository';
import { bidMessages as m, type BidPageQuery } from '@/schemas/bid';
import type { BidDto } from '@/schemas/bid-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { sells, type BidReads } from './bid-reads';

export function createBidLists(ctx: AppContext, reads: BidReads) {
  return {
    /** The handle of an artwork given by id or handle; null when there is none. */
    async handleOf(artworkIdOrHandle: string): Promise<string | null> {
      return (await findEditionToBuy(ctx.db, artworkIdOrHandle))?.handle ?? null;
    },

    /** One bid the customer answers as its seller (the back office's partner); 404 otherwise. */
    async findReceived(
      customerId: string,
      bidId: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<BidDto> {
      const scope = await reads.sellerScope(customerId);
      const bid = await findBid(ctx.db, bidId);
      if (!bid || !sells(bid, scope)) throw notFound(m.bidNotFound);
      return reads.one(bidId, language, currency, scope);
    },

    /** Pending, unexpired bids on the whole platform or (a partner's dashboard) its galleries. */
    countPending: (institutionIds?: readonly string[]) =>
      countPendingBids(ctx.db, ctx.now(), institutionIds),

    /** GET store/artwork/bids/offered */
    async offered(
      customerId: string,
      page: BidPageQuery,
      currency: CurrencyCode,
      language: Language,
    ) {
      return reads.list({ kind: 'offered', bidderId: customerId }, page, language, currency, {
        institutionIds: [],
        customerId,
      });
    },

    /** GET store/artwork/bids/received: the bids the customer answers as a seller. */
    async received(
      customerId: string,
      page: BidPageQuery,
      currency: CurrencyCode,
      language: Language,
    ) {
      const scope = await reads.sellerScope(customerId);
      return reads.list({ kind: 'received', ...scope }, page, language, currency, scope);
    },

    /** GET store/artwork/bid/{artwork_id}: the customer's bids on it, or all of them for its seller. */
    async ofArtwork(
      customerId: string,
      artworkId: string,
      page: BidPageQuery,
      currency: CurrencyCode,
      language: Language,
    ) {
      const edition = await findEditionToBuy(ctx.db, artworkId);
      if (!edition) throw notFound(m.artworkNotFound);
      const scope = await reads.sellerScope(customerId);
      return reads.list(
        { kind: 'artwork', artworkId: edition.artworkId, visibleTo: scope },
        page,
        language,
        currency,
        scope,
      );
    },
  };
}
