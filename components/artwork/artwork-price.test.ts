import { describe, expect, it } from 'vitest';
import { cardPriceLabel } from './artwork-price';

const price = { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' as const } };
const releaseAt = '2027-01-02T11:00:00.000Z';

describe('card price label', () => {
  it('shows the price of a work on sale, else its status', () => {
    expect(cardPriceLabel({ purchase_status: 'on_sale', price })).toEqual({ kind: 'price', price });
    expect(cardPriceLabel({ purchase_status: 'sold', price })).toEqual({ kind: 'sold' });
    expect(cardPriceLabel({ purchase_status: 'not_for_sale', price: null })).toEqual({
      kind: 'not_for_sale',
    });
  });

  it('shows a release-soon work’s price with its release time (rules §4.13)', () => {
    expect(
      cardPriceLabel({ purchase_status: 'release_soon', price, release_at: releaseAt }),
    ).toEqual({ kind: 'release_soon', price, releaseAt });
    // Unpriced or undated, it says what it knows.
    expect(cardPriceLabel({ purchase_status: 'release_soon', price: null })).toEqual({
      kind: 'release_soon',
      price: null,
      releaseAt: null,
    });
  });
});
