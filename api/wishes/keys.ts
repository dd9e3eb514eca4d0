// Wish query keys (ADR 0018): under the customer's root, so signing out drops them with the
// customer's info.
import type { WishKind } from '@/schemas/wish-dto';
import { customerKeys } from '../customer/keys';
import { contextKey, type CatalogueQueryContext } from '../query-context';

export interface WishlistPage {
  limit: number;
  offset: number;
}

export const wishKeys = {
  all: () => [...customerKeys.all(), 'wishes'] as const,
  ids: () => [...wishKeys.all(), 'ids'] as const,
  lists: () => [...wishKeys.all(), 'list'] as const,
  list: (kind: WishKind, page: WishlistPage, context: CatalogueQueryContext) =>
    [...wishKeys.lists(), kind, page.limit, page.offset, ...contextKey(context)] as const,
};
