// Bids (issue 6): a customer offers a price on an edition; the seller (the gallery for a primary
// edition, the owner for a resold one) accepts one, which declines the others and opens a bid
// order (a cart priced at the bid, holding the edition until a payment deadline) that the bidder
// pays through the ordinary checkout (payment session, gateway, completion). Every state change
// runs in one transaction under the bid's row lock or a conditional update, and the edition is
// held through the same reservation as buy now, so a bid's acceptance and a purchase can never
// both win. The sweep expires bids, lapses unpaid accepted ones (freeing the edition) and
// declines bids on editions sold to someone else.
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, notFound } from '../errors';
import { logger } from '../lib/logger';
import { toImageDto } from '../lib/image-url';
import { localize } from '../lib/localize';
import {
  findBidTerms,
  findEditionToBuy,
  findEditionsForOrders,
} from '../modules/artworks/artwork-purchase.repository';
import {
  activeBidStatuses,
  bidsOfBidderOnArtwork,
  cancelPendingBid,
  claimBidsOnSoldEditions,
  claimExpiredBids,
  claimLapsedBids,
  closeBid,
  countPendingBids,
  declineOtherBids,
  declinePendingBid,
  findBid,
  insertBid,
  listBidViews,
  markBidAccepted,
  type BidListFilter,
  type BidRow,
  type BidView,
} from '../modules/bids/bid.repository';
import { loadExchangeRates } from '../modules/money/money.repository';
import { updateCart } from '../modules/orders/cart.repository';
import { holdEdition, lockHold, releaseEdition } from '../modules/orders/edition-hold.repository';
import { closePendingPayments } from '../modules/payments/payment.repository';
import { institutionOfArtwork, institutionsOfSeller } from '../modules/sellers/seller.repository';
import { openCartFor, type Checkout } from './checkout';
import {
  bidAmountProblem,
  bidMessages as m,
  BID_PAYMENT_WINDOW_MS,
  type AcceptBidRequest,
  type BidPageQuery,
  type PlaceBidRequest,
} from '@/schemas/bid';
import type {
  BidDto,
  BidListDto,
  BidOrderDto,
  BidPaymentSessionDto,
  BidStatus,
  BidStatusDto,
} from '@/schemas/bid-dto';
import { buyButtonState, type BuyStateInput } from '@/schemas/buy-state';
import type { CompleteQuery, PaymentSessionRequest } from '@/schemas/checkout';
import type { OrderDto } from '@/schemas/checkout-dto';
import { customerFullName } from '@/schemas/customer-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';
import { convertFromKrw, convertToKrw } from '@/schemas/money-conversion';
import type { ArtworkDetailDto, EditionType } from '@/schemas/artwork-dto';
import type { CustomerNotices } from './customer-notices';

export type Bids = ReturnType<typeof createBids>;

/** Who answers the bids on an edition. */
export type EditionSeller =
  | { institutionId: string; customerId?: undefined }
  | { customerId: string; institutionId?: undefined };

export interface BidOptions {
  /**
   * The customer who owns a resold edition (the resale domain plugs in here); null while the
   * edition is still primary, sold by its gallery.
   */
  ownerOfEdition?: (db: Executor, editionId: string) => Promise<string | null>;
  /** The edition of an artwork a customer owns (the resale domain's), for the buy button. */
  ownedEditionOf?: (
    db: Executor,
    customerId: string,
    artworkId: string,
  ) => Promise<{ editionId: string } | null>;
  /** Tells sellers of new offers and bidders of the answers (issue 9). */
  notices?: CustomerNotices;
}

/** What the artwork page needs for the buy button (the artwork detail in the request currency). */
export type ArtworkForBuyState = Pick<
  ArtworkDetailDto,
  | 'id'
  | 'purchase_status'
  | 'price'
  | 'bid_enabled'
  | 'bid_expires_at'
  | 'release_at'
  | 'editions'
  | 'institution'
>;

const SWEEP_BATCH = 50;

