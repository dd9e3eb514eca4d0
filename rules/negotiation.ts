// The negotiation model (rules §4.22, §4.26–4.34, ADR 0071): one state machine for an offer
// (a bid on the wire) on every kind of listing — who answers it, how each event moves it, why it
// closed and who is told. The server's bid workflows and the sale, resale and back-office steps
// ask `offerTransition` and do what it says; the screens read the same close reasons and answerer.

export const offerStatuses = [
  'pending',
  'accepted',
  'ordered',
  'declined',
  'canceled',
  'expired',
  'lapsed',
] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Why an offer closed (bids.close_reason); an offer paid for (ordered) has none. */
export const closeReasons = [
  'bought',
  'sold',
  'accepted_other',
  'withdrawn',
  'relisted',
  'consigned',
  'declined',
  'canceled',
  'expired',
  'lapsed',
] as const;
export type CloseReason = (typeof closeReasons)[number];

/** The kinds of listing an offer can be made on (rules §4.26). */
export const listingKinds = [
  'partner_gallery',
  'gallery_without_partner',
  'resale',
  'consignment',
] as const;
export type ListingKind = (typeof listingKinds)[number];

/** Who answers, in the bidder's words: a gallery, the work's owner, or the store (Artmarket). */
export type Answerer = 'gallery' | 'owner' | 'store';
/** Who answered, as recorded (bids.answered_by). */
export type AnsweredBy = 'gallery' | 'owner' | 'operator';

export const offerEvents = [
  /** The bidder places an offer. */
  'placed',
  /** Whoever answers accepts it. */
  'accepted',
  /** Whoever answers declines it. */
  'declined',
  /** The bidder withdraws (cancels) a pending offer. */
  'withdrawn_by_bidder',
  /** Nobody answered before its expiry. */
  'expired',
  /** Accepted, not paid by the payment deadline. */
  'payment_deadline_passed',
  /** The accepted offer's order is paid. */
  'paid',
  /** The bidder bought the work another way (buy now, a resale order). */
  'bought_by_bidder',
  /** Someone else bought the edition. */
  'sold_to_other',
  /** Another offer on the edition was accepted. */
  'other_accepted',
  /** The owner listed the edition for resale at a fixed price. */
  'listed_for_resale',
  /** The edition was listed on consignment at a fixed price. */
  'listed_for_consignment',
  /** The edition was withdrawn from sale or marked not for sale. */
  'withdrawn_from_sale',
  /** The edition is on sale again at a new listing (a refund reopened it, a new price). */
  'relisted',
] as const;
export type OfferEvent = (typeof offerEvents)[number];

/** A notice a transition sends: to the bidder, to whoever answers, or to the operators' inbox. */
export type OfferNotice =
  | { to: 'bidder'; template: 'offer-answered' }
  | { to: 'answerer'; template: 'offer-received' }
  | { to: 'operators'; template: 'offer-received' };

export interface OfferTransition {
  status: OfferStatus;
  /** Null while the offer is open and once it is paid for (ordered). */
  closeReason: CloseReason | null;
  notices: OfferNotice[];
}

/** Who answers offers on a listing (rules §4.26): the operators answer for a gallery without a partner account. */
export function answererOf(listing: ListingKind): Answerer {
  switch (listing) {
    case 'partner_gallery':
      return 'gallery';
    case 'gallery_without_partner':
      return 'store';
    case 'resale':
    case 'consignment':
      return 'owner';
  }
}

/** What is recorded in bids.answered_by when `answerer` answers. */
export const answeredByOf = (answerer: Answerer): AnsweredBy =>
  answerer === 'store' ? 'operator' : answerer;

const toBidder: OfferNotice[] = [{ to: 'bidder', template: 'offer-answered' }];

/** Closes an open offer for `reason`, telling the bidder (rules §4.29). */
const closed = (status: OfferStatus, reason: CloseReason, notices = toBidder): OfferTransition => ({
  status,
  closeReason: reason,
  notices,
});

/**
 * The one rule of an offer's life: from `state` (null before it exists), `event` on a listing
 * of kind `listing` moves it to the returned status with its close reason and notices; null
 * when the event does not apply to it (it stays as it is).
 */
export function offerTransition(
  state: OfferStatus | null,
  event: OfferEvent,
  listing: ListingKind,
): OfferTransition | null {
  if (state === null) {
    if (event !== 'placed') return null;
    // The operators are told of an offer on a gallery without a partner account; the
    // gallery's partner members or the owner otherwise (rules §4.27).
    const to = answererOf(listing) === 'store' ? 'operators' : 'answerer';
    return { status: 'pending', closeReason: null, notices: [{ to, template: 'offer-received' }] };
  }
  if (state === 'pending') {
    switch (event) {
      case 'accepted':
        return { status: 'accepted', closeReason: null, notices: toBidder };
      case 'declined':
        return closed('declined', 'declined');
      case 'withdrawn_by_bidder':
        return closed('canceled', 'canceled', []);
      case 'expired':
        return closed('expired', 'expired');
      // The bidder's own purchase closes their offers silently (rules §4.29).
      case 'bought_by_bidder':
        return closed('canceled', 'bought', []);
      case 'sold_to_other':
        return closed('declined', 'sold');
      case 'other_accepted':
        return closed('declined', 'accepted_other');
      case 'listed_for_resale':
      case 'relisted':
        return closed('declined', 'relisted');
      case 'listed_for_consignment':
        return closed('declined', 'consigned');
      case 'withdrawn_from_sale':
        return closed('declined', 'withdrawn');
      default:
        return null;
    }
  }
  if (state === 'accepted') {
    // The edition is held for the bidder: only their payment or its deadline moves the offer.
    if (event === 'paid') return { status: 'ordered', closeReason: null, notices: [] };
    if (event === 'payment_deadline_passed') return closed('lapsed', 'lapsed');
    return null;
  }
  return null;
}

/** Whether an offer in `status` is still open (may be answered, or is awaiting payment). */
export const isLiveOffer = (status: OfferStatus) => status === 'pending' || status === 'accepted';

/**
 * "Last bid" on an artwork (rules §4.31): the highest live offer (pending or accepted), else the
 * amount of the latest paid-for offer (the last price a seller accepted), else none.
 */
export function lastBidKrw(
  offers: readonly { status: OfferStatus; amountKrw: number; createdAt: Date | string }[],
): number | null {
  const live = offers.filter((offer) => isLiveOffer(offer.status));
  if (live.length) return Math.max(...live.map((offer) => offer.amountKrw));
  const paid = offers
    .filter((offer) => offer.status === 'ordered')
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  return paid[0]?.amountKrw ?? null;
}

/** The store's name where it answers for a gallery, in the reader's language. */
export const STORE_NAME = { en: 'Artmarket', ko: '아트마켓' } as const;

/**
 * The kind of listing an offer is on: an owner's (resale or consignment, by their request's
 * kind), or a gallery's primary edition, with or without a partner account to answer it.
 */
export function listingOf(offer: {
  sellerCustomerId: string | null;
  resaleKind: string | null;
  galleryHasPartner: boolean;
}): ListingKind {
  if (offer.sellerCustomerId !== null) {
    return offer.resaleKind === 'consignment' ? 'consignment' : 'resale';
  }
  return offer.galleryHasPartner ? 'partner_gallery' : 'gallery_without_partner';
}
