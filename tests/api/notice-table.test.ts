// Issue 19: every state change a customer cares about sends exactly one notice, in their language,
// whoever made it. A table of journeys walks each state machine (orders, shipping, offers, resale
// and consignment) through the real HTTP API — the customer's store calls, the operator's and the
// partner's /v3/admin calls — and the background sweep; after each transition the outbox must
// have grown by exactly the expected notices, and the same action again (a second click, a
// retried sweep) adds none. Run for an English-speaking and a Korean-speaking customer.
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import {
  renderEmail,
  type TemplateName,
} from '@/server/modules/notifications/notification-templates';
import { startBackOfficeApp } from './back-office-test-app';
import { DAY, HOUR } from './bid-test-app';
import type { Buyer } from './buying-test-app';
import { usd } from './buying-test-app';
import { formatMoney } from '@/schemas/money';
import type { CallResult, SignedUp } from './customer-test-app';

const app = startBackOfficeApp();
const MINUTE = 60_000;

type Language = 'en' | 'ko';
type Actor = 'customer' | 'operator' | 'partner' | 'sweep' | 'payment gateway';

interface People {
  language: Language;
  /** The customer whose notices are checked: buyer, bidder, owner. */
  me: Buyer;
  /** Another customer of the same language (buys what `me` resells, or the work `me` bid on). */
  other: Buyer;
  /** The only seller of a gallery of its own. */
  partner: Buyer;
  gallery: string;
  operator: Buyer;
}

interface Expected {
  to: SignedUp;
  template: TemplateName;
  payload?: Record<string, unknown>;
  /** Words the rendered mail must contain (in its language). */
  says?: string[];
}

