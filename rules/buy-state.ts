// rules §4 buy-button states as one pure function of the artwork, the edition on offer, the
// customer's own bids and the customer. The artwork page renders whatever this
// decides, and GET store/artwork/bid/status/{id} answers with its inputs and its outcome, so the
// rule has one home for the browser and the server.
import type { ArtworkDetailDto, EditionStatus } from '@/schemas/artwork-dto';

export const buyActions = [
  'buy_now',
  'release_soon',
  'request_for_sale',
  'not_for_sale',
  'place_a_bid',
  'cancel_a_bid',
  'go_to_bid',
  'sold',
  /** The owner's own resale on sale: a way to manage it, never a request to sell it again. */
  'manage_listing',
] as const;
export type BuyAction = (typeof buyActions)[number];

/** Labels only: nothing to do (yet). */
const passive: ReadonlySet<BuyAction> = new Set(['release_soon', 'not_for_sale', 'sold']);

export function isActionable(action: BuyAction): boolean {
  return !passive.has(action);
}

export type BuyArtwork = Pick<
  ArtworkDetailDto,
  'purchase_status' | 'price' | 'bid_enabled' | 'bid_expires_at' | 'release_at'
>;
export type BuyEditions = Pick<ArtworkDetailDto['editions'], 'available' | 'reserved' | 'sold'>;

export const visitorBidStatuses = [
  'pending',
  'accepted',
  'ordered',
  'declined',
  'canceled',
  'expired',
  'lapsed',
] as const;

/** One of the customer's bids on this artwork. */
export interface VisitorBid {
  status: (typeof visitorBidStatuses)[number];
  /** Accepted bids: pay by then (ISO 8601); past it the bid has lapsed. */
  payment_deadline?: string | null;
}

export interface BuyVisitor {
  /** Holds an edition of this work: may ask to resell it. */
  ownsEdition?: boolean;
  /** Sells this work (a member of its gallery, or the owner of a resold edition): no bid. */
  sells?: boolean;
  /** The edition they own is on sale again: their own resale listing. */
  listing?: boolean;
}

export interface BuyButtonState {
  primary: BuyAction;
  /** A second, quieter button (a bid beside buy now). */
  secondary: BuyAction | null;
  /**
   * What the primary does not say alone: every edition is held at checkout ('reserved'); the
   * visitor owns an edition ('owned'), or the work on sale is their own resale ('listed').
   */
  note: BuyNote;
}

export type BuyNote = 'reserved' | 'owned' | 'listed' | null;

export interface BuyStateInput {
  artwork: BuyArtwork;
  /** Counts of the work's editions in each state. */
  editions?: BuyEditions | null;
  /** The status of the edition a buyer would get (or the customer's bid is on). */
  edition?: { status: EditionStatus } | null;
  /** The customer's bid on this work, the active one first (pending or accepted). */
  bid?: VisitorBid | null;
  visitor?: BuyVisitor | null;
  now?: Date;
}

function biddingOpen(artwork: BuyArtwork, now: Date): boolean {
  if (!artwork.bid_enabled) return false;
  return !artwork.bid_expires_at || new Date(artwork.bid_expires_at).getTime() > now.getTime();
}

const before = (iso: string | null | undefined, now: Date) =>
  !iso || now.getTime() < new Date(iso).getTime();

export function buyButtonState({
  artwork,
  editions,
  edition,
  bid,
  visitor,
  now = new Date(),
}: BuyStateInput): BuyButtonState {
  const state = (primary: BuyAction, secondary: BuyAction | null = null, note: BuyNote = null) => ({
    primary,
    secondary,
    note,
  });

  // An owner is offered resale first, whatever the market status; on their own listing they
  // see it as theirs, on sale, with the way to manage it (My Artworks), never "Buy now".
  if (visitor?.ownsEdition)
    return visitor.listing
      ? state('manage_listing', null, 'listed')
      : state('request_for_sale', null, 'owned');
  // An accepted bid waits for its payment: the way on is the bid checkout, until its deadline.
  if (bid?.status === 'accepted' && before(bid.payment_deadline, now)) return state('go_to_bid');

  const soldOut =
    artwork.purchase_status === 'sold' ||
    (editions != null && editions.available === 0 && editions.reserved === 0 && editions.sold > 0);
  if (soldOut) return state('sold');

  if (artwork.purchase_status === 'release_soon') {
    const released = artwork.release_at && new Date(artwork.release_at).getTime() <= now.getTime();
    if (!released) return state('release_soon');
  }
  if (artwork.purchase_status === 'not_for_sale' || artwork.price === null) {
    return state('not_for_sale');
  }
  if (edition?.status === 'not_for_sale') return state('not_for_sale');
  // Every remaining edition (or the one on offer) is held by someone at checkout.
  if ((editions != null && editions.available === 0) || edition?.status === 'reserved') {
    return state('not_for_sale', null, 'reserved');
  }
  if (edition?.status === 'sold') return state('sold');

  const bidAction: BuyAction | null =
    biddingOpen(artwork, now) && !visitor?.sells
      ? bid?.status === 'pending'
        ? 'cancel_a_bid'
        : 'place_a_bid'
      : null;
  return state('buy_now', bidAction);
}
