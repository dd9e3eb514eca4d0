// The notice table's offer journeys (issue 19): accepted, reminded and paid; declined, expired,
// lapsed, and declined because the work sold.
import { DAY, HOUR } from './bid-test-app';
import { app, later, ok, refused, sweep, type Journey } from './notice-table-harness';

export const offerJourneys: Journey[] = [
  {
    name: 'an offer accepted by the partner in /admin, reminded, and paid',
    steps: (p, s) => [
      {
        transition: 'offer: → pending',
        by: 'customer',
        act: async () => {
          const { artworkId } = await app.biddingArtwork({ institutionId: p.gallery });
          s.bid = await ok(app.bid(p.me, { artwork_id: artworkId, amount: 800_000 }));
        },
        expect: () => [{ to: p.partner, template: 'offer-received', says: ['₩800,000'] }],
      },
      {
        transition: 'offer: pending → accepted (in /admin)',
        by: 'partner',
        act: () => ok(app.admin(p.partner, 'POST', `/offers/${s.bid.body.id}/accept`)),
        expect: () => [{ to: p.me, template: 'offer-answered', payload: { answer: 'accepted' } }],
        again: () => refused(app.admin(p.partner, 'POST', `/offers/${s.bid.body.id}/accept`)),
      },
      {
        transition: 'offer: bid order due',
        by: 'sweep',
        act: async () => {
          await later(37 * HOUR);
          await sweep();
        },
        expect: () => [
          {
            to: p.me,
            template: 'bid-payment-reminder',
            says: [p.language === 'ko' ? '결제 기한' : 'Pay by'],
          },
        ],
        again: sweep,
      },
      {
        transition: 'offer: accepted → ordered (the bid order paid)',
        by: 'customer',
        act: () => ok(app.payBid(p.me, s.bid.body.id)),
        expect: () => [{ to: p.me, template: 'order-placed', payload: { status: 'paid' } }],
      },
    ],
  },
  {
    name: 'offers declined by the partner, expired, lapsed unpaid, and declined because the work sold',
    steps: (p, s) => [
      {
        transition: 'offer: → pending',
        by: 'customer',
        act: async () => {
          const { artworkId } = await app.biddingArtwork({ institutionId: p.gallery });
          s.declined = await ok(app.bid(p.me, { artwork_id: artworkId, amount: 700_000 }));
        },
        expect: () => [{ to: p.partner, template: 'offer-received' }],
      },
      {
        transition: 'offer: pending → declined (in /admin)',
        by: 'partner',
        act: () => ok(app.admin(p.partner, 'POST', `/offers/${s.declined.body.id}/decline`)),
        expect: () => [{ to: p.me, template: 'offer-answered', payload: { answer: 'declined' } }],
        again: () => refused(app.admin(p.partner, 'POST', `/offers/${s.declined.body.id}/decline`)),
      },
      {
        transition: 'offer: → pending',
        by: 'customer',
        act: async () => {
          const { artworkId } = await app.biddingArtwork({
            institutionId: p.gallery,
            biddingDays: 1,
          });
          s.expiring = await ok(app.bid(p.me, { artwork_id: artworkId, amount: 750_000 }));
        },
        expect: () => [{ to: p.partner, template: 'offer-received' }],
      },
      {
        transition: 'offer: pending → expired',
        by: 'sweep',
        act: async () => {
          await later(DAY + HOUR);
          await sweep();
        },
        expect: () => [{ to: p.me, template: 'offer-answered', payload: { answer: 'expired' } }],
        again: sweep,
      },
      {
        transition: 'offer: → pending',
        by: 'customer',
        act: async () => {
          const { artworkId } = await app.biddingArtwork({ institutionId: p.gallery });
          s.lapsing = await ok(app.bid(p.me, { artwork_id: artworkId, amount: 900_000 }));
        },
        expect: () => [{ to: p.partner, template: 'offer-received' }],
      },
      {
        transition: 'offer: pending → accepted (by the seller in the store)',
        by: 'partner',
        act: () => ok(app.accept(p.partner, s.lapsing.body.id)),
        expect: () => [{ to: p.me, template: 'offer-answered', payload: { answer: 'accepted' } }],
      },
      {
        transition: 'offer: accepted → lapsed (unpaid at the deadline)',
        by: 'sweep',
        act: async () => {
          await later(49 * HOUR);
          await sweep();
        },
        expect: () => [{ to: p.me, template: 'offer-answered', payload: { answer: 'lapsed' } }],
        again: sweep,
      },
      {
        transition: 'offer: → pending',
        by: 'customer',
        act: async () => {
          s.soldArtwork = await app.biddingArtwork({ institutionId: p.gallery });
          s.outbid = await ok(
            app.bid(p.me, { artwork_id: s.soldArtwork.artworkId, amount: 850_000 }),
          );
        },
        expect: () => [{ to: p.partner, template: 'offer-received' }],
      },
      {
        // The sale closes the other offers on the edition in its own transaction (rules §4.29).
        transition:
          'order: → paid (another customer buys the work); offer: pending → declined (the work sold)',
        by: 'customer',
        act: async () => {
          const cart = await app.cart(p.other, s.soldArtwork.artworkId);
          await ok(app.checkout(p.other, cart.cart_id));
        },
        expect: () => [
          { to: p.other, template: 'order-placed' },
          {
            to: p.me,
            template: 'offer-answered',
            payload: { answer: 'declined', reason: 'sold' },
            says: [
              p.language === 'ko' ? '다른 컬렉터에게 판매되어' : 'was sold to another collector',
            ],
          },
        ],
        again: sweep,
      },
    ],
  },
];