interface Step {
  /** machine: from → to */
  transition: string;
  by: Actor;
  act: () => Promise<unknown>;
  expect: () => Expected[];
  /** The same action again (a double click, a retried sweep): no notice. */
  again?: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the journeys' shared state
type State = Record<string, any>;

interface Journey {
  name: string;
  steps: (p: People, s: State) => Step[];
}

const everyone: SignedUp[] = [];

/** Moves the clock; everyone signs in again (access tokens live 10 minutes). */
async function later(ms: number): Promise<void> {
  app.advance(ms);
  for (const person of everyone) await app.refresh(person);
}

async function person(language: Language, firstName: string): Promise<Buyer> {
  const me = await app.customer();
  const updated = await app.call('PUT', '/v3/store/customer', {
    token: me.accessToken,
    body: { first_name: firstName, last_name: language === 'ko' ? '김' : 'Hale', language },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  everyone.push(me);
  return me;
}

const ok = (result: CallResult | Promise<CallResult>) =>
  Promise.resolve(result).then((r) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r;
  });
const refused = (result: Promise<CallResult>) =>
  result.then((r) => expect(r.status, JSON.stringify(r.body)).toBe(409));

/** The background job's sweep, in its order (server/jobs/background-jobs.ts). */
async function sweep(): Promise<void> {
  const { services } = app.app;
  await services.buying.orders.sweep();
  await services.notices.sweepDepositReminders();
  await services.bids.sweep();
  await services.notices.sweepBidPaymentReminders();
}

async function outboxIds(): Promise<Set<string>> {
  const rows = await app.app.ctx.db
    .select({ id: t.notificationOutbox.id })
    .from(t.notificationOutbox);
  return new Set(rows.map((row) => row.id));
}

async function mailsSince(before: Set<string>) {
  const rows = await app.app.ctx.db.select().from(t.notificationOutbox);
  return rows
    .filter((row) => !before.has(row.id))
    .map((row) => ({
      recipient: row.recipient,
      template: row.template as TemplateName,
      locale: row.locale,
      payload: row.payload,
      ...renderEmail(row.template as TemplateName, row.locale, row.payload as never),
    }));
}

const hangul = /[\u3131-\uD79D]/;
/** Latin words a Korean mail may carry: the brand, the zone, the bank and card names' letters. */
const latinAllowed = new Set(['Artmarket', 'KST', 'KB', 'NH', 'IBK', 'Sh', 'SC', 'iM']);

function expectLanguage(
  mail: { subject: string; text: string; payload: Record<string, unknown> },
  language: Language,
  where: string,
) {
  // Links, order numbers and the account holder the bank gave (a name, as registered) aside.
  const holder = typeof mail.payload.account_name === 'string' ? mail.payload.account_name : null;
  const prose = `${mail.subject}\n${mail.text}`
    .replace(/https?:\/\/\S+/g, '')
    .replace(/AM-[\dA-Z-]+/g, '')
    .replaceAll(holder ?? '\u0000', '');
  if (language === 'en') {
    expect(hangul.test(prose), `${where}: no Korean in an English mail\n${prose}`).toBe(false);
    return;
  }
  expect(hangul.test(mail.subject), `${where}: a Korean subject`).toBe(true);
  const latin = (prose.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !latinAllowed.has(word));
  expect(latin, `${where}: English words in a Korean mail\n${prose}`).toEqual([]);
}

// Journeys ------------------------------------------------------------------------------------

const amountOf = (r: CallResult) => ({ amount: r.body.total, currency: r.body.currency_code });

const journeys: Journey[] = [
  {
    name: 'a virtual account paid by deposit, shipped step by step from /admin',
    steps: (p, s) => [
      {
        transition: 'order: → awaiting_deposit',
        by: 'customer',
        act: async () => {
          const { artworkId } = await app.artwork({ priceKrw: 1_200_000 });
          const cart = await app.cart(p.me, artworkId);
          s.order = await ok(app.checkout(p.me, cart.cart_id, { pay_method: 'vbank' }));
        },
        expect: () => [
          {
            to: p.me,
            template: 'order-placed',
            payload: { status: 'awaiting_deposit' },
            says: [p.language === 'ko' ? '신한은행' : 'Shinhan Bank', s.order.body.account_number],
          },
        ],
      },
      {
        transition: 'order: deposit deadline near',
        by: 'sweep',
        act: async () => {
          await later(45 * MINUTE);
          await sweep();
        },
        expect: () => [{ to: p.me, template: 'deposit-reminder' }],
        again: sweep,
      },
      {
        transition: 'order: awaiting_deposit → paid (signed deposit)',
        by: 'payment gateway',
        act: () =>
          app.deposit({
            event_id: `evt-${s.order.body.id}`,
            type: 'deposit.completed',
            account_number: s.order.body.account_number,
            amount: s.order.body.total,
            currency: 'krw',
          }),
        expect: () => [{ to: p.me, template: 'payment-received' }],
        again: () =>
          app.deposit({
            event_id: `evt-${s.order.body.id}`,
            type: 'deposit.completed',
            account_number: s.order.body.account_number,
            amount: s.order.body.total,
            currency: 'krw',
          }),
      },
      ...(['ready_for_shipping', 'shipped', 'out_for_delivery', 'delivered'] as const).map(
        (to): Step => {
          const move = () =>
            app.admin(p.operator, 'POST', `/orders/${s.order.body.id}/shipping`, {
              body: { shipping_status: to },
            });
          return {
            transition: `shipping: → ${to}`,
            by: 'operator',
            act: () => ok(move()),
            expect: () => [
              {
                to: p.me,
                template: 'shipping-status',
                payload: { shipping_status: to },
                says: [
                  {
                    ready_for_shipping: { en: 'Ready to ship', ko: '발송 준비 완료' },
                    shipped: { en: 'Shipped', ko: '발송 완료' },
                    out_for_delivery: { en: 'Out for delivery', ko: '배송 중' },
                    delivered: { en: 'Delivered', ko: '배송 완료' },
                  }[to][p.language],
                ],
              },
            ],
            again: () => refused(move()),
          };
        },
      ),
    ],
  },
  {
    name: 'a virtual account confirmed by an operator, then refunded by the operator',
    steps: (p, s) => [
      {
        transition: 'order: → awaiting_deposit',
        by: 'customer',
        act: async () => {
          const { artworkId } = await app.artwork({ priceKrw: 340_000 });
          const cart = await app.cart(p.me, artworkId);
          s.order = await ok(app.checkout(p.me, cart.cart_id, { pay_method: 'vbank' }));
        },
        expect: () => [{ to: p.me, template: 'order-placed' }],
      },
      {
        transition: 'order: awaiting_deposit → paid (confirmed in /admin)',
        by: 'operator',
        act: () =>
          ok(
            app.admin(p.operator, 'POST', `/orders/${s.order.body.id}/confirm-deposit`, {
              body: {},
            }),
          ),
        expect: () => [{ to: p.me, template: 'payment-received' }],
        again: () =>
          refused(
            app.admin(p.operator, 'POST', `/orders/${s.order.body.id}/confirm-deposit`, {
              body: {},
            }),
          ),
      },
      {
        transition: 'order: paid → refunded (in /admin)',
        by: 'operator',
        act: () =>
          ok(
            app.admin(p.operator, 'POST', `/orders/${s.order.body.id}/cancel`, {
              body: {
                refund_account: {
                  bank: 'Woori Bank',
                  account_number: '1002-123-456789',
                  holder: p.language === 'ko' ? '김민지' : 'Emma Hale',
                },
              },
            }),
          ),
        expect: () => [
          {
            to: p.me,
            template: 'order-refunded',
            payload: {
              by: 'store',
              method: 'vbank',
              refund: amountOf(s.order),
              bank: 'Woori Bank',
            },
            says:
              p.language === 'ko'
                ? [
                    `환불 금액: ${formatMoney(amountOf(s.order), 'ko')}`,
                    '환불 계좌: 우리은행 ****-***-**6789 (김민지)',
                  ]
                : [
                    `Refund: ${formatMoney(amountOf(s.order), 'en')}`,
                    'Refund account: Woori Bank ****-***-**6789 (Emma Hale)',
                  ],
          },
        ],
        again: () =>
          refused(app.admin(p.operator, 'POST', `/orders/${s.order.body.id}/cancel`, { body: {} })),
      },
    ],
  },
  {
    name: 'a USD card order the buyer cancels: refunded to the card',
    steps: (p, s) => [
      {
        transition: 'order: → paid (card)',
        by: 'customer',
        act: async () => {
          const { artworkId } = await app.artwork({ priceKrw: 4_500_000 });
          const cart = await app.cart(p.me, artworkId, usd);
          s.order = await ok(app.checkout(p.me, cart.cart_id, { pay_method: 'card_intl' }));
          expect(s.order.body.currency_code).toBe('usd');
        },
        expect: () => [{ to: p.me, template: 'order-placed', payload: { status: 'paid' } }],
      },
      {
        transition: 'order: paid → refunded (by the buyer)',
        by: 'customer',
        act: () =>
          ok(
            app.call('POST', `/v3/store/orders/${s.order.body.id}/cancel`, {
              token: p.me.accessToken,
              body: {},
            }),
          ),
        expect: () => [
          {
            to: p.me,
            template: 'order-refunded',
            payload: { by: 'buyer', method: 'card_intl', refund: amountOf(s.order), bank: null },
            says: [
              p.language === 'ko' ? '환불 수단: 해외 카드' : 'Refunded to: International card',
            ],
          },
        ],
        again: () =>
          refused(
            app.call('POST', `/v3/store/orders/${s.order.body.id}/cancel`, {
              token: p.me.accessToken,
              body: {},
            }),
          ),
      },
    ],
  },
  {
    name: 'unpaid orders cancelled by the buyer, by an operator, and expired by the sweep',
    steps: (p, s) => {
      const place = (key: string): Step => ({
        transition: 'order: → awaiting_deposit',
        by: 'customer',
        act: async () => {
          const { artworkId } = await app.artwork();
          const cart = await app.cart(p.me, artworkId);
          s[key] = await ok(app.checkout(p.me, cart.cart_id, { pay_method: 'vbank' }));
        },
        expect: () => [{ to: p.me, template: 'order-placed' }],
      });
      const cancel = (key: string) => () =>
        app.call('POST', `/v3/store/orders/${s[key].body.id}/cancel`, {
          token: p.me.accessToken,
          body: {},
        });
      const operatorCancel = (key: string) => () =>
        app.admin(p.operator, 'POST', `/orders/${s[key].body.id}/cancel`, { body: {} });
      return [
        place('mine'),
        {
          transition: 'order: awaiting_deposit → canceled (by the buyer)',
          by: 'customer',
          act: () => ok(cancel('mine')()),
          expect: () => [{ to: p.me, template: 'order-canceled', payload: { by: 'buyer' } }],
          again: () => refused(cancel('mine')()),
        },
        place('store'),
        {
          transition: 'order: awaiting_deposit → canceled (in /admin)',
          by: 'operator',
          act: () => ok(operatorCancel('store')()),
          expect: () => [{ to: p.me, template: 'order-canceled', payload: { by: 'store' } }],
          again: () => refused(operatorCancel('store')()),
        },
        place('late'),
        {
          transition: 'order: awaiting_deposit → canceled (deadline passed)',
          by: 'sweep',
          act: async () => {
            await later(61 * MINUTE);
            await sweep();
          },
          expect: () => [
            {
              to: p.me,
              template: 'order-canceled',
              payload: { by: 'deadline' },
              says: [p.language === 'ko' ? '입금 기한 안에' : 'before the deadline'],
            },
          ],
          again: sweep,
        },
      ];
    },
  },
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
        transition: 'order: → paid (another customer buys the work)',
        by: 'customer',
        act: async () => {
          const cart = await app.cart(p.other, s.soldArtwork.artworkId);
          await ok(app.checkout(p.other, cart.cart_id));
        },
        expect: () => [{ to: p.other, template: 'order-placed' }],
      },
      {
        transition: 'offer: pending → declined (the work sold)',
        by: 'sweep',
        act: sweep,
        expect: () => [{ to: p.me, template: 'offer-answered', payload: { answer: 'declined' } }],
        again: sweep,
      },
    ],
  },
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

