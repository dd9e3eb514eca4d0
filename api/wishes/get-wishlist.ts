// GET store/customer/wishlist/{kind}: the customer's wished artworks, artists or institutions.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ArtistWishlistDto,
  ArtworkWishlistDto,
  InstitutionWishlistDto,
  WishKind,
} from '@/schemas/wish-dto';
import { http } from '../http';
import {
  catalogueHeaders,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { wishKeys, type WishlistPage } from './keys';

/** My page shows 12 a page (a 4 × 3 grid on desktop, 2 × 6 on a phone). */
export const WISHLIST_PAGE_SIZE = 12;

interface WishlistAnswers {
  artwork: ArtworkWishlistDto;
  artist: ArtistWishlistDto;
  institution: InstitutionWishlistDto;
}

export function getWishlist<K extends WishKind>(
  kind: K,
  page: WishlistPage,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<WishlistAnswers[K]> {
  return http.v3.get<WishlistAnswers[K]>(`/store/customer/wishlist/${kind}`, {
    params: page,
    headers: catalogueHeaders(context),
    signal,
  });
}

export function getWishlistQueryOptions<K extends WishKind>(
  kind: K,
  page: WishlistPage,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: wishKeys.list(kind, page, context),
    queryFn: ({ signal }) => getWishlist(kind, page, context, { signal }),
  });
}

/** A page of wishes; with `keepPrevious` the previous page stays on screen while the next loads. */
export function useWishlist<K extends WishKind>(
  kind: K,
  page: WishlistPage,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  return useQuery({
    ...getWishlistQueryOptions(kind, page, useCatalogueContext()),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
