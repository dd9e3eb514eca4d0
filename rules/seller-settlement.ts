// The seller's settlement in won (issue 31, rules §4.35-4.37, ADR 0072). A resale or consignment
// is listed in KRW and its owner is paid in KRW, whatever currency the buyer paid in: the
// commission and the royalty are taken from the sale's KRW price (rounded half up to the whole
// won, order-pricing.ts shareOf), and the proceeds are the rest, so the three always add up to
// the price. The buyer's amount is kept beside it as a reference only.
import { convertFromKrw, convertToKrw } from './money-conversion';
import type { CurrencyCode } from './money';
import { settleResale, type ResaleRates, type ResaleSettlement } from './order-pricing';

/**
 * The sale's price in KRW, the amount the seller is settled on (rules §4.35):
 * - an accepted offer's KRW amount (what the seller accepted);
 * - otherwise the edition's KRW price, when the buyer's art price is that price converted at the
 *   order's locked rate (it always is, unless the price changed while a payment was under way);
 * - otherwise the buyer's art price converted back to KRW at the locked rate.
 */
export function saleKrwPrice(sale: {
  currency: CurrencyCode;
  krwPerUnit: number;
  /** The buyer's art price, minor units of `currency`. */
  artPrice: number;
  /** The accepted offer's KRW amount, when the order is an offer's. */
  offerKrw?: number | null;
  /** The edition's KRW price as listed. */
  listedKrw?: number | null;
}): number {
  if (sale.offerKrw != null) return sale.offerKrw;
  if (
    sale.listedKrw != null &&
    convertFromKrw(sale.listedKrw, sale.currency, sale.krwPerUnit).amount === sale.artPrice
  ) {
    return sale.listedKrw;
  }
  return convertToKrw({ amount: sale.artPrice, currency: sale.currency }, sale.krwPerUnit);
}

/**
 * The settlement in whole won of a sale at `priceKrw` (rules §4.36): each deduction is its basis
 * points of the price, rounded half up to the won; the proceeds are the price less both, exactly.
 */
export function settleInWon(priceKrw: number, rates: ResaleRates): ResaleSettlement {
  return settleResale(priceKrw, rates);
}

/** A settlement in won as an order stores it (the *_krw columns), or null when it has none. */
export interface StoredWonSettlement {
  salePriceKrw: number | null;
  platformCommissionKrw: number | null;
  artistRoyaltyKrw: number | null;
  sellerProceedsKrw: number | null;
}

/** The order's stored settlement in won; null for an order that has none (a primary sale). */
export function storedWonSettlement(order: StoredWonSettlement): ResaleSettlement | null {
  if (order.sellerProceedsKrw === null || order.salePriceKrw === null) return null;
  return {
    sale_price: order.salePriceKrw,
    platform_commission: order.platformCommissionKrw ?? 0,
    artist_royalty: order.artistRoyaltyKrw ?? 0,
    seller_proceeds: order.sellerProceedsKrw,
  };
}
