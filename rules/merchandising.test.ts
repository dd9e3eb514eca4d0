import { describe, expect, it } from 'vitest';
import { purchaseStatuses, type ArtworkOrder } from './artwork-filter-rules';
import {
  buyableAtPrice,
  compareForOrder,
  merchandisingTier,
  merchandisingTierSql,
  releasePending,
  showsPrice,
  tiersOf,
} from './merchandising';

const price = { krw: 2_000_000, display: { amount: 2_000_000, currency: 'krw' as const } };

type Work = Parameters<ReturnType<typeof compareForOrder>>[0];
const work = (id: string, over: Partial<Work> = {}): Work => ({
  id,
  purchase_status: 'on_sale',
  published_at: '2026-11-01T00:00:00.000Z',
  wishes_count: 0,
  bid_expires_at: null,
  price_krw: 1_000_000,
  ...over,
});
const order = (o: ArtworkOrder, works: Work[]) =>
  [...works].sort(compareForOrder(o)).map((w) => w.id);

describe('merchandising tiers', () => {
  it('puts buyable works first, release soon next, sold and not for sale last', () => {
    expect(purchaseStatuses.map(merchandisingTier)).toEqual([0, 2, 2, 1]);
    expect(tiersOf(['release_soon', 'on_sale'])).toEqual([0, 1]);
    expect(tiersOf(['sold', 'not_for_sale'])).toEqual([2]);
  });

  it('writes the same tiers as SQL, for the generated column', () => {
    expect(merchandisingTierSql('purchase_status')).toBe(
      "case purchase_status when 'on_sale' then 0 when 'release_soon' then 1 else 2 end",
    );
  });
});

describe('compareForOrder', () => {
  // The demo's trouble: release-soon works are the newest and the most wished.
  const works = [
    work('rs_new', {
      purchase_status: 'release_soon',
      published_at: '2026-11-27T00:00:00.000Z',
      wishes_count: 90,
      price_krw: 1_500_000,
    }),
    work('on_old', { published_at: '2026-06-01T00:00:00.000Z', price_krw: 3_000_000 }),
    work('on_mid', {
      published_at: '2026-10-01T00:00:00.000Z',
      wishes_count: 5,
      price_krw: 800_000,
    }),
    work('sold', { purchase_status: 'sold', published_at: '2026-11-28T00:00:00.000Z' }),
    work('nfs', { purchase_status: 'not_for_sale', price_krw: null }),
  ];

  it('orders newest within each tier, buyable first', () => {
    expect(order('newest', works)).toEqual(['on_mid', 'on_old', 'rs_new', 'sold', 'nfs']);
  });

  it('puts works without a shown price after priced ones in both price sorts', () => {
    expect(order('price_asc', works)).toEqual(['on_mid', 'on_old', 'rs_new', 'sold', 'nfs']);
    expect(order('price_desc', works)).toEqual(['on_old', 'on_mid', 'rs_new', 'sold', 'nfs']);
  });

  it('orders popularity within each tier, and breaks ties by id so pages never overlap', () => {
    expect(order('popular', works)).toEqual(['on_mid', 'on_old', 'rs_new', 'sold', 'nfs']);
    const twins = [work('b'), work('a'), work('c')];
    expect(order('newest', twins)).toEqual(['c', 'b', 'a']);
    expect(order('price_asc', twins)).toEqual(['a', 'b', 'c']);
    expect(order('price_desc', twins)).toEqual(['c', 'b', 'a']);
  });

  it('orders bids ending soonest first among buyable works', () => {
    const bids = [
      work('late', { bid_expires_at: '2026-12-05T00:00:00.000Z' }),
      work('soon', { bid_expires_at: '2026-12-01T00:00:00.000Z' }),
    ];
    expect(order('ending_soon', bids)).toEqual(['soon', 'late']);
  });
});

describe('showsPrice and releasePending', () => {
  const now = new Date('2026-11-28T00:00:00Z');

  it('shows the price of a priced work on sale or releasing soon (rules §4.13), never a sold one', () => {
    expect(showsPrice({ purchase_status: 'on_sale', price })).toBe(true);
    expect(showsPrice({ purchase_status: 'on_sale', price: null })).toBe(false);
    expect(showsPrice({ purchase_status: 'release_soon', price })).toBe(true);
    expect(showsPrice({ purchase_status: 'release_soon', price: null })).toBe(false);
    expect(showsPrice({ purchase_status: 'sold', price })).toBe(false);
    expect(showsPrice({ purchase_status: 'not_for_sale', price })).toBe(false);
  });

  it('calls a price buyable only on a work on sale', () => {
    expect(buyableAtPrice({ purchase_status: 'on_sale', price })).toBe(true);
    expect(buyableAtPrice({ purchase_status: 'release_soon', price })).toBe(false);
    expect(buyableAtPrice({ purchase_status: 'on_sale', price: null })).toBe(false);
  });

  it('holds a release-soon work back until its release date', () => {
    const soon = { purchase_status: 'release_soon' as const, release_at: '2026-12-03T10:00:00Z' };
    expect(releasePending(soon, now)).toBe(true);
    expect(releasePending({ ...soon, release_at: null }, now)).toBe(true);
    expect(releasePending({ ...soon, release_at: '2026-11-27T10:00:00Z' }, now)).toBe(false);
    expect(releasePending({ purchase_status: 'on_sale', release_at: null }, now)).toBe(false);
  });
});
