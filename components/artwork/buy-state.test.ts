import { describe, expect, it } from 'vitest';
import {
  buyButtonState,
  type BuyArtwork,
  type BuyButtonState,
  type BuyStateInput,
} from './buy-state';

const now = new Date('2026-11-23T10:00:00Z');
const price = { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' as const } };
const onSale: BuyArtwork = {
  purchase_status: 'on_sale',
  price,
  bid_enabled: false,
  bid_expires_at: null,
  release_at: null,
};
const editions = { available: 3, reserved: 0, sold: 2 };

const cases: [string, Omit<BuyStateInput, 'now'>, BuyButtonState][] = [
  ['a work on sale can be bought now', { artwork: onSale, editions }, s('buy_now')],
  [
    'a work taking bids also offers a bid beside buy now',
    { artwork: { ...onSale, bid_enabled: true, bid_expires_at: '2026-12-01T00:00:00Z' } },
    s('buy_now', 'place_a_bid'),
  ],
  [
    'bidding that has expired offers no bid',
    { artwork: { ...onSale, bid_enabled: true, bid_expires_at: '2026-11-01T00:00:00Z' } },
    s('buy_now'),
  ],
  [
    'a visitor with a pending bid may cancel it',
    {
      artwork: { ...onSale, bid_enabled: true, bid_expires_at: null },
      bid: { status: 'pending' },
    },
    s('buy_now', 'cancel_a_bid'),
  ],
  [
    'an accepted bid leads to the bid checkout',
    { artwork: { ...onSale, bid_enabled: true }, bid: { status: 'accepted' } },
    s('go_to_bid'),
  ],
  ['a sold work says sold', { artwork: { ...onSale, purchase_status: 'sold' } }, s('sold')],
  [
    'an edition with every copy sold says sold',
    { artwork: onSale, editions: { available: 0, reserved: 0, sold: 5 } },
    s('sold'),
  ],
  [
    'copies held at checkout make it unavailable for now, not sold',
    { artwork: onSale, editions: { available: 0, reserved: 1, sold: 4 } },
    s('not_for_sale', null, 'reserved'),
  ],
  [
    'a work to be released later says release soon',
    {
      artwork: { ...onSale, purchase_status: 'release_soon', release_at: '2026-12-24T00:00:00Z' },
    },
    s('release_soon'),
  ],
  [
    'a release date that has passed makes it buyable',
    {
      artwork: { ...onSale, purchase_status: 'release_soon', release_at: '2026-11-01T00:00:00Z' },
    },
    s('buy_now'),
  ],
  [
    'a work not for sale says so',
    { artwork: { ...onSale, purchase_status: 'not_for_sale', price: null } },
    s('not_for_sale'),
  ],
  ['an unpriced work is not for sale', { artwork: { ...onSale, price: null } }, s('not_for_sale')],
  [
    'the owner of a sold work may request its resale',
    { artwork: { ...onSale, purchase_status: 'sold' }, visitor: { ownsEdition: true } },
    s('request_for_sale'),
  ],
];

function s(
  primary: BuyButtonState['primary'],
  secondary: BuyButtonState['secondary'] = null,
  note: BuyButtonState['note'] = null,
): BuyButtonState {
  return { primary, secondary, note };
}

describe('buy-button state (SPEC §4)', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(buyButtonState({ ...input, now })).toEqual(expected);
  });
});