// The runner ----------------------------------------------------------------------------------

const people = {} as Record<Language, People>;

beforeAll(async () => {
  const operator = await person('en', 'Ops');
  for (const language of ['en', 'ko'] as const) {
    const gallery = `in_notice_${language}`;
    await app.app.ctx.db.insert(t.institutions).values({
      id: gallery,
      handle: `gallery-notice-${language}`,
      nameEn: `Notice Gallery ${language}`,
      nameKo: `알림 갤러리 ${language}`,
    });
    const names = language === 'ko' ? ['민지', '서준', '하은'] : ['Emma', 'Noah', 'Olivia'];
    const [me, other, partner] = [
      await person(language, names[0]!),
      await person(language, names[1]!),
      await app.staff('partner', gallery),
    ];
    await app.call('PUT', '/v3/store/customer', {
      token: partner.accessToken,
      body: { first_name: names[2], last_name: language === 'ko' ? '이' : 'Reed', language },
    });
    everyone.push(partner);
    people[language] = { language, me, other, partner, gallery, operator };
  }
  const { setStaffRole } = await import('@/server/modules/staff/staff.repository');
  await setStaffRole(app.app.ctx.db, operator.customerId, 'operator', app.now());
});

for (const language of ['en', 'ko'] as const) {
  describe(`notices to a ${language === 'ko' ? 'Korean' : 'English'}-speaking customer`, () => {
    for (const journey of journeys) {
      it(journey.name, async () => {
        const p = people[language];
        for (const step of journey.steps(p, {})) {
          const where = `${journey.name} — ${step.transition} by the ${step.by}`;
          const before = await outboxIds();
          await step.act();
          const mails = await mailsSince(before);
          const wanted = step.expect();
          expect(
            mails.map((m) => `${m.recipient} ${m.template}`).sort(),
            `${where}: exactly the expected notices`,
          ).toEqual(wanted.map((w) => `${w.to.email} ${w.template}`).sort());
          for (const w of wanted) {
            const mail = mails.find(
              (m) => m.recipient === w.to.email && m.template === w.template,
            )!;
            expect(mail.locale, where).toBe(language);
            if (w.payload) expect(mail.payload, where).toMatchObject(w.payload);
            for (const words of w.says ?? []) expect(mail.text, where).toContain(words);
            expectLanguage(mail, language, where);
          }
          if (step.again) {
            const again = await outboxIds();
            await step.again();
            expect(await mailsSince(again), `${where}: once only`).toEqual([]);
          }
        }
      });
    }
  });
}

