import { describe, expect, it } from 'vitest';
import type { EditionStatus } from '@/schemas/artwork-dto';
import {
  buyActions,
  buyButtonState,
  isActionable,
  visitorBidStatuses,
  type BuyArtwork,
  type BuyButtonState,
  type BuyStateInput,
} from './buy-state';

const now = new Date('2026-11-23T10:00:00Z');
const later = '2026-12-01T00:00:00Z';
const earlier = '2026-11-01T00:00:00Z';
const price = { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' as const } };
const onSale: BuyArtwork = {
  purchase_status: 'on_sale',
  price,
  bid_enabled: false,
  bid_expires_at: null,
  release_at: null,
};
const bidding: BuyArtwork = { ...onSale, bid_enabled: true, bid_expires_at: later };
const editions = { available: 3, reserved: 0, sold: 2 };

const cases: [string, Omit<BuyStateInput, 'now'>, BuyButtonState][] = [
  ['a work on sale can be bought now', { artwork: onSale, editions }, s('buy_now')],
  [
    'a work taking bids also offers a bid beside buy now',
    { artwork: bidding },
    s('buy_now', 'place_a_bid'),
  ],
  [
    'bidding that has expired offers no bid',
    { artwork: { ...bidding, bid_expires_at: earlier } },
    s('buy_now'),
  ],
  [
    'bidding with no end date stays open',
    { artwork: { ...bidding, bid_expires_at: null } },
    s('buy_now', 'place_a_bid'),
  ],
  [
    'a customer with a pending bid may cancel it',
    { artwork: bidding, bid: { status: 'pending' } },
    s('buy_now', 'cancel_a_bid'),
  ],
  [
    'a customer whose bid was declined may bid again',
    { artwork: bidding, bid: { status: 'declined' } },
    s('buy_now', 'place_a_bid'),
  ],
  [
    'a customer whose bid was cancelled or expired may bid again',
    { artwork: bidding, bid: { status: 'expired' } },
    s('buy_now', 'place_a_bid'),
  ],
  [
    'an accepted bid leads to the bid checkout',
    {
      artwork: bidding,
      edition: { status: 'reserved' },
      bid: { status: 'accepted', payment_deadline: later },
    },
    s('go_to_bid'),
  ],
  [
    'an accepted bid whose payment deadline passed no longer leads anywhere',
    {
      artwork: bidding,
      edition: { status: 'reserved' },
      bid: { status: 'accepted', payment_deadline: earlier },
    },
    s('not_for_sale', null, 'reserved'),
  ],
  [
    'the seller of a work is offered no bid on it',
    { artwork: bidding, visitor: { sells: true } },
    s('buy_now'),
  ],
  ['a sold work says sold', { artwork: { ...onSale, purchase_status: 'sold' } }, s('sold')],
  [
    'a paid bid order leaves the work sold',
    { artwork: { ...bidding, purchase_status: 'sold' }, bid: { status: 'ordered' } },
    s('sold'),
  ],
  [
    'an edition with every copy sold says sold',
    { artwork: onSale, editions: { available: 0, reserved: 0, sold: 5 } },
    s('sold'),
  ],
  [
    'the edition on offer sold says sold',
    { artwork: onSale, edition: { status: 'sold' } },
    s('sold'),
  ],
  [
    'copies held at checkout make it unavailable for now, not sold',
    { artwork: onSale, editions: { available: 0, reserved: 1, sold: 4 } },
    s('not_for_sale', null, 'reserved'),
  ],
  [
    'the edition on offer held at checkout (or by an accepted bid) is unavailable for now',
    { artwork: bidding, edition: { status: 'reserved' }, bid: { status: 'pending' } },
    s('not_for_sale', null, 'reserved'),
  ],
  [
    'an edition withheld from sale is not for sale',
    { artwork: bidding, edition: { status: 'not_for_sale' } },
    s('not_for_sale'),
  ],
  [
    'a work to be released later says release soon',
    { artwork: { ...onSale, purchase_status: 'release_soon', release_at: later } },
    s('release_soon'),
  ],
  [
    'a release date that has passed makes it buyable',
    { artwork: { ...onSale, purchase_status: 'release_soon', release_at: earlier } },
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
    s('request_for_sale', null, 'owned'),
  ],
  [
    'the owner of a work bought minutes ago sees it as theirs, not buy now',
    {
      artwork: onSale,
      editions: { available: 3, reserved: 0, sold: 1 },
      visitor: { ownsEdition: true },
    },
    s('request_for_sale', null, 'owned'),
  ],
  [
    'the owner of a resale listing sees their own listing, never buy now or a bid',
    {
      artwork: bidding,
      edition: { status: 'available' },
      visitor: { ownsEdition: true, sells: true, listing: true },
    },
    s('manage_listing', null, 'listed'),
  ],
];

function s(
  primary: BuyButtonState['primary'],
  secondary: BuyButtonState['secondary'] = null,
  note: BuyButtonState['note'] = null,
): BuyButtonState {
  return { primary, secondary, note };
}

describe('buy-button state (rules §4)', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(buyButtonState({ ...input, now })).toEqual(expected);
  });

  it('the table reaches every state', () => {
    const reached = new Set(cases.flatMap(([, , out]) => [out.primary, out.secondary]));
    for (const action of buyActions) expect(reached, action).toContain(action);
  });
});

