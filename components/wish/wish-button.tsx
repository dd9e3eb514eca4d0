// The wish heart (SPEC §2, §6) wherever an artwork, an artist or a gallery appears. What the first
// load carries is this file: the server renders the button, and its logic (the wished ids, the
// optimistic mutation, the signed-out redirect) arrives after hydration (ADR 0016, 0018).
import { lazyHydrated } from '@/components/ui/lazy/lazy-part';
import type { WishKind } from '@/schemas/wish-dto';
import './wish-button-styles';

export interface WishButtonProps {
  kind: WishKind;
  id: string;
  /** What is wished, for the button's accessible name ("Add Untitled to your wishlist"). */
  name: string;
  /** `icon`: a round heart over a card's picture; `follow`: a labelled button on a page. */
  variant?: 'icon' | 'follow' | 'inline';
  className?: string;
}

export const WishButton = lazyHydrated<WishButtonProps>(() =>
  import('./wish-button-live').then((m) => m.WishButtonLive),
);