describe('the same transition twice at the same moment', () => {
  it('sends one notice: two clicks, two sweeps, two operators', async () => {
    const p = people.en;
    const { artworkId } = await app.artwork();
    const cart = await app.cart(p.me, artworkId);
    const order = await ok(app.checkout(p.me, cart.cart_id, { pay_method: 'vbank' }));
    const id = order.body.id as string;

    let before = await outboxIds();
    await later(45 * MINUTE);
    await Promise.all([sweep(), sweep()]);
    expect((await mailsSince(before)).map((m) => m.template)).toEqual(['deposit-reminder']);

    before = await outboxIds();
    const confirms = await Promise.all(
      [0, 1].map(() =>
        app.admin(p.operator, 'POST', `/orders/${id}/confirm-deposit`, { body: {} }),
      ),
    );
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mailsSince(before)).map((m) => m.template)).toEqual(['payment-received']);

    before = await outboxIds();
    const steps = await Promise.all(
      [0, 1].map(() =>
        app.admin(p.operator, 'POST', `/orders/${id}/shipping`, {
          body: { shipping_status: 'ready_for_shipping' },
        }),
      ),
    );
    expect(steps.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mailsSince(before)).map((m) => m.template)).toEqual(['shipping-status']);

    before = await outboxIds();
    const cancels = await Promise.all(
      [0, 1].map(() =>
        app.call('POST', `/v3/store/orders/${id}/cancel`, {
          token: p.me.accessToken,
          body: {
            refund_account: { bank: '우리은행', account_number: '1002123456789', holder: 'Emma' },
          },
        }),
      ),
    );
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mailsSince(before)).map((m) => m.template)).toEqual(['order-refunded']);
  });
});

