// The notice table's negotiation journeys (issue 31, rules §4.26–4.34): on every kind of listing —
// a partner gallery's edition, a gallery without a partner account (the operators answer), an
// owner's resale and an owner's consignment — an offer placed (whoever answers told), withdrawn by
// its bidder, expired, declined and accepted (a rival declined: another accepted), lapsed unpaid,
// then the work bought by the bidder herself (her offer closes silently as bought; the rival's is
// declined: sold) and listed again by its new owner, for resale or on consignment (the offers
// closed before stay closed, no offer notice). After each step: the offers' states and exactly
// the expected notices, in English and Korean.
import { expect } from 'vitest';
import * as t from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import type { ListingKind } from '@/rules/negotiation';
import type { Buyer } from './buying-test-app';
import type { CallResult } from './customer-test-app';
import { DAY, HOUR } from './bid-test-app';
import {
  app,
  later,
  ok,
  operatorsInbox,
  refused,
  sweep,
  type Expected,
  type Journey,
  type People,
  type State,
} from './notice-table-harness';

/** The offers' states and close reasons, read from the database. */
async function offerRow(result: CallResult) {
  const [row] = await app.app.ctx.db
    .select()
    .from(t.bids)
    .where(eq(t.bids.id, result.body.id as string));
  return row!;
}

async function expectOffer(result: CallResult, status: string, reason: string | null) {
  const row = await offerRow(result);
  expect({ status: row.status, reason: row.closeReason }).toEqual({ status, reason });
  return row;
}

const owns = (kind: ListingKind) => kind === 'resale' || kind === 'consignment';

/** Who answers offers on a listing of `kind`, and how (rules §4.26). */
function answererOf(kind: ListingKind, p: People) {
  switch (kind) {
    case 'partner_gallery':
      return {
        word: 'gallery' as const,
        told: (): Expected => ({ to: p.partner, template: 'offer-received' }),
        answer: (bidId: string, verb: 'accept' | 'decline') =>
          ok(app.admin(p.partner, 'POST', `/offers/${bidId}/${verb}`)),
        answeredBy: 'gallery',
      };
    case 'gallery_without_partner':
      return {
        word: 'store' as const,
        // The operators' inbox, in Korean, in the offer's transaction (rules §4.27).
        told: (): Expected => ({
          to: operatorsInbox(),
          template: 'offer-received',
          locale: 'ko',
          payload: { answerer: 'store' },
        }),
        answer: (bidId: string, verb: 'accept' | 'decline') =>
          ok(app.admin(p.operator, 'POST', `/offers/${bidId}/${verb}`)),
        answeredBy: 'operator',
      };
    default:
      return {
        word: 'owner' as const,
        told: (): Expected => ({
          to: p.owner,
          template: 'offer-received',
          payload: { answerer: 'owner' },
        }),
        // The owner answers on My page › Offer › received (the store's calls).
        answer: (bidId: string, verb: 'accept' | 'decline') =>
          ok(
            app.call('POST', `/v3/store/artwork/bid/${verb}`, {
              token: p.owner.accessToken,
              body: { bid_id: bidId },
            }),
          ),
        answeredBy: 'owner',
      };
  }
}

/**
 * A listing of `kind` that takes offers: a gallery's new work, or a work the owner bought and
 * listed again (a resale confirmed at the proposed price, or a consignment approved in /admin).
 */
async function list(kind: ListingKind, p: People, s: State, biddingDays: number) {
  if (!owns(kind)) {
    const gallery = kind === 'partner_gallery' ? p.gallery : p.storeGallery;
    s.work = await app.biddingArtwork({ institutionId: gallery, biddingDays });
    return;
  }
  s.work = await app.biddingArtwork({ institutionId: p.gallery, biddingDays });
  const cart = await app.cart(p.owner, s.work.artworkId);
  await ok(app.checkout(p.owner, cart.cart_id));
  if (kind === 'resale') {
    const resale = await ok(
      app.register(p.owner, { edition_id: s.work.editionIds[0], desired_price: 1_000_000 }),
    );
    await ok(
      app.admin(p.operator, 'POST', `/resell/${resale.body.id}/propose`, {
        body: { listing_price: 1_000_000 },
      }),
    );
    await ok(app.confirm(p.owner, resale.body.id));
    s.resaleId = resale.body.id;
    return;
  }
  const consignment = await ok(
    app.call('POST', `/v3/store/artwork/consign/${s.work.editionIds[0]}`, {
      token: p.owner.accessToken,
      body: {
        desired_price: 1_000_000,
        condition: 'excellent',
        condition_note: '',
        photos: ['/media/uploads/front.webp'],
        handover: 'storage',
      },
    }),
  );
  await ok(
    app.admin(p.operator, 'POST', `/resell/${consignment.body.id}/approve`, {
      body: { listing_price: 1_000_000 },
    }),
  );
  s.resaleId = consignment.body.id;
}

