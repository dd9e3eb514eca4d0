// The price the artwork page shows in its buy panel, in one place: the panel writes it and the
// page's structured data states it (artwork-seo.ts), so the markup never says a price the page
// does not show, nor hides one it shows (rules 4.60).
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type { PriceDto } from '@/schemas/dto';
import type { BuyButtonState } from '@/rules/buy-state';

/**
 * The edition on offer's own price (a resale is listed at its resale's price), else the work's;
 * null when the panel shows none: a sold one, an unpriced one. A work not yet released shows its
 * price (rules 4.13), stated with a PreOrder offer.
 */
export function shownPrice(
  artwork: Pick<ArtworkDetailDto, 'purchase_status' | 'price' | 'editions'>,
  state: Pick<BuyButtonState, 'primary'>,
): PriceDto | null {
  if (state.primary === 'sold' || artwork.purchase_status === 'sold') return null;
  return artwork.editions.next_edition?.price ?? artwork.price;
}
