import { describe, expect, it } from 'vitest';
import {
  answeredByOf,
  answererOf,
  lastBidKrw,
  listingKinds,
  offerEvents,
  offerStatuses,
  offerTransition,
  type CloseReason,
  type ListingKind,
  type OfferEvent,
  type OfferStatus,
} from './negotiation';

type Row = [
  from: OfferStatus | null,
  event: OfferEvent,
  to: OfferStatus,
  reason: CloseReason | null,
  bidderTold: boolean,
];

// Every event that moves an offer, the same on every kind of listing (rules §4.28–4.30).
const moves: Row[] = [
  ['pending', 'accepted', 'accepted', null, true],
  ['pending', 'declined', 'declined', 'declined', true],
  ['pending', 'withdrawn_by_bidder', 'canceled', 'canceled', false],
  ['pending', 'expired', 'expired', 'expired', true],
  ['pending', 'bought_by_bidder', 'canceled', 'bought', false],
  ['pending', 'sold_to_other', 'declined', 'sold', true],
  ['pending', 'other_accepted', 'declined', 'accepted_other', true],
  ['pending', 'listed_for_resale', 'declined', 'relisted', true],
  ['pending', 'listed_for_consignment', 'declined', 'consigned', true],
  ['pending', 'withdrawn_from_sale', 'declined', 'withdrawn', true],
  ['pending', 'relisted', 'declined', 'relisted', true],
  ['accepted', 'paid', 'ordered', null, false],
  ['accepted', 'payment_deadline_passed', 'lapsed', 'lapsed', true],
];

const answerers: Record<ListingKind, string> = {
  partner_gallery: 'gallery',
  gallery_without_partner: 'store',
  resale: 'owner',
  consignment: 'owner',
};

describe('the negotiation table', () => {
  for (const listing of listingKinds) {
    describe(`on a ${listing.replaceAll('_', ' ')} listing`, () => {
      it(`is answered by the ${answerers[listing]}`, () => {
        expect(answererOf(listing)).toBe(answerers[listing]);
      });

      it(
        listing === 'gallery_without_partner'
          ? 'a placed offer is pending and the operators are told'
          : 'a placed offer is pending and whoever answers is told',
        () => {
          expect(offerTransition(null, 'placed', listing)).toEqual({
            status: 'pending',
            closeReason: null,
            notices: [
              {
                to: listing === 'gallery_without_partner' ? 'operators' : 'answerer',
                template: 'offer-received',
              },
            ],
          });
        },
      );

      for (const [from, event, to, reason, told] of moves) {
        it(`${from} + ${event} → ${to}${reason ? ` (${reason})` : ''}${told ? ', the bidder told' : ', nobody told'}`, () => {
          expect(offerTransition(from, event, listing)).toEqual({
            status: to,
            closeReason: reason,
            notices: told ? [{ to: 'bidder', template: 'offer-answered' }] : [],
          });
        });
      }

      it('every other pair leaves the offer as it is', () => {
        for (const from of [null, ...offerStatuses]) {
          for (const event of offerEvents) {
            const listed =
              (from === null && event === 'placed') ||
              moves.some(([f, e]) => f === from && e === event);
            if (!listed)
              expect(offerTransition(from, event, listing), `${from} ${event}`).toBeNull();
          }
        }
      });
    });
  }

  it('records the store’s answers as the operator’s', () => {
    expect(answeredByOf('store')).toBe('operator');
    expect(answeredByOf('gallery')).toBe('gallery');
    expect(answeredByOf('owner')).toBe('owner');
  });
});

describe('the last bid', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 11, day));
  it('is the highest live offer, pending or accepted', () => {
    expect(
      lastBidKrw([
        { status: 'pending', amountKrw: 900_000, createdAt: at(1) },
        { status: 'pending', amountKrw: 800_000, createdAt: at(3) },
        { status: 'canceled', amountKrw: 990_000, createdAt: at(4) },
      ]),
    ).toBe(900_000);
    expect(
      lastBidKrw([
        { status: 'accepted', amountKrw: 950_000, createdAt: at(1) },
        { status: 'declined', amountKrw: 700_000, createdAt: at(2) },
      ]),
    ).toBe(950_000);
  });

  it('is the latest paid-for offer when none is live', () => {
    expect(
      lastBidKrw([
        { status: 'ordered', amountKrw: 700_000, createdAt: at(1) },
        { status: 'ordered', amountKrw: 650_000, createdAt: at(5) },
        { status: 'canceled', amountKrw: 990_000, createdAt: at(6) },
      ]),
    ).toBe(650_000);
  });

  it('is none when every offer closed unpaid (a placed and cancelled bid leaves none)', () => {
    expect(lastBidKrw([{ status: 'canceled', amountKrw: 900_000, createdAt: at(1) }])).toBeNull();
    expect(lastBidKrw([])).toBeNull();
  });
});
