// What the bid operations share (issue 6): who sells an edition and whom a customer sells for,
// and a bid as its bidder or seller sees it (the DTO), read in the request's language and currency.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import {
  findBid,
  hasPartnerAccount,
  listBidViews,
  type BidListFilter,
  type BidRow,
  type BidView,
} from '../../modules/bids/bid.repository';
import { loadExchangeRates } from '../../modules/money/money.repository';
import {
  galleryOf,
  institutionOfArtwork,
  institutionsOfSeller,
} from '../../modules/sellers/seller.repository';
import { bidMessages as m, type BidPageQuery } from '@/schemas/bid';
import type { BidDto, BidListDto, BidStatus } from '@/schemas/bid-dto';
import type { EditionType } from '@/schemas/artwork-dto';
import { customerFullName } from '@/schemas/customer-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { convertFromKrw } from '@/rules/money-conversion';
import {
  answererOf,
  listingOf,
  STORE_NAME,
  type AnsweredBy,
  type CloseReason,
  type ListingKind,
} from '@/rules/negotiation';
import type { BidAnswererDto } from '@/schemas/bid-dto';
import type { CustomerNotices } from '../customer-notices';

/** Who answers the bids on an edition. */
export type EditionSeller =
  | { institutionId: string; customerId?: undefined }
  | { customerId: string; institutionId?: undefined };

/**
 * The galleries a customer sells for, and the customer (an owner reselling); `operator` when they
 * answer, in the back office, for the galleries without a partner account (rules §4.26).
 */
export interface SellerScope {
  institutionIds: string[];
  customerId: string;
  operator?: boolean;
}

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
  /** The kind of the owner's listing of a resold edition (resale or consignment). */
  resaleKindOf?: (db: Executor, editionId: string) => Promise<string | null>;
  /** Tells sellers of new offers and bidders of the answers (issue 9). */
  notices?: CustomerNotices;
}

/** Whether the customer of `scope` answers `bid` (its gallery's seller, or the owner). */
export const sells = (bid: BidRow, scope: SellerScope) =>
  bid.sellerCustomerId === scope.customerId ||
  (bid.sellerInstitutionId !== null && scope.institutionIds.includes(bid.sellerInstitutionId));

/**
 * As whom the customer of `scope` answers `bid`: its owner, its gallery's partner, or an operator
 * for a gallery without a partner account (`galleryHasPartner`); null when it is not theirs.
 */
export function answersAs(
  bid: Pick<BidRow, 'sellerCustomerId' | 'sellerInstitutionId'>,
  scope: SellerScope,
  galleryHasPartner: boolean,
): AnsweredBy | null {
  if (bid.sellerCustomerId !== null)
    return bid.sellerCustomerId === scope.customerId ? 'owner' : null;
  if (bid.sellerInstitutionId === null) return null;
  if (scope.institutionIds.includes(bid.sellerInstitutionId)) return 'gallery';
  return scope.operator && !galleryHasPartner ? 'operator' : null;
}

/** Who answers offers on a listing, in `language` (rules §4.26). */
export function answererDto(
  listing: ListingKind,
  galleryName: string | null,
  language: Language,
): BidAnswererDto {
  const kind = answererOf(listing);
  if (kind === 'owner') return { kind, name: null, for_gallery: null };
  if (kind === 'store') return { kind, name: STORE_NAME[language], for_gallery: galleryName };
  return { kind, name: galleryName, for_gallery: null };
}

export type BidReads = ReturnType<typeof createBidReads>;

