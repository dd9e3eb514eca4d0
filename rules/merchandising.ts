// The storefront's merchandising rules in one place (issue 21, ADR 0051): which works lead a
// list, what "unpriced" means in a price sort, and what a release-soon work shows. The server
// builds its one SQL ordering from `merchandisingTiers` (the generated column
// artworks.merch_tier, server/db/schema/catalogue.ts) and the browser renders cards and the artwork page
// with `showsPrice` and `releasePending`, so a card and its page never disagree.
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type { ArtworkOrder, PurchaseStatus } from './artwork-filter-rules';

/**
 * Every list of works is ordered by tier first, then by the order asked for:
 * 0 buyable now (on sale), 1 release soon (priced, not yet buyable), 2 sold or not for sale.
 * A work that cannot be bought at its price now is never in tier 0.
 */
export const merchandisingTiers = {
  on_sale: 0,
  release_soon: 1,
  sold: 2,
  not_for_sale: 2,
} as const satisfies Record<PurchaseStatus, number>;
export type MerchandisingTier = (typeof merchandisingTiers)[PurchaseStatus];

export function merchandisingTier(status: PurchaseStatus): MerchandisingTier {
  return merchandisingTiers[status];
}

/** The tiers a set of statuses falls in (a narrowing condition the database can use). */
export function tiersOf(statuses: readonly PurchaseStatus[]): MerchandisingTier[] {
  return [...new Set(statuses.map(merchandisingTier))].sort((a, b) => a - b);
}

/** The SQL of the tier, as the generated column artworks.merch_tier computes it. */
export function merchandisingTierSql(column: string): string {
  const cases = (Object.entries(merchandisingTiers) as [PurchaseStatus, number][])
    .filter(([, tier]) => tier !== 2)
    .map(([status, tier]) => `when '${status}' then ${tier}`)
    .join(' ');
  return `case ${column} ${cases} else 2 end`;
}

/**
 * A release-soon work not yet released: its card and its page show its price with the release
 * date and time (KST) and "Notify me", and no edition as available (rules §4.13, ADR 0077).
 */
export function releasePending(
  artwork: Pick<ArtworkSummaryDto, 'purchase_status' | 'release_at'>,
  now: Date = new Date(),
): boolean {
  if (artwork.purchase_status !== 'release_soon') return false;
  return !artwork.release_at || new Date(artwork.release_at).getTime() > now.getTime();
}

/**
 * Whether a work shows its price (rules §4.13): a priced work on sale, or a priced release-soon
 * work — a collector plans for it, as the market shows upcoming works' prices, and the page then
 * agrees with its structured data's PreOrder offer (ADR 0077). A sold one shows "Sold", not what
 * it sold for; a work not for sale shows no price.
 */
export function showsPrice(artwork: Pick<ArtworkSummaryDto, 'purchase_status' | 'price'>): boolean {
  return (
    (artwork.purchase_status === 'on_sale' || artwork.purchase_status === 'release_soon') &&
    artwork.price !== null
  );
}

/** Whether the price shown is one the work can be bought at now: a priced work on sale. */
export function buyableAtPrice(
  artwork: Pick<ArtworkSummaryDto, 'purchase_status' | 'price'>,
): boolean {
  return artwork.purchase_status === 'on_sale' && artwork.price !== null;
}

type Ordered = Pick<
  ArtworkSummaryDto,
  'id' | 'purchase_status' | 'published_at' | 'wishes_count' | 'bid_expires_at'
> & {
  /** The work's own price in KRW (the sort key), null when it has none. */
  price_krw: number | null;
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byTime = (a: string | null, b: string | null) =>
  (a ? Date.parse(a) : Infinity) - (b ? Date.parse(b) : Infinity);

/** A price key with no price after every price, whichever the direction. */
function byPrice(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return (a - b) * direction;
}

/**
 * The marketplace order as a comparator: the tier, then the order asked for, then the id (so
 * pages never overlap). The database order (server/modules/artworks/merchandising-order.ts)
 * must agree with it; the API tests sort the database's answer with it to prove so.
 */
export function compareForOrder(order: ArtworkOrder): (a: Ordered, b: Ordered) => number {
  return (a, b) => {
    const tier = merchandisingTier(a.purchase_status) - merchandisingTier(b.purchase_status);
    if (tier !== 0) return tier;
    switch (order) {
      case 'price_asc':
        return byPrice(a.price_krw, b.price_krw, 1) || byText(a.id, b.id);
      case 'price_desc':
        return byPrice(a.price_krw, b.price_krw, -1) || byText(b.id, a.id);
      case 'popular':
        return (
          b.wishes_count - a.wishes_count ||
          byTime(b.published_at, a.published_at) ||
          byText(b.id, a.id)
        );
      case 'ending_soon':
        return byTime(a.bid_expires_at, b.bid_expires_at) || byText(a.id, b.id);
      case 'newest':
      default:
        return byTime(b.published_at, a.published_at) || byText(b.id, a.id);
    }
  };
}