/** The notices a listing's set-up sends (the owner's purchase and their request's steps). */
function listingNotices(kind: ListingKind, p: People): Expected[] {
  if (kind === 'resale') {
    return [
      { to: p.owner, template: 'order-placed' },
      { to: p.owner, template: 'resale-status', payload: { status: 'reviewing' } },
      { to: p.owner, template: 'resale-status', payload: { status: 'waiting_for_confirmation' } },
      { to: p.owner, template: 'resale-status', payload: { status: 'on_sale' } },
    ];
  }
  if (kind === 'consignment') {
    return [
      { to: p.owner, template: 'order-placed' },
      { to: p.owner, template: 'resale-status', payload: { status: 'reviewing' } },
      { to: p.owner, template: 'resale-status', payload: { status: 'on_sale' } },
    ];
  }
  return [];
}

const offer = (who: Buyer, s: State, amount: number) =>
  ok(app.bid(who, { artwork_id: s.work.artworkId, amount }));

/** The bidder's words for who declined (rules §4.30): the gallery's name, the owner, Artmarket. */
function declinedBy(kind: ListingKind, p: People): string {
  const ko = p.language === 'ko';
  if (kind === 'partner_gallery') return ko ? '알림 갤러리' : 'Notice Gallery';
  if (kind === 'gallery_without_partner') return ko ? '아트마켓' : 'Artmarket declined';
  return ko ? '작품 소유자가' : 'The owner of';
}

