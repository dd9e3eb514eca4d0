// The marketplace's artwork query (rules §3 "Search filter query parameters" and the filter
// state's view_status tabs): one yup schema shared by the filter panel and GET store/artwork.
// Values arrive as URL strings; empty strings count as "not set".
import { array, mixed, number, object, string, type InferType, type TestContext } from 'yup';

import {
  ARTWORK_MAX_OFFSET,
  ARTWORK_MAX_PAGE_SIZE,
  ARTWORK_PAGE_SIZE,
  ARTWORK_QUERY_MAX_LENGTH,
  ARTWORK_QUERY_MIN_LENGTH,
  artworkOrders,
  artworkViewStatuses,
  GROUP_HANDLE_MAX_LENGTH,
  GROUP_HANDLE_PATTERN,
  purchaseStatuses,
  rangeFilterMax,
  type ArtworkOrder,
  type ArtworkViewStatus,
  type RangeKey,
} from '@/rules/artwork-filter-rules';

// The rules themselves live in artwork-filter-rules.ts (no yup, so the browser reads URLs
// with them cheaply); re-exported here for the API and existing callers.
export {
  ARTWORK_MAX_OFFSET,
  ARTWORK_MAX_PAGE_SIZE,
  ARTWORK_PAGE_SIZE,
  ARTWORK_QUERY_MAX_LENGTH,
  ARTWORK_QUERY_MIN_LENGTH,
  artworkOrders,
  artworkViewStatuses,
  purchaseStatuses,
  viewStatusPurchaseStatuses,
  type ArtworkOrder,
  type ArtworkViewStatus,
  type PurchaseStatus,
} from '@/rules/artwork-filter-rules';

const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** Trims text; whitespace alone counts as "not set". */
const blankTextToUndefined = (value: unknown) =>
  typeof value === 'string' ? value.trim() || undefined : value;

function optionalNumber(name: RangeKey) {
  const max = rangeFilterMax[name];
  return number()
    .transform(blankToUndefined)
    .typeError(`${name} must be a number`)
    .min(0, `${name} must be 0 or more`)
    .max(max, `${name} must be ${max} or less`)
    .optional();
}

/** `max_x` must not be below `min_x` when both are set. */
function notBelow(minName: string, maxName: string) {
  return function test(this: TestContext, value: number | undefined) {
    const min = (this.parent as Record<string, number | undefined>)[minName];
    if (value === undefined || min === undefined || value >= min) return true;
    return this.createError({
      message: `${maxName} must be greater than or equal to ${minName}`,
    });
  };
}

