// Wishes and following (SPEC §7): the wish calls, the customer's wishlists and the wished ids that
// every heart on a screen reads (ADR 0018). The keys sit under customerQueries.all(), so signing
// out drops them with the customer's info.
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueQueryContext } from './artists';
import { http } from './http';
import { withMonitor } from './monitoring/lazy';
import type {
  ArtistWishlistDto,
  ArtworkWishlistDto,
  InstitutionWishlistDto,
  WishedIdsDto,
  WishKind,
  WishStateDto,
} from '@/schemas/wish-dto';

export type { WishKind, WishedIdsDto };

/** My page shows 12 a page (a 4 × 3 grid on desktop, 2 × 6 on a phone). */
export const WISHLIST_PAGE_SIZE = 12;

const wishPath: Record<WishKind, (id: string) => string> = {
  artwork: (id) => `/store/artwork/wish/${encodeURIComponent(id)}/flag`,
  artist: (id) => `/store/artists/wish/${encodeURIComponent(id)}`,
  institution: (id) => `/store/institution/wish/${encodeURIComponent(id)}`,
};

/**
 * Asks for the wish to be `wished`. Artworks use the idempotent `flag` call; artists and
 * institutions only toggle, so the toggle is sent and, if the answer says another tab had already
 * changed it, sent once more to land where the customer asked.
 */
export async function setWish(kind: WishKind, id: string, wished: boolean): Promise<WishStateDto> {
  const state = await sendWish(kind, id, wished);
  withMonitor((m) => m.track('wish', { kind, id, wished: state.is_wished }));
  return state;
}

async function sendWish(kind: WishKind, id: string, wished: boolean): Promise<WishStateDto> {
  if (kind === 'artwork') return http.v3.post<WishStateDto>(wishPath.artwork(id), { flag: wished });
  const state = await http.v3.post<WishStateDto>(wishPath[kind](id));
  return state.is_wished === wished ? state : http.v3.post<WishStateDto>(wishPath[kind](id));
}

export function fetchWishedIds(): Promise<WishedIdsDto> {
  return http.v3.get<WishedIdsDto>('/store/customer/wishlist/ids');
}

export interface WishlistPage {
  limit: number;
  offset: number;
}

interface WishlistAnswers {
  artwork: ArtworkWishlistDto;
  artist: ArtistWishlistDto;
  institution: InstitutionWishlistDto;
}

export function fetchWishlist<K extends WishKind>(
  kind: K,
  page: WishlistPage,
  context: CatalogueQueryContext,
): Promise<WishlistAnswers[K]> {
  return http.v3.get<WishlistAnswers[K]>(`/store/customer/wishlist/${kind}`, {
    params: page,
    headers: { 'Accept-Language': context.language, 'x-currency': context.currency },
  });
}

export const wishKeys = {
  /** customerQueries.all() written out, so the heart does not load api/customer. */
  all: () => ['customer', 'wishes'] as const,
  ids: () => [...wishKeys.all(), 'ids'] as const,
  lists: () => [...wishKeys.all(), 'list'] as const,
};

export const wishQueries = {
  ids: () => queryOptions({ queryKey: wishKeys.ids(), queryFn: fetchWishedIds }),
  list: <K extends WishKind>(kind: K, page: WishlistPage, context: CatalogueQueryContext) =>
    queryOptions({
      queryKey: [
        ...wishKeys.lists(),
        kind,
        page.limit,
        page.offset,
        context.language,
        context.currency,
      ] as const,
      queryFn: () => fetchWishlist(kind, page, context),
    }),
};

const idsField: Record<WishKind, keyof WishedIdsDto> = {
  artwork: 'artwork_ids',
  artist: 'artist_ids',
  institution: 'institution_ids',
};

export function isWishedIn(ids: WishedIdsDto | undefined, kind: WishKind, id: string): boolean {
  return ids?.[idsField[kind]].includes(id) ?? false;
}

/** The ids with `id` wished or not (newest first, as the server lists them). */
export function withWish(
  ids: WishedIdsDto,
  kind: WishKind,
  id: string,
  wished: boolean,
): WishedIdsDto {
  const field = idsField[kind];
  const others = ids[field].filter((other) => other !== id);
  return { ...ids, [field]: wished ? [id, ...others] : others };
}