function negotiation(kind: ListingKind, relistAs: 'resale' | 'consignment'): Journey {
  const label = kind.replaceAll('_', ' ');
  return {
    name: `on a ${label} listing: placed, withdrawn, expired, declined, accepted (a rival declined), lapsed, bought by the bidder (the rival: sold), listed again for ${relistAs}`,
    steps: (p, s) => {
      const who = answererOf(kind, p);
      return [
        {
          transition: `negotiation ${label}: listed (${kind})`,
          by: owns(kind) ? 'customer' : 'operator',
          act: () => list(kind, p, s, 1),
          expect: () => listingNotices(kind, p),
        },
        {
          transition: `negotiation ${label}: offer: → pending (whoever answers told)`,
          by: 'customer',
          act: async () => {
            s.first = await offer(p.me, s, 800_000);
            expect(s.first.body).toMatchObject({
              status: 'pending',
              listing: kind,
              answerer: { kind: who.word },
              list_price_krw: 1_000_000,
              close_reason: null,
            });
            // The dialog says who answers before the offer is made (the bid status).
            const status = await ok(
              app.call('GET', `/v3/store/artwork/bid/status/${s.work.artworkId}`, {
                token: p.other.accessToken,
              }),
            );
            expect(status.body.answerer).toMatchObject({ kind: who.word });
          },
          expect: () => [who.told()],
        },
        {
          transition: `negotiation ${label}: offer: pending → canceled (withdrawn by the bidder)`,
          by: 'customer',
          act: async () => {
            await ok(app.cancelBid(p.me, s.first.body.id));
            await expectOffer(s.first, 'canceled', 'canceled');
          },
          expect: () => [],
          again: () => refused(app.cancelBid(p.me, s.first.body.id)),
        },
        {
          transition: `negotiation ${label}: offer: → pending`,
          by: 'customer',
          act: async () => {
            s.expiring = await offer(p.me, s, 810_000);
          },
          expect: () => [who.told()],
        },
        {
          transition: `negotiation ${label}: offer: pending → expired`,
          by: 'sweep',
          act: async () => {
            // A gallery's round ends with its bidding (1 day here); an owner's offer in 14 days.
            await later(owns(kind) ? 14 * DAY + HOUR : DAY + HOUR);
            await sweep();
            await expectOffer(s.expiring, 'expired', 'expired');
          },
          expect: () => [
            {
              to: p.me,
              template: 'offer-answered',
              payload: { answer: 'expired', reason: 'expired' },
            },
          ],
          again: sweep,
        },
        {
          // A gallery's next round: a work of the same listing kind still taking offers.
          transition: `negotiation ${label}: listed again for the next round`,
          by: owns(kind) ? 'customer' : 'operator',
          act: async () => {
            if (!owns(kind)) await list(kind, p, s, 30);
          },
          expect: () => [],
        },
        {
          transition: `negotiation ${label}: offers: → pending (two bidders)`,
          by: 'customer',
          act: async () => {
            s.mine = await offer(p.me, s, 820_000);
            s.rival = await offer(p.other, s, 830_000);
          },
          expect: () => [who.told(), who.told()],
        },
        {
          transition: `negotiation ${label}: offer: pending → declined (by whoever answers)`,
          by: owns(kind) ? 'customer' : kind === 'partner_gallery' ? 'partner' : 'operator',
          act: async () => {
            await who.answer(s.rival.body.id, 'decline');
            const row = await expectOffer(s.rival, 'declined', 'declined');
            expect(row.answeredBy).toBe(who.answeredBy);
          },
          expect: () => [
            {
              to: p.other,
              template: 'offer-answered',
              payload: { answer: 'declined', reason: 'declined', answerer: { kind: who.word } },
              says: [declinedBy(kind, p)],
              // Never "the gallery" where an owner or the store answers.
              saysNot: who.word === 'gallery' ? [] : ['gallery', '갤러리'],
            },
          ],
        },
        {
          transition: `negotiation ${label}: offer: → pending (the rival again)`,
          by: 'customer',
          act: async () => {
            s.rival = await offer(p.other, s, 840_000);
          },
          expect: () => [who.told()],
        },
        {
          transition: `negotiation ${label}: offer: pending → accepted; the rival: → declined (another accepted)`,
          by: owns(kind) ? 'customer' : kind === 'partner_gallery' ? 'partner' : 'operator',
          act: async () => {
            await who.answer(s.mine.body.id, 'accept');
            const row = await expectOffer(s.mine, 'accepted', null);
            expect(row.answeredBy).toBe(who.answeredBy);
            await expectOffer(s.rival, 'declined', 'accepted_other');
          },
          expect: () => [
            { to: p.me, template: 'offer-answered', payload: { answer: 'accepted' } },
            {
              to: p.other,
              template: 'offer-answered',
              payload: { answer: 'declined', reason: 'accepted_other' },
            },
          ],
        },
        {
          transition: `negotiation ${label}: offer: accepted → lapsed (unpaid at the deadline)`,
          by: 'sweep',
          act: async () => {
            await later(49 * HOUR);
            await sweep();
            await expectOffer(s.mine, 'lapsed', 'lapsed');
          },
          expect: () => [{ to: p.me, template: 'offer-answered', payload: { answer: 'lapsed' } }],
          again: sweep,
        },
        {
          transition: `negotiation ${label}: offers: → pending (both bidders again)`,
          by: 'customer',
          act: async () => {
            s.mine = await offer(p.me, s, 850_000);
            s.rival = await offer(p.other, s, 860_000);
          },
          expect: () => [who.told(), who.told()],
        },
        {
          transition: `negotiation ${label}: the bidder buys it herself: her offer → canceled (bought, silently); the rival: → declined (sold)`,
          by: 'customer',
          act: async () => {
            if (owns(kind)) await ok(app.buyResold(p.me, s.resaleId));
            else {
              const cart = await app.cart(p.me, s.work.artworkId);
              await ok(app.checkout(p.me, cart.cart_id));
            }
            await expectOffer(s.mine, 'canceled', 'bought');
            await expectOffer(s.rival, 'declined', 'sold');
            // Her offers list says why (rules §4.29).
            const mine = await ok(
              app.call('GET', '/v3/store/artwork/bids/offered', { token: p.me.accessToken }),
            );
            expect(
              mine.body.bids.find((bid: { id: string }) => bid.id === s.mine.body.id),
            ).toMatchObject({ status: 'canceled', close_reason: 'bought' });
          },
          expect: () => [
            // Her order only: no "declined" for the work she bought.
            { to: p.me, template: 'order-placed' },
            {
              to: p.other,
              template: 'offer-answered',
              payload: { answer: 'declined', reason: 'sold' },
              says: [
                p.language === 'ko' ? '다른 컬렉터에게 판매되어' : 'was sold to another collector',
              ],
            },
            ...(owns(kind)
              ? [{ to: p.owner, template: 'resale-status', payload: { status: 'sold' } } as const]
              : []),
          ],
        },
        {
          transition: `negotiation ${label}: listed for ${relistAs} by its new owner (the closed offers stay closed)`,
          by: 'customer',
          act: async () => {
            const edition = s.work.editionIds[0];
            const request =
              relistAs === 'resale'
                ? await ok(app.register(p.me, { edition_id: edition, desired_price: 1_200_000 }))
                : await ok(
                    app.call('POST', `/v3/store/artwork/consign/${edition}`, {
                      token: p.me.accessToken,
                      body: {
                        desired_price: 1_200_000,
                        condition: 'excellent',
                        condition_note: '',
                        photos: ['/media/uploads/front.webp'],
                        handover: 'storage',
                      },
                    }),
                  );
            await ok(
              app.admin(p.operator, 'POST', `/resell/${request.body.id}/approve`, {
                body: { listing_price: 1_200_000 },
              }),
            );
            await expectOffer(s.mine, 'canceled', 'bought');
            await expectOffer(s.rival, 'declined', 'sold');
          },
          expect: () => [
            { to: p.me, template: 'resale-status', payload: { status: 'reviewing' } },
            { to: p.me, template: 'resale-status', payload: { status: 'on_sale' } },
          ],
        },
      ];
    },
  };
}