describe('the table', () => {
  it('walks every transition issue 19 lists, made by each kind of actor', () => {
    // The steps' names and actors, read without acting.
    const listed = journeys.flatMap((journey) =>
      journey.steps(people.en ?? ({} as People), {}).map((step) => step),
    );
    expect(new Set(listed.map((step) => step.by))).toEqual(
      new Set(['customer', 'operator', 'partner', 'sweep', 'payment gateway']),
    );
    for (const needed of [
      'order: → awaiting_deposit',
      'order: → paid',
      'deposit deadline near',
      'awaiting_deposit → paid (signed deposit)',
      'awaiting_deposit → paid (confirmed in /admin)',
      'canceled (deadline passed)',
      'canceled (by the buyer)',
      'canceled (in /admin)',
      'refunded (by the buyer)',
      'refunded (in /admin)',
      'shipping: → ready_for_shipping',
      'shipping: → shipped',
      'shipping: → out_for_delivery',
      'shipping: → delivered',
      'offer: → pending',
      'pending → accepted (in /admin)',
      'pending → declined (in /admin)',
      'pending → expired',
      'accepted → lapsed',
      'declined (the work sold)',
      'bid order due',
      'resale: → reviewing (received)',
      'waiting_for_confirmation (proposed in /admin)',
      'on_sale (listed)',
      'on_sale → sold',
      'sold → on_sale',
      'consignment: → reviewing (received)',
      'on_sale (approved in /admin)',
      'rejected (in /admin)',
    ]) {
      expect(
        listed.some((step) => step.transition.includes(needed)),
        needed,
      ).toBe(true);
    }
  });
});
