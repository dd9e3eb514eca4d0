// Wire shapes of the bid calls (rules §7 "Artwork": bids, issue 6).
import type { EditionType } from './artwork-dto';
import type { BuyButtonState, BuyStateInput } from '@/rules/buy-state';
import type { CartDto, PaymentSessionDto } from './checkout-dto';
import type { ImageDto, ListResponse, PriceDto } from './dto';
import type { Money } from '@/rules/money';
import type { AnsweredBy, Answerer, CloseReason, ListingKind } from '@/rules/negotiation';

export type BidStatus =
  'pending' | 'accepted' | 'ordered' | 'declined' | 'canceled' | 'expired' | 'lapsed';

export interface BidArtworkDto {
  id: string;
  handle: string;
  title: string;
  artist_name: string;
  image: ImageDto | null;
  price: PriceDto | null;
}

/**
 * Who answers an offer, in the bidder's words (rules §4.26): a gallery (its name), the owner of a
 * resold or consigned work (never named), or the store (Artmarket, for a gallery without a
 * partner account, whose name is `for_gallery`).
 */
export interface BidAnswererDto {
  kind: Answerer;
  /** The gallery's name, "Artmarket" for the store; null for an owner. */
  name: string | null;
  /** The store answers for this gallery (its name), else null. */
  for_gallery: string | null;
}

export interface BidDto {
  id: string;
  status: BidStatus;
  /** Why it closed (rules §4.29): null while open and once paid for (ordered). */
  close_reason: CloseReason | null;
  /** The kind of listing it was made on. */
  listing: ListingKind;
  answerer: BidAnswererDto;
  /** Who answered it (accepted or declined), once answered. */
  answered_by: AnsweredBy | null;
  artwork: BidArtworkDto;
  edition_id: string;
  edition_number: number;
  /** Named by editionLabel (rules/edition-label.ts): a unique work is never "Edition 1". */
  edition_type: EditionType;
  edition_size: number;
  /** What the bidder offered, in their currency at the locked rate. */
  amount: Money;
  amount_krw: number;
  krw_per_unit: number;
  /** The edition's KRW price when the offer was made (rules §4.32); null for older offers. */
  list_price_krw: number | null;
  /** The conversation it was made from, if any. */
  inquiry_id: string | null;
  expires_at: string;
  accepted_at: string | null;
  /** Accepted: pay by then. */
  payment_deadline: string | null;
  /** Accepted: the bid order (its cart) to pay through `store/orders/bid/{id}`. */
  cart_id: string | null;
  order_id: string | null;
  /** The bidder's name, shown to the seller only (received bids). */
  bidder_name: string | null;
  /** True when the asking customer may accept it. */
  can_accept: boolean;
  /** Pending offers on the same edition besides this one, which accepting it declines (0 for a bidder). */
  other_pending: number;
  created_at: string;
}

export interface BidListDto extends ListResponse {
  bids: BidDto[];
}

/** GET store/artwork/bid/status/{id}: the buy-button rule's inputs and what it decided. */
export interface BidStatusDto {
  artwork_id: string;
  input: Omit<BuyStateInput, 'now'>;
  state: BuyButtonState;
  /** The customer's active bid on this artwork, if any. */
  bid: BidDto | null;
  /** The edition a new bid (or buy now) would be for. */
  edition_id: string | null;
  /** Who would answer a new offer on that edition (null when it takes none). */
  answerer: BidAnswererDto | null;
  now: string;
}

/** GET / PUT store/orders/bid/{id}: the accepted bid and its order (a cart priced at the bid). */
export interface BidOrderDto {
  bid: BidDto;
  cart: CartDto;
}

export interface BidPaymentSessionDto extends PaymentSessionDto {
  bid: BidDto;
}