// Every combination of the inputs' values: the rules that hold whatever the mix.
const artworks: BuyArtwork[] = [
  onSale,
  bidding,
  { ...bidding, bid_expires_at: earlier },
  { ...bidding, purchase_status: 'sold' },
  { ...bidding, purchase_status: 'release_soon', release_at: later },
  { ...bidding, purchase_status: 'release_soon', release_at: earlier },
  { ...onSale, purchase_status: 'not_for_sale', price: null },
  { ...bidding, price: null },
];
const editionCounts = [
  null,
  editions,
  { available: 0, reserved: 1, sold: 0 },
  { available: 0, reserved: 0, sold: 3 },
];
const editionStates: ({ status: EditionStatus } | null)[] = [
  null,
  ...(['available', 'reserved', 'sold', 'not_for_sale'] as const).map((status) => ({ status })),
];
const bids = [
  null,
  ...visitorBidStatuses.map((status) => ({ status, payment_deadline: later })),
  { status: 'accepted' as const, payment_deadline: earlier },
];
const visitors = [
  null,
  { ownsEdition: true },
  { sells: true },
  { ownsEdition: true, sells: true, listing: true },
];

const combinations: BuyStateInput[] = artworks.flatMap((artwork) =>
  editionCounts.flatMap((counts) =>
    editionStates.flatMap((edition) =>
      bids.flatMap((bid) =>
        visitors.map((visitor) => ({ artwork, editions: counts, edition, bid, visitor, now })),
      ),
    ),
  ),
);

describe(`every combination (${combinations.length})`, () => {
  it('keeps the rules that hold whatever the mix', () => {
    for (const input of combinations) check(input);
  });
});

function check(input: BuyStateInput) {
  {
    const out = buyButtonState(input);
    const bid = input.bid;
    const liveAccepted =
      bid?.status === 'accepted' && new Date(bid.payment_deadline!).getTime() > now.getTime();
    // The owner is offered resale, whatever else.
    if (input.visitor?.ownsEdition) {
      return expect(out).toEqual(
        input.visitor.listing
          ? s('manage_listing', null, 'listed')
          : s('request_for_sale', null, 'owned'),
      );
    }
    // A live accepted bid always leads to its checkout; nothing else does.
    expect(out.primary === 'go_to_bid').toBe(liveAccepted);
    if (liveAccepted) return expect(out).toEqual(s('go_to_bid'));
    // Only buy now carries a second button, and it is a bid action.
    if (out.secondary) {
      expect(out.primary).toBe('buy_now');
      expect(['place_a_bid', 'cancel_a_bid']).toContain(out.secondary);
      expect(input.artwork.bid_enabled).toBe(true);
      expect(input.visitor?.sells).not.toBe(true);
    }
    // Cancel a bid exactly when the customer's bid is pending and bidding is on.
    if (out.secondary === 'cancel_a_bid') expect(bid?.status).toBe('pending');
    if (out.secondary === 'place_a_bid') expect(bid?.status).not.toBe('pending');
    // Buy now only for a priced work on sale (or released) with an edition free.
    if (out.primary === 'buy_now') {
      expect(input.artwork.price).not.toBeNull();
      expect(input.artwork.purchase_status).not.toBe('sold');
      expect(input.artwork.purchase_status).not.toBe('not_for_sale');
      expect(input.editions?.available ?? 1).toBeGreaterThan(0);
      expect(['available', undefined]).toContain(input.edition?.status);
    }
    if (input.artwork.purchase_status === 'sold') expect(out.primary).toBe('sold');
    if (out.note === 'reserved') expect(out.primary).toBe('not_for_sale');
    expect(isActionable(out.primary) || out.secondary === null).toBe(true);
  }
}
