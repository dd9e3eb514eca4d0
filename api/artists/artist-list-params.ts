import type { CatalogueOrder } from '@/schemas/catalogue-filters';

/** rules §9 page sizes: the artist index shows 20 a page. */
export const ARTISTS_PAGE_SIZE = 20;

export interface ArtistListParams {
  q?: string;
  /** A–Z by default. */
  order?: CatalogueOrder;
  /** Only artists with a work for sale now. */
  onSale?: boolean;
  limit: number;
  offset: number;
}

/** Wire parameters without empty values or defaults, so equal lists share one cache entry. */
export function artistListParams({ q, order, onSale, limit, offset }: ArtistListParams) {
  return {
    ...(q ? { q } : {}),
    ...(order && order !== 'name' ? { order } : {}),
    ...(onSale ? { on_sale: true } : {}),
    limit,
    offset,
  };
}
