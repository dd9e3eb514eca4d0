// The price the artwork page shows in its buy panel, in one place: the panel writes it and the
// page's structured data states it (artwork-seo.ts), so the markup never says a price the page
// does not show, nor hides one it shows (rules 4.60).
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type { PriceDto } from '@/schemas/dto';
import type { BuyButtonState } from '@/rules/buy-state';
import { releasePending } from '@/rules/merchandising';

/**
 * The edition on offer's own price (a resale is listed at its resale's price), else the work's;
 * null when the panel shows none: a work not yet released (rules 4.13), a sold one, an unpriced one.
 */
export function shownPrice(
  artwork: Pick<ArtworkDetailDto, 'purchase_status' | 'release_at' | 'price' | 'editions'>,
  state: Pick<BuyButtonState, 'primary'>,
  now: Date = new Date(),
): PriceDto | null {
  if (releasePending(artwork, now)) return null;
  if (state.primary === 'sold' || artwork.purchase_status === 'sold') return null;
  return artwork.editions.next_edition?.price ?? artwork.price;
}
