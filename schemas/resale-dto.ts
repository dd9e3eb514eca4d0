// What the resale and consignment calls answer (ADR 0025). Resale prices are KRW (won have no
// minor unit); what a buyer pays is priced by the checkout in the buyer's currency.
import type { CartDto, CheckoutArtworkDto } from './checkout-dto';
import type { ListResponse } from './dto';
import type { CurrencyCode } from '@/rules/money';
import type { ConsignmentCondition, ConsignmentHandover, ResaleKind, ResaleStatus } from './resale';

export interface ResaleRequestDto {
  id: string;
  kind: ResaleKind;
  status: ResaleStatus;
  edition_id: string;
  edition_number: number;
  artwork: CheckoutArtworkDto | null;
  /** KRW */
  desired_price: number;
  /** KRW, the operator's proposal; the price while on sale. */
  listing_price: number | null;
  operator_note: string | null;
  rejection_reason: string | null;
  condition: ConsignmentCondition | null;
  condition_note: string | null;
  photos: string[];
  handover: ConsignmentHandover | null;
  /** Sold: the order that sold it (the seller's sale slip). */
  order_id: string | null;
  can_confirm: boolean;
  can_withdraw: boolean;
  created_at: string;
  proposed_at: string | null;
  listed_at: string | null;
  closed_at: string | null;
}

export interface ResaleListDto extends ListResponse {
  resell: ResaleRequestDto[];
}

/** One edition the customer owns (GET store/customer/my-work). */
export interface MyWorkDto {
  edition_id: string;
  edition_number: number;
  artwork: CheckoutArtworkDto | null;
  order_id: string;
  order_number: string;
  purchased_at: string;
  /** The art price paid, in minor units of the order's currency. */
  purchase_price: { amount: number; currency: CurrencyCode };
  /** The resale or consignment request in play, if any. */
  resale: ResaleRequestDto | null;
  /** No request in play: the owner may ask to resell or consign. */
  can_resell: boolean;
}

/** Today's rate of the request's currency, to show a KRW price typed in a form; null in KRW. */
export interface ResaleRateDto {
  currency_code: CurrencyCode;
  /** KRW per unit of currency_code. */
  krw_per_unit: number;
}

export interface MyWorkListDto extends ListResponse {
  works: MyWorkDto[];
  exchange_rate: ResaleRateDto | null;
}

/** GET store/artwork/consign/{id}: the owned edition and what the consign form offers. */
export interface ConsignFormDto {
  work: MyWorkDto;
  conditions: readonly ConsignmentCondition[];
  handovers: readonly ConsignmentHandover[];
  /** The commission and royalty rates a sale would deduct, in basis points. */
  commission_bps: number;
  royalty_bps: number;
  exchange_rate: ResaleRateDto | null;
}

/** GET store/orders/resell/{id}: the resold edition on sale and the buyer's cart for it. */
export interface ResaleOrderDto {
  resale: {
    id: string;
    edition_id: string;
    edition_number: number;
    /** KRW */
    listing_price: number;
  };
  cart: CartDto;
}