/** A work withdrawn from sale in /admin, and an owner withdrawing a listing: offers closed (withdrawn). */
const withdrawals: Journey = {
  name: 'withdrawn from sale: a gallery’s work marked not for sale in /admin, an owner’s resale withdrawn',
  steps: (p, s) => [
    {
      transition: 'withdrawal: offer: → pending (on a gallery’s work)',
      by: 'customer',
      act: async () => {
        s.work = await app.biddingArtwork({ institutionId: p.gallery, biddingDays: 30 });
        s.offer = await offer(p.me, s, 800_000);
      },
      expect: () => [{ to: p.partner, template: 'offer-received' }],
    },
    {
      transition: 'withdrawal: offer: pending → declined (withdrawn: not for sale in /admin)',
      by: 'operator',
      act: async () => {
        await ok(
          app.admin(p.operator, 'PUT', `/artworks/${s.work.artworkId}`, {
            body: { purchase_status: 'not_for_sale' },
          }),
        );
        await expectOffer(s.offer, 'declined', 'withdrawn');
      },
      expect: () => [
        {
          to: p.me,
          template: 'offer-answered',
          payload: { answer: 'declined', reason: 'withdrawn' },
          says: [p.language === 'ko' ? '판매가 중단되어' : 'was withdrawn from sale'],
        },
      ],
    },
    {
      transition: 'withdrawal: offer: → pending (on an owner’s resale)',
      by: 'customer',
      act: async () => {
        await list('resale', p, s, 30);
        s.offer = await offer(p.me, s, 800_000);
      },
      expect: () => [
        ...listingNotices('resale', p),
        { to: p.owner, template: 'offer-received', payload: { answerer: 'owner' } },
      ],
    },
    {
      transition:
        'withdrawal: offer: pending → declined (withdrawn: the owner took the resale off sale)',
      by: 'customer',
      act: async () => {
        await ok(app.withdraw(p.owner, s.resaleId));
        await expectOffer(s.offer, 'declined', 'withdrawn');
      },
      expect: () => [
        { to: p.owner, template: 'resale-status', payload: { status: 'withdrawn' } },
        { to: p.me, template: 'offer-answered', payload: { reason: 'withdrawn' } },
      ],
    },
  ],
};

export const negotiationJourneys: Journey[] = [
  negotiation('partner_gallery', 'resale'),
  negotiation('gallery_without_partner', 'consignment'),
  negotiation('resale', 'consignment'),
  negotiation('consignment', 'resale'),
  withdrawals,
];

/** The listing kinds and events the table walks (its coverage test). */
export const negotiationEvents = [
  'offer: → pending',
  'withdrawn by the bidder',
  'pending → expired',
  'pending → declined (by whoever answers)',
  'pending → accepted; the rival: → declined (another accepted)',
  'accepted → lapsed',
  'the bidder buys it herself',
  'listed for resale',
  'listed for consignment',
] as const;
