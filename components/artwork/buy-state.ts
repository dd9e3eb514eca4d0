// SPEC §4 buy-button states as one pure function of the artwork, its editions, the visitor's
// own bid and the visitor (STYLE.md habit 2): the artwork page renders whatever this decides.
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';

export const buyActions = [
  'buy_now',
  'release_soon',
  'request_for_sale',
  'not_for_sale',
  'place_a_bid',
  'cancel_a_bid',
  'go_to_bid',
  'sold',
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

/** The visitor's own bid on this artwork (bids arrive in a later issue). */
export interface VisitorBid {
  status: 'pending' | 'accepted' | 'rejected' | 'canceled' | 'expired';
}

export interface BuyVisitor {
  /** Holds an edition of this work: may ask to resell it. */
  ownsEdition?: boolean;
}

export interface BuyButtonState {
  primary: BuyAction;
  /** A second, quieter button (a bid beside buy now). */
  secondary: BuyAction | null;
  /** Why the primary is passive when the status alone does not say it. */
  note: 'reserved' | null;
}

export interface BuyStateInput {
  artwork: BuyArtwork;
  editions?: BuyEditions | null;
  bid?: VisitorBid | null;
  visitor?: BuyVisitor | null;
  now?: Date;
}

function biddingOpen(artwork: BuyArtwork, now: Date): boolean {
  if (!artwork.bid_enabled) return false;
  return !artwork.bid_expires_at || new Date(artwork.bid_expires_at).getTime() > now.getTime();
}

export function buyButtonState({
  artwork,
  editions,
  bid,
  visitor,
  now = new Date(),
}: BuyStateInput): BuyButtonState {
  const state = (
    primary: BuyAction,
    secondary: BuyAction | null = null,
    note: 'reserved' | null = null,
  ) => ({
    primary,
    secondary,
    note,
  });

  // An owner is offered resale first, whatever the market status.
  if (visitor?.ownsEdition) return state('request_for_sale');
  // An accepted bid waits for its payment: the way on is the bid checkout.
  if (bid?.status === 'accepted') return state('go_to_bid');

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
  // Every remaining edition is held by someone at checkout.
  if (editions != null && editions.available === 0) return state('not_for_sale', null, 'reserved');

  const bidAction: BuyAction | null = biddingOpen(artwork, now)
    ? bid?.status === 'pending'
      ? 'cancel_a_bid'
      : 'place_a_bid'
    : null;
  return state('buy_now', bidAction);
}
