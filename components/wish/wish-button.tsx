// The wish heart (rules §2, §6) wherever an artwork, an artist or a gallery appears. It hydrates
// with the page, so a click is never lost while code is on its way: the server draws the heart
// empty, the browser hydrates it with the wished ids, the optimistic mutation and the signed-out
// redirect (wish-button-live.tsx).
import type { WishKind } from '@/schemas/wish-dto';
import { WishButtonLive } from './wish-button-live';

export interface WishButtonProps {
  kind: WishKind;
  id: string;
  /** What is wished, for the button's accessible name ("Add Untitled to your wishlist"). */
  name: string;
  /**
   * `icon`: a round heart over the top right corner of a card's picture (the card is the
   * positioned box); `inline`: the heart alone at the top right of a title block (positioned
   * too); `row`: the heart alone at the right end of a list row (positioned); `follow`: a
   * labelled button in the flow of a page.
   */
  variant?: 'icon' | 'follow' | 'inline' | 'row';
}

export const WishButton = WishButtonLive;