export function createBids(ctx: AppContext, checkout: Checkout, options: BidOptions = {}) {
  const ownerOf = options.ownerOfEdition ?? (async () => null);
  const ownedEditionOf = options.ownedEditionOf ?? (async () => null);

  async function sellerOf(db: Executor, artworkId: string, editionId: string) {
    const owner = await ownerOf(db, editionId);
    if (owner) return { customerId: owner } satisfies EditionSeller;
    const institutionId = await institutionOfArtwork(db, artworkId);
    return institutionId ? ({ institutionId } satisfies EditionSeller) : null;
  }

  async function sellerScope(customerId: string) {
    return { institutionIds: await institutionsOfSeller(ctx.db, customerId), customerId };
  }

  const sells = (bid: BidRow, scope: { institutionIds: string[]; customerId: string }) =>
    bid.sellerCustomerId === scope.customerId ||
    (bid.sellerInstitutionId !== null && scope.institutionIds.includes(bid.sellerInstitutionId));

  async function rates(): Promise<Record<CurrencyCode, number>> {
    return { ...(await loadExchangeRates(ctx.db)), krw: 1 };
  }

  function toDto(
    view: BidView,
    language: Language,
    currency: CurrencyCode,
    rate: number,
    scope: { institutionIds: string[]; customerId: string } | null,
  ): BidDto {
    const bid = view.bid;
    const priceKrw = view.editionPrice ?? view.artworkPrice;
    const seller = scope !== null && sells(bid, scope);
    return {
      id: bid.id,
      status: bid.status as BidStatus,
      artwork: {
        id: bid.artworkId,
        handle: view.artworkHandle,
        title: localize(language, view.titleEn, view.titleKo),
        artist_name: localize(language, view.artistNameEn, view.artistNameKo),
        image: toImageDto(view.image?.key ? view.image : null),
        price:
          priceKrw === null
            ? null
            : { krw: priceKrw, display: convertFromKrw(priceKrw, currency, rate) },
      },
      edition_id: bid.editionId,
      edition_number: view.editionNumber,
      edition_type: view.editionType as EditionType,
      edition_size: view.editionSize,
      amount: { amount: bid.amount, currency: bid.currencyCode as CurrencyCode },
      amount_krw: bid.amountKrw,
      krw_per_unit: Number(bid.krwPerUnit),
      expires_at: bid.expiresAt.toISOString(),
      accepted_at: bid.acceptedAt?.toISOString() ?? null,
      payment_deadline: bid.paymentDeadline?.toISOString() ?? null,
      cart_id: bid.bidderId === scope?.customerId ? bid.cartId : null,
      order_id: bid.bidderId === scope?.customerId ? bid.orderId : null,
      bidder_name: seller ? customerFullName(view.bidderFirstName, view.bidderLastName) : null,
      can_accept: seller && bid.status === 'pending' && bid.expiresAt > ctx.now(),
      created_at: bid.createdAt.toISOString(),
    };
  }

  async function list(
    filter: BidListFilter,
    page: BidPageQuery,
    language: Language,
    currency: CurrencyCode,
    scope: { institutionIds: string[]; customerId: string } | null,
  ): Promise<BidListDto> {
    const [{ rows, count }, table] = await Promise.all([
      listBidViews(ctx.db, filter, page),
      rates(),
    ]);
    return {
      bids: rows.map((row) => toDto(row, language, currency, table[currency], scope)),
      count,
      limit: page.limit,
      offset: page.offset,
    };
  }

  async function one(
    bidId: string,
    language: Language,
    currency: CurrencyCode,
    scope: { institutionIds: string[]; customerId: string },
  ): Promise<BidDto> {
    const { bids } = await list(
      { kind: 'ids', ids: [bidId] },
      { limit: 1, offset: 0 },
      language,
      currency,
      scope,
    );
    if (!bids[0]) throw notFound(m.bidNotFound);
    return bids[0];
  }

  /** The bidder's accepted (or paid) bid and its order's cart; 404 for anyone else's. */
  async function ownBidOrder(customerId: string, bidId: string) {
    const bid = await findBid(ctx.db, bidId);
    if (!bid || bid.bidderId !== customerId) throw notFound(m.bidNotFound);
    if (!bid.cartId) throw new AppError('CONFLICT', m.notAccepted);
    return { bid, cartId: bid.cartId };
  }

  return {
    /** The handle of an artwork given by id or handle; null when there is none. */
    async handleOf(artworkIdOrHandle: string): Promise<string | null> {
      return (await findEditionToBuy(ctx.db, artworkIdOrHandle))?.handle ?? null;
    },

    /** POST store/artwork/bid */
    async place(
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
      const seller = await sellerOf(ctx.db, edition.artworkId, edition.editionId);
      if (!seller) throw new AppError('CONFLICT', m.notTakingBids);
      // The gallery's offer round ends at its deadline; an owner's resale is not bound by it.
      const deadline = seller.customerId ? null : terms.bidExpiresAt;
      if (deadline && deadline <= now) throw new AppError('CONFLICT', m.biddingClosed);
      const scope = await sellerScope(customerId);
      const ownWork =
        seller.customerId === customerId ||
        (seller.institutionId !== undefined && scope.institutionIds.includes(seller.institutionId));
      if (ownWork) throw new AppError('CONFLICT', m.ownArtwork);
      const krwPerUnit = await checkout.rateOf(currency);
      const amountKrw = convertToKrw({ amount: input.amount, currency }, krwPerUnit);
      const problem = bidAmountProblem(amountKrw, edition.priceKrw);
      if (problem) throw new AppError('VALIDATION', problem, { amount: problem });
      // Bidding without an end date keeps a bid for 14 days.
      const expiresAt = deadline ?? new Date(now.getTime() + 14 * 86_400_000);
      let bid: BidRow;
      try {
        bid = await ctx.db.transaction(async (tx) => {
          const placed = await insertBid(
            tx,
            {
              artworkId: edition.artworkId,
              editionId: edition.editionId,
              bidderId: customerId,
              sellerInstitutionId: seller.institutionId ?? null,
              sellerCustomerId: seller.customerId ?? null,
              currencyCode: currency,
              amount: input.amount,
              krwPerUnit,
              amountKrw,
              expiresAt,
            },
            now,
          );
          await options.notices?.offerReceived(tx, placed.id);
          return placed;
        });
      } catch (error) {
        // The partial unique index: one active bid per bidder per edition.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.alreadyBid);
        throw error;
      }
      logger.info('bid placed', { bid_id: bid.id, edition_id: bid.editionId });
      return one(bid.id, language, currency, scope);
    },

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
      return one(bidId, language, currency, await sellerScope(customerId));
    },

    /**
     * POST store/artwork/bid/accept: the seller accepts a pending bid. In one transaction: the
     * bid is locked and must be pending and unexpired, the bidder's order (a cart priced at the
     * bid) is opened and holds the edition until the payment deadline (409 when someone holds
     * or bought it), and the other pending bids on the edition are declined.
     */
    async accept(
      customerId: string,
      input: AcceptBidRequest,
      currency: CurrencyCode,
      language: Language,
    ): Promise<BidDto> {
      const scope = await sellerScope(customerId);
      const now = ctx.now();
      const accepted = await ctx.db.transaction(async (tx) => {
        // Locks in the checkout's order (the edition's hold, the edition, then bids), so an
        // accept never deadlocks with a payment or another accept on the same edition.
        const seen = await findBid(tx, input.bid_id);
        if (!seen || !sells(seen, scope)) throw notFound(m.bidNotFound);
        if (seen.status !== 'pending') throw new AppError('CONFLICT', m.notPending);
        const paymentDeadline = new Date(now.getTime() + BID_PAYMENT_WINDOW_MS);
        const cart = await openCartFor(
          tx,
          {
            customerId: seen.bidderId,
            artworkId: seen.artworkId,
            editionId: seen.editionId,
            currency: seen.currencyCode as CurrencyCode,
            krwPerUnit: Number(seen.krwPerUnit),
            rateLockedAt: seen.createdAt,
          },
          now,
        );
        const hold = await holdEdition(
          tx,
          {
            editionId: seen.editionId,
            cartId: cart.id,
            customerId: seen.bidderId,
            expiresAt: paymentDeadline,
          },
          now,
        );
        if (hold === 'unavailable') throw new AppError('CONFLICT', m.editionUnavailable);
        const bid = (await findBid(tx, input.bid_id, { forUpdate: true }))!;
        if (bid.status !== 'pending') throw new AppError('CONFLICT', m.notPending);
        if (bid.expiresAt <= now) throw new AppError('CONFLICT', m.bidExpired);
        const row = await markBidAccepted(tx, bid.id, { cartId: cart.id, paymentDeadline }, now);
        if (!row) throw new AppError('CONFLICT', m.notPending);
        const declined = await declineOtherBids(tx, bid.editionId, bid.id, now);
        await options.notices?.offersAnswered(tx, [row.id, ...declined]);
        return { row, declined };
      });
      logger.info('bid accepted', {
        bid_id: accepted.row.id,
        declined: accepted.declined.length,
      });
      return one(accepted.row.id, language, currency, scope);
    },

    /** Declines a pending bid (the seller's "decline" on /my-page/offer). */
    async decline(
      customerId: string,
      bidId: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<BidDto> {
      const scope = await sellerScope(customerId);
      await ctx.db.transaction(async (tx) => {
        const bid = await findBid(tx, bidId, { forUpdate: true });
        if (!bid || !sells(bid, scope)) throw notFound(m.bidNotFound);
        if (!(await declinePendingBid(tx, bidId, ctx.now()))) {
          throw new AppError('CONFLICT', m.notPending);
        }
        await options.notices?.offersAnswered(tx, [bidId]);
      });
      return one(bidId, language, currency, scope);
    },

    /** One bid the customer answers as its seller (the back office's partner); 404 otherwise. */
    async findReceived(
      customerId: string,
      bidId: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<BidDto> {
      const scope = await sellerScope(customerId);
      const bid = await findBid(ctx.db, bidId);
      if (!bid || !sells(bid, scope)) throw notFound(m.bidNotFound);
      return one(bidId, language, currency, scope);
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
      return list({ kind: 'offered', bidderId: customerId }, page, language, currency, {
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
      const scope = await sellerScope(customerId);
      return list({ kind: 'received', ...scope }, page, language, currency, scope);
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
      const scope = await sellerScope(customerId);
      return list(
        { kind: 'artwork', artworkId: edition.artworkId, visibleTo: scope },
        page,
        language,
        currency,
        scope,
      );
    },

    /**
     * GET store/artwork/bid/status/{id}: the buy-button rule's inputs for this customer and its
     * outcome (the same function the page runs).
     */
    async status(
      customerId: string | null,
      artwork: ArtworkForBuyState,
      currency: CurrencyCode,
      language: Language,
    ): Promise<BidStatusDto> {
      const now = ctx.now();
      const scope = customerId ? await sellerScope(customerId) : null;
      const [latest] = customerId
        ? await bidsOfBidderOnArtwork(ctx.db, customerId, artwork.id)
        : [];
      const active =
        latest && (activeBidStatuses as readonly string[]).includes(latest.status) ? latest : null;
      const editionId = active?.editionId ?? artwork.editions.next_edition?.edition_id ?? null;
      const owned = customerId ? await ownedEditionOf(ctx.db, customerId, artwork.id) : null;
      const editions = await findEditionsForOrders(
        ctx.db,
        [editionId, owned?.editionId].filter((id): id is string => !!id),
      );
      const edition = editionId ? editions.get(editionId) : undefined;
      const sellerOfThis =
        scope !== null &&
        ((artwork.institution !== null && scope.institutionIds.includes(artwork.institution.id)) ||
          (editionId !== null && (await ownerOf(ctx.db, editionId)) === customerId));
      const input: Omit<BuyStateInput, 'now'> = {
        artwork: {
          purchase_status: artwork.purchase_status,
          price: artwork.price,
          bid_enabled: artwork.bid_enabled,
          bid_expires_at: artwork.bid_expires_at,
          release_at: artwork.release_at,
        },
        editions: {
          available: artwork.editions.available,
          reserved: artwork.editions.reserved,
          sold: artwork.editions.sold,
        },
        // A held edition that the customer's own accepted bid holds is theirs to pay for.
        edition: edition ? { status: edition.editionStatus as 'available' } : null,
        bid: latest
          ? {
              status: latest.status as BidStatus,
              payment_deadline: latest.paymentDeadline?.toISOString() ?? null,
            }
          : null,
        visitor: {
          sells: sellerOfThis,
          ownsEdition: owned !== null,
          // Their own edition is on sale again (their resale listing on this page).
          listing: owned !== null && editions.get(owned.editionId)?.editionStatus === 'available',
        },
      };
      return {
        artwork_id: artwork.id,
        input,
        state: buyButtonState({ ...input, now }),
        bid: latest ? await one(latest.id, language, currency, scope!) : null,
        edition_id: editionId,
        now: now.toISOString(),
      };
    },

    /** GET store/orders/bid/{id}: the accepted bid's order, priced at the bid. */
    async order(customerId: string, bidId: string, language: Language): Promise<BidOrderDto> {
      const { bid, cartId } = await ownBidOrder(customerId, bidId);
      const currency = bid.currencyCode as CurrencyCode;
      const [cart, dto] = await Promise.all([
        checkout.get(customerId, cartId, currency, language),
        one(bid.id, language, currency, { institutionIds: [], customerId }),
      ]);
      return { bid: dto, cart };
    },

    /** PUT store/orders/bid/{id}: starts the payment of the bid order (the checkout's session). */
    async startPayment(
      customerId: string,
      bidId: string,
      input: PaymentSessionRequest,
      language: Language,
    ): Promise<BidPaymentSessionDto> {
      const { bid, cartId } = await ownBidOrder(customerId, bidId);
      const session = await checkout.startPayment(customerId, cartId, input, language);
      const dto = await one(bid.id, language, bid.currencyCode as CurrencyCode, {
        institutionIds: [],
        customerId,
      });
      return { ...session, bid: dto };
    },

    /** GET store/orders/bid/complete/{id}: completes the bid order's payment (the checkout's). */
    async complete(
      customerId: string,
      bidId: string,
      query: CompleteQuery,
      language: Language,
    ): Promise<OrderDto> {
      const { bid, cartId } = await ownBidOrder(customerId, bidId);
      return checkout.complete(
        customerId,
        cartId,
        bid.currencyCode as CurrencyCode,
        query,
        language,
      );
    },

    /**
     * The bid sweep (idempotent, SKIP LOCKED): pending bids past their expiry expire; accepted
     * bids unpaid at their deadline lapse and free the edition their order held; pending bids on
     * editions sold to someone else are declined.
     */
    async sweep(): Promise<{ expired: number; lapsed: number; declined: number }> {
      const counts = { expired: 0, lapsed: 0, declined: 0 };
      const batches = async (step: (tx: Executor) => Promise<number>) => {
        let total = 0;
        for (;;) {
          const n = await ctx.db.transaction(step);
          total += n;
          if (n < SWEEP_BATCH) return total;
        }
      };
      // Each bidder hears how their bid ended, in the transaction that closed it.
      const tell = (tx: Executor, rows: readonly { id: string }[]) =>
        options.notices?.offersAnswered(
          tx,
          rows.map((row) => row.id),
        );
      counts.expired = await batches(async (tx) => {
        const rows = await claimExpiredBids(tx, ctx.now(), SWEEP_BATCH);
        for (const row of rows) await closeBid(tx, row.id, 'expired', ctx.now());
        await tell(tx, rows);
        return rows.length;
      });
      counts.lapsed = await batches(async (tx) => {
        const rows = await claimLapsedBids(tx, ctx.now(), SWEEP_BATCH);
        for (const row of rows) {
          const now = ctx.now();
          await closeBid(tx, row.id, 'lapsed', now);
          if (!row.cartId) continue;
          // A payment under way is stale now; the edition is freed if the order still holds it.
          await closePendingPayments(tx, row.cartId, 'expired', now);
          await updateCart(tx, row.cartId, {}, now);
          if (await lockHold(tx, row.editionId, row.cartId)) {
            await releaseEdition(tx, row.editionId, now);
          }
        }
        await tell(tx, rows);
        return rows.length;
      });
      counts.declined = await batches(async (tx) => {
        const rows = await claimBidsOnSoldEditions(tx, SWEEP_BATCH);
        for (const row of rows) await closeBid(tx, row.id, 'declined', ctx.now());
        await tell(tx, rows);
        return rows.length;
      });
      if (counts.expired || counts.lapsed || counts.declined) logger.info('bid sweep', counts);
      return counts;
    },
  };
}
