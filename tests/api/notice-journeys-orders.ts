// The notice table's order journeys (issue 19): paid by deposit, confirmed and refunded in /admin,
// a USD card order cancelled, unpaid orders cancelled or expired.
import { usd } from './buying-test-app';
import { formatMoney } from '@/rules/money';
import { formatLockedRate } from '@/rules/price-display';
import {
  app,
  later,
  ok,
  refused,
  sweep,
  amountOf,
  MINUTE,
  type Journey,
  type Step,
} from './notice-table-harness';

export const orderJourneys: Journey[] = [
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
              body: {
                shipping_status: to,
                // The shipped step names its carrier and number (rules §4.46).
                ...(to === 'shipped' ? { carrier: 'cj', tracking_number: '678912345678' } : {}),
              },
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
                  // From the shipped step on: the carrier and number (rules §4.47).
                  ...(to === 'ready_for_shipping'
                    ? []
                    : [{ en: 'CJ Logistics', ko: 'CJ대한통운' }[p.language], '678912345678']),
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
        // The rate under the dollar amounts is the order page's, word for word.
        expect: () => [
          {
            to: p.me,
            template: 'order-placed',
            payload: {
              status: 'paid',
              rate: {
                krw_per_unit: s.order.body.krw_per_unit,
                locked_at: s.order.body.rate_locked_at,
              },
            },
            says: [
              `${p.language === 'ko' ? '적용 환율' : 'Exchange rate'}: ${formatLockedRate(
                'usd',
                s.order.body.krw_per_unit,
                s.order.body.rate_locked_at,
                p.language,
              )}`,
            ],
          },
        ],
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
];
