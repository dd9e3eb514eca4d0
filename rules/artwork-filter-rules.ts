// The rules of the marketplace's artwork filters (rules §3), as plain data: the one home that
// both the API's yup schema (schemas/artwork-filters.ts) and the browser's URL-state reader
// (below) are built from. No yup here, so the /works page does not ship it.

export const purchaseStatuses = ['on_sale', 'sold', 'not_for_sale', 'release_soon'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/**
 * The tabs of the marketplace (rules §3/§4, default 'ongoing'):
 * - ongoing: works a visitor can act on now or soon (on_sale + release_soon)
 * - sold: sold works
 * - all: every published work, including not_for_sale
 */
export const artworkViewStatuses = ['ongoing', 'sold', 'all'] as const;
export type ArtworkViewStatus = (typeof artworkViewStatuses)[number];

export const viewStatusPurchaseStatuses: Record<ArtworkViewStatus, readonly PurchaseStatus[]> = {
  ongoing: ['on_sale', 'release_soon'],
  sold: ['sold'],
  all: purchaseStatuses,
};

/**
 * Sort orders:
 * - newest: latest published first (the default)
 * - price_asc / price_desc: by KRW price; unpriced works last
 * - popular: most wished first
 * - ending_soon: bids expiring soonest first, among works whose bid has not expired yet
 *   (works without a running bid are left out of this order)
 */
export const artworkOrders = [
  'newest',
  'price_asc',
  'price_desc',
  'popular',
  'ending_soon',
] as const;
export type ArtworkOrder = (typeof artworkOrders)[number];

/** Page sizes: rules §9 lists 6, 18, 20; the marketplace grid uses 20. */
export const ARTWORK_PAGE_SIZE = 20;
export const ARTWORK_MAX_PAGE_SIZE = 100;
/** Deep offsets are refused: past this, narrow the filters instead. */
export const ARTWORK_MAX_OFFSET = 10_000;
/** rules §5: q is used only between a minimum and a maximum length. */
export const ARTWORK_QUERY_MIN_LENGTH = 1;
export const ARTWORK_QUERY_MAX_LENGTH = 100;

/** A category handle (`group_handle`): lower-case letters, digits and dashes. */
export const GROUP_HANDLE_PATTERN = /^[a-z0-9-]+$/;
export const GROUP_HANDLE_MAX_LENGTH = 64;

/**
 * The range filters and their upper bounds (all are 0 or more). Sizes in centimetres
 * (size_total = width + height); prices in major units of the visitor's currency.
 */
export const rangeFilterMax = {
  min_price: 1e12,
  max_price: 1e12,
  min_width: 10_000,
  max_width: 10_000,
  min_height: 10_000,
  max_height: 10_000,
  min_size_total: 20_000,
  max_size_total: 20_000,
} as const;
export type RangeKey = keyof typeof rangeFilterMax;
export const rangeKeys = Object.keys(rangeFilterMax) as RangeKey[];

/** Each range's ends: the max must not be below the min. */
export const rangePairs = [
  ['min_price', 'max_price'],
  ['min_width', 'max_width'],
  ['min_height', 'max_height'],
  ['min_size_total', 'max_size_total'],
] as const satisfies readonly (readonly [RangeKey, RangeKey])[];

/** The filters a marketplace URL carries, as the API would accept them. */
export interface ArtworkUrlFilters extends Partial<Record<RangeKey, number>> {
  view_status?: ArtworkViewStatus;
  order?: ArtworkOrder;
  group_handle?: string;
  q?: string;
}

function oneOf<T extends string>(values: readonly T[], raw: string): T | undefined {
  return (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A number as yup reads one (whitespace ignored), within 0..max. */
function rangeNumber(raw: string, max: number): number | undefined {
  const text = raw.replace(/\s/g, '');
  const value = text === '' ? NaN : Number(text);
  return Number.isNaN(value) || value < 0 || value > max ? undefined : value;
}

/** One URL value, or undefined when the API would refuse it (or it is blank). */
function readValue(key: keyof ArtworkUrlFilters, raw: string): ArtworkUrlFilters[typeof key] {
  switch (key) {
    case 'view_status':
      return oneOf(artworkViewStatuses, raw);
    case 'order':
      return oneOf(artworkOrders, raw);
    case 'group_handle': {
      const handle = raw.trim();
      return handle.length <= GROUP_HANDLE_MAX_LENGTH && GROUP_HANDLE_PATTERN.test(handle)
        ? handle
        : undefined;
    }
    case 'q': {
      const q = raw.trim();
      return q.length >= ARTWORK_QUERY_MIN_LENGTH && q.length <= ARTWORK_QUERY_MAX_LENGTH
        ? q
        : undefined;
    }
    default:
      return rangeNumber(raw, rangeFilterMax[key]);
  }
}

export const artworkUrlFilterKeys = [
  'view_status',
  'order',
  'group_handle',
  'q',
  ...rangeKeys,
] as const satisfies readonly (keyof ArtworkUrlFilters)[];

/**
 * Reads the marketplace filters from URL values without yup: each value by the rules above,
 * a bad or blank one dropped; a range whose max is below its min loses the max (the end the
 * API's error names). Agrees with `artworkFiltersSchema` (tested side by side).
 */
export function readArtworkUrlFilters(
  input: Partial<Record<string, string | undefined>>,
): ArtworkUrlFilters {
  const filters: Record<string, unknown> = {};
  for (const key of artworkUrlFilterKeys) {
    const raw = input[key];
    if (raw === undefined || raw === '') continue;
    const value = readValue(key, raw);
    if (value !== undefined) filters[key] = value;
  }
  const read = filters as ArtworkUrlFilters;
  for (const [min, max] of rangePairs) {
    const low = read[min];
    const high = read[max];
    if (low !== undefined && high !== undefined && high < low) delete read[max];
  }
  return read;
}
