// The wish heart (SPEC §2, §6) wherever an artwork, an artist or a gallery appears. What the first
// load carries is this file: the server renders the button, and its logic (the wished ids, the
// optimistic mutation, the signed-out redirect) arrives after hydration (ADR 0016, 0018).
import { lazyHydrated } from '@/components/ui/lazy/lazy-part';
import type { WishKind } from '@/schemas/wish-dto';
// Its styles come with the page, so the server HTML is styled at first paint.
import './wish-button.module.scss';

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

export const WishButton = lazyHydrated<WishButtonProps>(() =>
  import('./wish-button-live').then((m) => m.WishButtonLive),
);
