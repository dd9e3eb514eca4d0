// Wire shapes of the bid calls (rules §7 "Artwork": bids, issue 6).
import type { EditionType } from './artwork-dto';
import type { BuyButtonState, BuyStateInput } from '@/rules/buy-state';
import type { CartDto, PaymentSessionDto } from './checkout-dto';
import type { ImageDto, ListResponse, PriceDto } from './dto';
import type { Money } from '@/rules/money';

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

export interface BidDto {
  id: string;
  status: BidStatus;
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
