// Wire shapes of the wish calls (rules §7): wish/unwish an artwork, artist or institution, the
// customer's wishlists and the ids they wished. Types only, so the browser bundles no yup.
import type { ArtistListItemDto } from './artist-dto';
import type { ArtworkSummaryDto } from './artwork-dto';
import type { ListResponse } from './dto';
import type { InstitutionListItemDto } from './institution-dto';

/** What can be wished: an artwork, or (following) an artist or an institution (gallery). */
export const wishKinds = ['artwork', 'artist', 'institution'] as const;
export type WishKind = (typeof wishKinds)[number];

/** The answer of every wish call: where the wish stands after it. */
export interface WishStateDto {
  id: string;
  kind: WishKind;
  is_wished: boolean;
  /** Wishes of everyone (what the "popular" sorts read). */
  wishes_count: number;
}

/** Every wishlist item is wished; `wished_at` orders the list (newest first). */
interface Wished {
  is_wished: true;
  /** ISO 8601 */
  wished_at: string;
}

/** GET store/customer/wishlist/artwork */
export interface ArtworkWishlistDto extends ListResponse {
  artworks: (ArtworkSummaryDto & Wished)[];
}

/** GET store/customer/wishlist/artist */
export interface ArtistWishlistDto extends ListResponse {
  artists: (ArtistListItemDto & Wished)[];
}

/** GET store/customer/wishlist/institution */
export interface InstitutionWishlistDto extends ListResponse {
  institutions: (InstitutionListItemDto & Wished)[];
}

/** GET store/customer/wishlist/ids: what the hearts on screen read (ADR 0018). */
export interface WishedIdsDto {
  artwork_ids: string[];
  artist_ids: string[];
  institution_ids: string[];
}