export function createBidReads(ctx: AppContext, options: BidOptions) {
  const ownerOf = options.ownerOfEdition ?? (async () => null);
  const ownedEditionOf = options.ownedEditionOf ?? (async () => null);

  async function sellerOf(db: Executor, artworkId: string, editionId: string) {
    const owner = await ownerOf(db, editionId);
    if (owner) return { customerId: owner } satisfies EditionSeller;
    const institutionId = await institutionOfArtwork(db, artworkId);
    return institutionId ? ({ institutionId } satisfies EditionSeller) : null;
  }

  async function sellerScope(customerId: string, operator = false): Promise<SellerScope> {
    return {
      institutionIds: await institutionsOfSeller(ctx.db, customerId),
      customerId,
      ...(operator ? { operator } : {}),
    };
  }

  /** As whom the customer of `scope` answers `bid` (rules §4.26); null when not theirs. */
  async function answerAs(db: Executor, bid: BidRow, scope: SellerScope) {
    const direct = answersAs(bid, scope, true);
    if (direct || !scope.operator || bid.sellerInstitutionId === null) return direct;
    return answersAs(bid, scope, await hasPartnerAccount(db, bid.sellerInstitutionId));
  }

  /** Who answers a new offer on `editionId` of `artworkId`, in `language`; null for none. */
  async function answererOfEdition(
    db: Executor,
    artworkId: string,
    editionId: string,
    language: Language,
  ): Promise<BidAnswererDto | null> {
    const seller = await sellerOf(db, artworkId, editionId);
    if (!seller) return null;
    if (seller.customerId) {
      const kind = await options.resaleKindOf?.(db, editionId);
      return answererDto(kind === 'consignment' ? 'consignment' : 'resale', null, language);
    }
    const gallery = await galleryOf(db, seller.institutionId!);
    return answererDto(
      gallery?.hasPartner ? 'partner_gallery' : 'gallery_without_partner',
      gallery ? localize(language, gallery.nameEn, gallery.nameKo || gallery.nameEn) : null,
      language,
    );
  }

  async function rates(): Promise<Record<CurrencyCode, number>> {
    return { ...(await loadExchangeRates(ctx.db)), krw: 1 };
  }

  function toDto(
    view: BidView,
    language: Language,
    currency: CurrencyCode,
    rate: number,
    scope: SellerScope | null,
  ): BidDto {
    const bid = view.bid;
    const priceKrw = view.editionPrice ?? view.artworkPrice;
    const galleryHasPartner = Boolean(view.galleryHasPartner);
    const answering = scope !== null && answersAs(bid, scope, galleryHasPartner) !== null;
    // An operator reads every offer in the queue; the bidder's name is for whoever may see it.
    const seller = answering || (scope?.operator ?? false);
    const listing = listingOf({
      sellerCustomerId: bid.sellerCustomerId,
      resaleKind: view.resaleKind,
      galleryHasPartner,
    });
    const galleryName =
      view.galleryNameEn === null
        ? null
        : localize(language, view.galleryNameEn, view.galleryNameKo ?? view.galleryNameEn);
    return {
      id: bid.id,
      status: bid.status as BidStatus,
      close_reason: bid.closeReason as CloseReason | null,
      listing,
      answerer: answererDto(listing, galleryName, language),
      answered_by: bid.answeredBy as AnsweredBy | null,
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
      list_price_krw: bid.listPriceKrw,
      inquiry_id: bid.bidderId === scope?.customerId || seller ? bid.inquiryId : null,
      expires_at: bid.expiresAt.toISOString(),
      accepted_at: bid.acceptedAt?.toISOString() ?? null,
      payment_deadline: bid.paymentDeadline?.toISOString() ?? null,
      cart_id: bid.bidderId === scope?.customerId ? bid.cartId : null,
      order_id: bid.bidderId === scope?.customerId ? bid.orderId : null,
      bidder_name: seller ? customerFullName(view.bidderFirstName, view.bidderLastName) : null,
      can_accept: answering && bid.status === 'pending' && bid.expiresAt > ctx.now(),
      other_pending: answering || seller ? Number(view.otherPending) : 0,
      created_at: bid.createdAt.toISOString(),
    };
  }

  async function list(
    filter: BidListFilter,
    page: BidPageQuery,
    language: Language,
    currency: CurrencyCode,
    scope: SellerScope | null,
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
    scope: SellerScope,
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
    ownerOf,
    ownedEditionOf,
    sellerOf,
    sellerScope,
    answerAs,
    answererOfEdition,
    list,
    one,
    ownBidOrder,
  };
}