function optionalId(name: string) {
  return string()
    .transform(blankToUndefined)
    .trim()
    .max(64, `${name} is too long`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`)
    .optional();
}

export const artworkFiltersSchema = object({
  limit: number()
    .transform(blankToUndefined)
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ARTWORK_MAX_PAGE_SIZE, `limit must be at most ${ARTWORK_MAX_PAGE_SIZE}`)
    .default(ARTWORK_PAGE_SIZE),
  offset: number()
    .transform(blankToUndefined)
    .typeError('offset must be a number')
    .integer('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(ARTWORK_MAX_OFFSET, `offset must be at most ${ARTWORK_MAX_OFFSET}`)
    .default(0),
  /**
   * Free text matched against title, artist, gallery, medium, subject, style and description in
   * English and Korean (ADR 0055); with the default order, works named by it come first.
   */
  q: string()
    .transform(blankTextToUndefined)
    .min(ARTWORK_QUERY_MIN_LENGTH, `q must be at least ${ARTWORK_QUERY_MIN_LENGTH} character`)
    .max(ARTWORK_QUERY_MAX_LENGTH, `q must be at most ${ARTWORK_QUERY_MAX_LENGTH} characters`)
    .optional(),
  category_id: optionalId('category_id'),
  /** Comma-separated, e.g. `on_sale,release_soon`; narrows the view_status tab further. */
  purchase_statuses: array(
    string()
      .required()
      .oneOf(
        purchaseStatuses,
        `purchase_statuses must be a comma-separated list of ${purchaseStatuses.join(', ')}`,
      ),
  )
    .transform((value: unknown, original: unknown) => {
      if (original === '' || original === null || original === undefined) return undefined;
      if (typeof original === 'string') {
        return original
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }
      return value;
    })
    .meta({ description: 'Comma-separated: on_sale, sold, not_for_sale, release_soon' })
    .optional(),
  /** A category handle (the header's marketplace submenu); `all` means every category. */
  group_handle: string()
    .transform(blankToUndefined)
    .trim()
    .max(GROUP_HANDLE_MAX_LENGTH, 'group_handle is too long')
    .matches(GROUP_HANDLE_PATTERN, 'group_handle is not a valid handle')
    .optional(),
  order: mixed<ArtworkOrder>()
    .transform(blankToUndefined)
    .oneOf(artworkOrders, `order must be one of ${artworkOrders.join(', ')}`)
    .default('newest')
    .meta({
      description:
        'newest (published, latest first), price_asc / price_desc (KRW price, unpriced last), popular (most wished), ending_soon (running bids, soonest expiry first)',
    }),
  view_status: mixed<ArtworkViewStatus>()
    .transform(blankToUndefined)
    .oneOf(artworkViewStatuses, `view_status must be one of ${artworkViewStatuses.join(', ')}`)
    .default('ongoing')
    .meta({ description: 'Tab: ongoing (on_sale + release_soon), sold, all' }),
  /** Sizes in centimetres; size_total = width + height. */
  min_width: optionalNumber('min_width'),
  max_width: optionalNumber('max_width').test(
    'min-max',
    'max_width',
    notBelow('min_width', 'max_width'),
  ),
  min_height: optionalNumber('min_height'),
  max_height: optionalNumber('max_height').test(
    'min-max',
    'max_height',
    notBelow('min_height', 'max_height'),
  ),
  min_size_total: optionalNumber('min_size_total'),
  max_size_total: optionalNumber('max_size_total').test(
    'min-max',
    'max_size_total',
    notBelow('min_size_total', 'max_size_total'),
  ),
  /** Prices in major units of the visitor's currency (Currency cookie / x-currency header). */
  min_price: optionalNumber('min_price').meta({
    description: "Major units of the visitor's currency (Currency cookie / x-currency header)",
  }),
  max_price: optionalNumber('max_price')
    .meta({
      description: "Major units of the visitor's currency (Currency cookie / x-currency header)",
    })
    .test('min-max', 'max_price', notBelow('min_price', 'max_price')),
  /** Extra filters (not in the spec's list) for artist and gallery pages. */
  artist_id: optionalId('artist_id'),
  institution_id: optionalId('institution_id'),
  /** Leaves one artwork out (e.g. "more from the same artist" on its own page). */
  exclude_id: optionalId('exclude_id'),
});

export type ArtworkFilters = InferType<typeof artworkFiltersSchema>;
/** What a caller may pass (everything optional; defaults fill the rest). */
export type ArtworkFiltersInput = Partial<ArtworkFilters>;

/** The filters for the count endpoint (GET store/artwork-count): a tab, optionally narrowed. */
export const artworkCountQuerySchema = object({
  view_status: mixed<ArtworkViewStatus>()
    .transform(blankToUndefined)
    .oneOf(artworkViewStatuses, `view_status must be one of ${artworkViewStatuses.join(', ')}`)
    .default('ongoing'),
});
export type ArtworkCountQuery = InferType<typeof artworkCountQuerySchema>;

function pageLimit(fallback: number, max: number) {
  return number()
    .transform(blankToUndefined)
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);
}

function pageOffset(max = ARTWORK_MAX_OFFSET) {
  return number()
    .transform(blankToUndefined)
    .typeError('offset must be a number')
    .integer('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(max, `offset must be at most ${max}`)
    .default(0);
}

/** GET store/artwork-group: categories (paged by limit/offset), each with per_group works. */
export const artworkGroupQuerySchema = object({
  limit: pageLimit(20, 50),
  offset: pageOffset(1000),
  per_group: number()
    .transform(blankToUndefined)
    .typeError('per_group must be a number')
    .integer('per_group must be a whole number')
    .min(1, 'per_group must be at least 1')
    .max(24, 'per_group must be at most 24')
    .default(6),
  view_status: mixed<ArtworkViewStatus>()
    .transform(blankToUndefined)
    .oneOf(artworkViewStatuses, `view_status must be one of ${artworkViewStatuses.join(', ')}`)
    .default('ongoing'),
});
export type ArtworkGroupQuery = InferType<typeof artworkGroupQuerySchema>;

/** GET store/featured-artwork */
export const featuredArtworkQuerySchema = object({
  limit: pageLimit(12, 50),
  offset: pageOffset(1000),
});
export type FeaturedArtworkQuery = InferType<typeof featuredArtworkQuerySchema>;

/**
 * GET store/app/recommend/artwork: with artwork_id, works related to that work; without it,
 * visitor-level recommendations (popular, or from the signed-in customer's wishes and follows).
 */
export const recommendArtworkQuerySchema = object({
  artwork_id: string()
    .transform(blankTextToUndefined)
    .max(64, 'artwork_id is too long')
    .matches(/^[A-Za-z0-9_-]+$/, 'artwork_id is not a valid id')
    .optional(),
  limit: pageLimit(6, 24),
});
export type RecommendArtworkQuery = InferType<typeof recommendArtworkQuerySchema>;

/** GET store/artwork/{artwork_id}/editions: q matches an edition number or certificate number. */
export const editionListQuerySchema = object({
  q: string().transform(blankTextToUndefined).max(40, 'q must be at most 40 characters').optional(),
  limit: pageLimit(20, 100),
  offset: pageOffset(),
});
export type EditionListQuery = InferType<typeof editionListQuerySchema>;

/** GET store/artwork/provenances/{edition_id} */
export const provenanceQuerySchema = object({
  limit: pageLimit(100, 500),
  offset: pageOffset(),
});

/** GET store/artwork/coa */
export const certificateQuerySchema = object({
  handle: string()
    .trim()
    .required('handle is required')
    .max(200, 'handle is too long')
    .matches(/^[a-z0-9-]+$/, 'handle is not a valid handle'),
  edition_number: number()
    .transform(blankToUndefined)
    .typeError('edition_number must be a number')
    .required('edition_number is required')
    .integer('edition_number must be a whole number')
    .min(1, 'edition_number must be at least 1')
    .max(100_000, 'edition_number is too large'),
});
export type CertificateQuery = InferType<typeof certificateQuerySchema>;

/** POST store/artwork/getartworklistbyid */
export const ARTWORK_ID_LIST_MAX = 100;
export const artworkIdListBodySchema = object({
  artworkIdList: array(
    string()
      .required('artworkIdList must hold artwork ids')
      .max(64, 'artworkIdList holds an id that is too long'),
  )
    .required('artworkIdList is required')
    .typeError('artworkIdList must be an array of artwork ids')
    .max(ARTWORK_ID_LIST_MAX, `artworkIdList must hold at most ${ARTWORK_ID_LIST_MAX} ids`),
});
export type ArtworkIdListBody = InferType<typeof artworkIdListBodySchema>;
