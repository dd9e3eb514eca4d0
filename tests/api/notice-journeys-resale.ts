// The notice table's resale and consignment journeys (issue 19): received, proposed, listed, sold
// and refunded; a consignment approved and a resale rejected.
import { app, ok, refused, type Journey } from './notice-table-harness';

export const resaleJourneys: Journey[] = [
  {
    name: 'a resale received, proposed in /admin, listed, sold with the proceeds, refunded',
    steps: (p, s) => [
      {
        transition: 'order: → paid (the work the customer will resell)',
        by: 'customer',
        act: async () => {
          const { artworkId, editionIds } = await app.artwork({ priceKrw: 1_500_000 });
          s.editionId = editionIds[0];
          const cart = await app.cart(p.me, artworkId);
          await ok(app.checkout(p.me, cart.cart_id));
        },
        expect: () => [{ to: p.me, template: 'order-placed' }],
      },
      {
        transition: 'resale: → reviewing (received)',
        by: 'customer',
        act: async () => {
          s.resale = await ok(
            app.register(p.me, { edition_id: s.editionId, desired_price: 2_000_000 }),
          );
        },
        expect: () => [
          { to: p.me, template: 'resale-status', payload: { status: 'reviewing', kind: 'resale' } },
        ],
      },
      {
        transition: 'resale: reviewing → waiting_for_confirmation (proposed in /admin)',
        by: 'operator',
        act: () =>
          ok(
            app.admin(p.operator, 'POST', `/resell/${s.resale.body.id}/propose`, {
              body: { listing_price: 2_000_000 },
            }),
          ),
        expect: () => [
          {
            to: p.me,
            template: 'resale-status',
            payload: { status: 'waiting_for_confirmation' },
            says: ['₩2,000,000'],
          },
        ],
        // The same proposal twice (a double click) is one notice.
        again: () =>
          ok(
            app.admin(p.operator, 'POST', `/resell/${s.resale.body.id}/propose`, {
              body: { listing_price: 2_000_000 },
            }),
          ),
      },
      {
        transition: 'resale: waiting_for_confirmation → on_sale (listed)',
        by: 'customer',
        act: () => ok(app.confirm(p.me, s.resale.body.id)),
        expect: () => [{ to: p.me, template: 'resale-status', payload: { status: 'on_sale' } }],
        again: () => refused(app.confirm(p.me, s.resale.body.id)),
      },
      {
        transition: 'resale: on_sale → sold (another customer buys it)',
        by: 'customer',
        act: async () => {
          s.bought = await ok(app.buyResold(p.other, s.resale.body.id));
        },
        expect: () => [
          { to: p.other, template: 'order-placed', payload: { status: 'paid' } },
          {
            to: p.me,
            template: 'resale-status',
            payload: {
              status: 'sold',
              proceeds: {
                order_number: s.bought.body.order_number,
                sale_price: { amount: 2_000_000, currency: 'krw' },
                platform_commission: { amount: 200_000, currency: 'krw' },
                artist_royalty: { amount: 60_000, currency: 'krw' },
                seller_proceeds: { amount: 1_740_000, currency: 'krw' },
              },
            },
            says:
              p.language === 'ko'
                ? ['판매 금액: ₩2,000,000', '플랫폼 수수료: −₩200,000', '정산 금액: ₩1,740,000']
                : [
                    'Sale price: ₩2,000,000',
                    'Platform commission: −₩200,000',
                    'Your proceeds: ₩1,740,000',
                  ],
          },
        ],
      },
      {
        transition: 'order: paid → refunded (in /admin); resale: sold → on_sale',
        by: 'operator',
        act: () =>
          ok(app.admin(p.operator, 'POST', `/orders/${s.bought.body.id}/cancel`, { body: {} })),
        expect: () => [
          { to: p.other, template: 'order-refunded', payload: { by: 'store' } },
          {
            to: p.me,
            template: 'resale-status',
            payload: { status: 'on_sale', reopened: true },
            says: [p.language === 'ko' ? '다시 판매 중' : 'on sale again'],
          },
        ],
        again: () =>
          refused(
            app.admin(p.operator, 'POST', `/orders/${s.bought.body.id}/cancel`, { body: {} }),
          ),
      },
      {
        transition: 'resale: on_sale → withdrawn',
        by: 'customer',
        act: () => ok(app.withdraw(p.me, s.resale.body.id)),
        expect: () => [{ to: p.me, template: 'resale-status', payload: { status: 'withdrawn' } }],
        again: () => refused(app.withdraw(p.me, s.resale.body.id)),
      },
    ],
  },
  {
    name: 'a consignment received and approved in /admin; a resale rejected in /admin',
    steps: (p, s) => [
      {
        transition: 'order: → paid (the works the customer will consign and resell)',
        by: 'customer',
        act: async () => {
          s.editions = [];
          for (const priceKrw of [2_000_000, 800_000]) {
            const { artworkId, editionIds } = await app.artwork({ priceKrw });
            s.editions.push(editionIds[0]);
            const cart = await app.cart(p.me, artworkId);
            await ok(app.checkout(p.me, cart.cart_id));
          }
        },
        expect: () => [
          { to: p.me, template: 'order-placed' },
          { to: p.me, template: 'order-placed' },
        ],
      },
      {
        transition: 'consignment: → reviewing (received)',
        by: 'customer',
        act: async () => {
          s.consignment = await ok(
            app.call('POST', `/v3/store/artwork/consign/${s.editions[0]}`, {
              token: p.me.accessToken,
              body: {
                desired_price: 2_400_000,
                condition: 'excellent',
                condition_note: '',
                photos: ['/media/uploads/front.webp'],
                handover: 'storage',
              },
            }),
          );
        },
        expect: () => [
          {
            to: p.me,
            template: 'resale-status',
            payload: { status: 'reviewing', kind: 'consignment' },
            says: [p.language === 'ko' ? '위탁 요청이 접수되어' : 'consignment request'],
          },
        ],
      },
      {
        transition: 'consignment: reviewing → on_sale (approved in /admin)',
        by: 'operator',
        act: () =>
          ok(
            app.admin(p.operator, 'POST', `/resell/${s.consignment.body.id}/approve`, {
              body: { listing_price: 2_500_000 },
            }),
          ),
        expect: () => [
          {
            to: p.me,
            template: 'resale-status',
            payload: { status: 'on_sale', kind: 'consignment' },
          },
        ],
        again: () =>
          refused(
            app.admin(p.operator, 'POST', `/resell/${s.consignment.body.id}/approve`, {
              body: { listing_price: 2_500_000 },
            }),
          ),
      },
      {
        transition: 'resale: → reviewing (received)',
        by: 'customer',
        act: async () => {
          s.resale = await ok(
            app.register(p.me, { edition_id: s.editions[1], desired_price: 5_000_000 }),
          );
        },
        expect: () => [{ to: p.me, template: 'resale-status', payload: { status: 'reviewing' } }],
      },
      {
        transition: 'resale: reviewing → rejected (in /admin)',
        by: 'operator',
        act: () =>
          ok(
            app.admin(p.operator, 'POST', `/resell/${s.resale.body.id}/reject`, {
              body: {
                reason:
                  p.language === 'ko' ? '희망 가격이 너무 높습니다.' : 'The price is too high.',
              },
            }),
          ),
        expect: () => [{ to: p.me, template: 'resale-status', payload: { status: 'rejected' } }],
        again: () =>
          refused(
            app.admin(p.operator, 'POST', `/resell/${s.resale.body.id}/reject`, {
              body: { reason: 'Again.' },
            }),
          ),
      },
    ],
  },
];
