import { describe, expect, it } from 'vitest';
import { cardPriceLabel } from './artwork-price';

const price = { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' as const } };

describe('card price label', () => {
  it('shows the price of a work on sale, else its status', () => {
    expect(cardPriceLabel({ purchase_status: 'on_sale', price })).toEqual({ kind: 'price', price });
    expect(cardPriceLabel({ purchase_status: 'sold', price })).toEqual({ kind: 'sold' });
    expect(cardPriceLabel({ purchase_status: 'release_soon', price })).toEqual({
      kind: 'release_soon',
    });
    expect(cardPriceLabel({ purchase_status: 'not_for_sale', price: null })).toEqual({
      kind: 'not_for_sale',
    });
  });
});
