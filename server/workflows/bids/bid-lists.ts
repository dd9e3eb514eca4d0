// Reading bids: the bidder's offers, the seller's received ones, the bids on an artwork, one
// received bid (the back office's partner) and the count of pending ones (the dashboards).
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findEditionToBuy } from '../../modules/artworks/artwork-purchase.repository';
import {
  countPendingBids,
  findBid,
  type BackOfficeBidFilter,
} from '../../modules/bids/bid.repository';
import { bidMessages as m, type BidPageQuery } from '@/schemas/bid';
import type { BidDto } from '@/schemas/bid-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { BidReads } from './bid-reads';

export function createBidLists(ctx: AppContext, reads: BidReads) {
  return {
    /** The handle of an artwork given by id or handle; null when there is none. */
    async handleOf(artworkIdOrHandle: string): Promise<string | null> {
      return (await findEditionToBuy(ctx.db, artworkIdOrHandle))?.handle ?? null;
    },

    /**
     * One bid in the back office: a partner's gallery's (404 for any other); an operator reads
     * every bid (answering only those of galleries without a partner account, rules §4.26).
     */
    async findReceived(
      customerId: string,
      bidId: string,
      currency: CurrencyCode,
      language: Language,
      as: { operator?: boolean } = {},
    ): Promise<BidDto> {
      const scope = await reads.sellerScope(customerId, as.operator);
      const bid = await findBid(ctx.db, bidId);
      if (!bid) throw notFound(m.bidNotFound);
      if (!as.operator && !(await reads.answerAs(ctx.db, bid, scope))) {
        throw notFound(m.bidNotFound);
      }
      return reads.one(bidId, language, currency, scope);
    },

    /**
     * The back office's offers queue (rules §4.33): a partner's galleries' offers, or for an
     * operator every offer, filtered by status, who answers, gallery and text, newest first.
     */
    async queue(
      customerId: string,
      filter: Omit<BackOfficeBidFilter, 'scope'>,
      page: BidPageQuery,
      currency: CurrencyCode,
      language: Language,
      as: { operator?: boolean } = {},
    ) {
      const scope = await reads.sellerScope(customerId, as.operator);
      return reads.list(
        {
          kind: 'back-office',
          ...filter,
          scope: as.operator ? 'all' : { institutionIds: scope.institutionIds },
        },
        page,
        language,
        currency,
        scope,
      );
    },

    /**
     * Bids by id (a conversation's offers, issue 31) as `viewerId` sees them: the bidder their own,
     * a seller the ones they answer; newest first as given.
     */
    async listByIds(
      ids: readonly string[],
      viewerId: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<BidDto[]> {
      if (!ids.length) return [];
      const scope = await reads.sellerScope(viewerId);
      const { bids } = await reads.list(
        { kind: 'ids', ids: [...ids] },
        { limit: ids.length, offset: 0 },
        language,
        currency,
        scope,
      );
      const order = new Map(ids.map((id, index) => [id, index]));
      return bids.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    },

    /**
     * Pending, unexpired bids a viewer answers (the dashboards): a partner's galleries', or the
     * operators' (galleries without a partner account).
     */
    countPending: (answerable: { institutionIds: readonly string[] } | 'operators') =>
      countPendingBids(
        ctx.db,
        ctx.now(),
        answerable === 'operators' ? 'galleries without a partner' : answerable,
      ),

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
