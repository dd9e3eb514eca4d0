// The one time policy (ADR 0038) in the e-mails: each notice that carries a business time writes
// it in Korea time with the zone named, the same text as the screens
// (components/orders/time-zones.test.tsx), whatever the time zone of the server that renders it.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from './email-layout';
import { renderEmail } from './notification-templates';

const zones = ['America/New_York', 'Asia/Seoul', 'UTC'] as const;
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

const order = {
  first_name: 'Minji',
  order_number: 'AM-20261127-0001',
  item_name: 'Han Seoyeon, Blue Hour',
  total: { amount: 1_000_000, currency: 'krw' as const },
  url: 'https://art.example/order-detail/ord_1',
};
const deposit = {
  bank: 'Shinhan Bank',
  account_number: '56201234567890',
  account_name: 'Artmarket',
  // 22:30 in Korea, 08:30 in New York.
  deposit_deadline: '2026-11-27T13:30:00.000Z',
};
const offer = {
  first_name: 'Minji',
  artwork_title: 'Blue Hour',
  amount: { amount: 800_000, currency: 'krw' as const },
  url: 'https://art.example/my-page/offers',
};

const mails = {
  'order-placed': (locale: Locale) =>
    renderEmail('order-placed', locale, { ...order, ...deposit, status: 'awaiting_deposit' }),
  'deposit-reminder': (locale: Locale) =>
    renderEmail('deposit-reminder', locale, { ...order, ...deposit }),
  'offer-received': (locale: Locale) =>
    renderEmail('offer-received', locale, { ...offer, expires_at: '2026-11-29T03:05:00.000Z' }),
  'offer-answered': (locale: Locale) =>
    renderEmail('offer-answered', locale, {
      ...offer,
      answer: 'accepted',
      // 21:38 in Korea.
      payment_deadline: '2026-11-29T12:38:00.000Z',
    }),
};

const expected: Record<keyof typeof mails, Record<Locale, string>> = {
  'order-placed': { en: '27 Nov 2026, 22:30 KST', ko: '2026년 11월 27일 22:30 KST' },
  'deposit-reminder': { en: '27 Nov 2026, 22:30 KST', ko: '2026년 11월 27일 22:30 KST' },
  'offer-received': { en: '29 Nov 2026, 12:05 KST', ko: '2026년 11월 29일 12:05 KST' },
  'offer-answered': { en: '29 Nov 2026, 21:38 KST', ko: '2026년 11월 29일 21:38 KST' },
};

describe('business times in the e-mails, rendered in three time zones', () => {
  for (const [name, render] of Object.entries(mails) as [
    keyof typeof mails,
    (locale: Locale) => ReturnType<typeof renderEmail>,
  ][]) {
    for (const locale of ['en', 'ko'] as const) {
      it(`${name} (${locale}) reads the same in New York, Seoul and UTC`, () => {
        const localHours = new Set<number>();
        const seen = zones.map((zone) => {
          process.env.TZ = zone;
          localHours.add(new Date(deposit.deposit_deadline).getHours());
          return render(locale);
        });
        expect(localHours.size).toBe(zones.length);
        for (const mail of seen.slice(1)) expect(mail).toEqual(seen[0]);
        expect(seen[0]!.text).toContain(expected[name][locale]);
        expect(seen[0]!.html).toContain(expected[name][locale]);
      });
    }
  }
});
