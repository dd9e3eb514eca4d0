// The one time policy (ADR 0038) on the screens that show business times: the completion page,
// the order page and the sale slip write the same Korea-time text with the process in New York,
// Seoul or UTC, and a page rendered on a server in one zone hydrates in a browser in another
// without a mismatch. The e-mails' side is server/modules/notifications/time-zones.unit.test.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompletionView } from '@/components/checkout/checkout-complete';
import { createTestI18n } from '@/i18n/test-i18n';
import { orderFixture } from '@/api/testing/order-fixture';
import type { OrderDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import { activateStore, createAppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { OrderDetail } from './order-detail-page';
import { SaleSlip } from './sale-slip-page';

vi.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en',
    pathname: '/order-detail/[orderId]',
    asPath: '/order-detail/ord_1',
    query: { orderId: 'ord_1' },
    push: vi.fn(),
    replace: vi.fn(),
    events: { on: vi.fn(), off: vi.fn() },
  }),
}));

const zones = ['America/New_York', 'Asia/Seoul', 'UTC'] as const;
const originalZone = process.env.TZ;
// The completion page scrolls to its top, which jsdom does not do.
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterAll(() => {
  process.env.TZ = originalZone;
});

/** Runs `see` with the process in each zone; checks the zone really changed the local clock. */
function inEachZone<T>(see: () => T): T[] {
  const localHours = new Set<number>();
  const seen = zones.map((zone) => {
    process.env.TZ = zone;
    localHours.add(new Date('2026-11-27T13:30:00Z').getHours());
    return see();
  });
  expect(localHours.size).toBe(zones.length);
  return seen;
}

function Providers({ language, children }: { language: Language; children: ReactNode }) {
  const store = createAppStore({ language, accessToken: 'token', loginCheckEnded: true });
  activateStore(store);
  return (
    <I18nextProvider i18n={createTestI18n(language)}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>
  );
}

/** The screen's text, with the process in each zone. */
function textInEachZone(ui: ReactElement, language: Language): string[] {
  return inEachZone(() => {
    const { container } = render(<Providers language={language}>{ui}</Providers>);
    const text = container.textContent ?? '';
    cleanup();
    return text;
  });
}

// A ₩1,000,000 work with nothing added: the times are what this file is about.
const order = orderFixture({
  order_number: 'AM-20261127-0001',
  delivery_fee: 0,
  frame_fee: 0,
  artwork_discount: 0,
  discount_amount: 0,
  total: 1_000_000,
  tax_free_amount: 1_000_000,
  taxable_amount: 0,
  supply_amount: 0,
  vat: 0,
  shipping_address: null,
  frame: 'none',
  // 21:36 in Korea, 07:36 in New York, 12:36 UTC.
  paid_at: '2026-11-27T12:36:00.000Z',
  document_number: 'AM-2026-000001',
  document_issued_at: '2026-11-27T12:36:00.000Z',
  expected_delivery_date: '2026-12-11',
  // 00:20 on the 28th in Korea, still the 27th in New York and UTC.
  created_at: '2026-11-27T15:20:00.000Z',
});

const awaiting: OrderDto = {
  ...order,
  status: 'awaiting_deposit',
  payment_method: 'vbank',
  card_name: null,
  card_number: null,
  approval_number: null,
  paid_at: null,
  expected_delivery_date: null,
  bank: 'Shinhan Bank',
  account_number: '56201234567890',
  account_name: 'Artmarket',
  // 22:30 in Korea, 08:30 in New York.
  deposit_deadline: '2026-11-27T13:30:00.000Z',
};

const refunded: OrderDto = {
  ...order,
  status: 'refunded',
  can_cancel: false,
  cancel_date: '2026-11-28T01:05:00.000Z',
  cancel_amount: 1_000_000,
  refund_info: {
    amount: 1_000_000,
    method: 'card_kr',
    refunded_at: '2026-11-28T01:05:00.000Z',
    bank: null,
    account_number: null,
    holder: null,
  },
};

const store = {
  store_name: 'Artmarket',
  address: '1 Sejong-daero, Seoul',
  representative: 'Jiwoo Park',
  business_number: '123-45-67890',
};

const screens: [string, ReactElement][] = [
  ['the completion page of a virtual account', <CompletionView key="a" order={awaiting} />],
  ['the completion page of a card', <CompletionView key="b" order={order} />],
  ['the order page awaiting the deposit', <OrderDetail key="c" order={awaiting} />],
  ['the order page once paid', <OrderDetail key="d" order={order} />],
  ['the order page once refunded', <OrderDetail key="e" order={refunded} />],
  [
    'the sale slip',
    <SaleSlip key="f" receipt={{ store, order, issued_at: '2026-11-27T12:40:00.000Z' }} />,
  ],
];

/** What each screen must show, in each language, wherever it is rendered. */
const expected: Record<string, Record<Language, string[]>> = {
  'the completion page of a virtual account': {
    en: ['27 Nov 2026, 22:30 KST'],
    ko: ['2026년 11월 27일 22:30 KST'],
  },
  'the completion page of a card': {
    en: ['27 Nov 2026, 21:36 KST'],
    ko: ['2026년 11월 27일 21:36 KST'],
  },
  'the order page awaiting the deposit': {
    en: ['27 Nov 2026, 22:30 KST', '28 Nov 2026'],
    ko: ['2026년 11월 27일 22:30 KST', '2026년 11월 28일'],
  },
  'the order page once paid': {
    en: ['27 Nov 2026, 21:36 KST', '28 Nov 2026', '11 Dec 2026'],
    ko: ['2026년 11월 27일 21:36 KST', '2026년 11월 28일', '2026년 12월 11일'],
  },
  'the order page once refunded': {
    en: ['28 Nov 2026, 10:05 KST'],
    ko: ['2026년 11월 28일 10:05 KST'],
  },
  'the sale slip': {
    en: ['27 Nov 2026, 21:40 KST', '27 Nov 2026, 21:36 KST', '28 Nov 2026'],
    ko: ['2026년 11월 27일 21:40 KST', '2026년 11월 27일 21:36 KST', '2026년 11월 28일'],
  },
};

describe('business times on the order screens, in three time zones', () => {
  for (const [name, ui] of screens) {
    for (const language of ['en', 'ko'] as const) {
      it(`${name} (${language}) reads the same in New York, Seoul and UTC`, () => {
        const [first, ...rest] = textInEachZone(ui, language);
        for (const text of rest) expect(text).toBe(first);
        for (const time of expected[name]![language]) expect(first).toContain(time);
        // No time in another clock: every hh:mm on the screen is a Korea time.
        const times = first!.match(/\d{1,2}:\d{2}(?: [A-Z]{3})?/g) ?? [];
        for (const time of times) expect(time).toMatch(/ KST$/);
      });
    }
  }
});

describe('server render and hydration in different zones', () => {
  /** Renders on "the server" in New York, hydrates in "the browser" in Seoul; the errors. */
  async function hydrationErrors(ui: ReactElement, language: Language): Promise<unknown[]> {
    process.env.TZ = 'America/New_York';
    const html = renderToString(<Providers language={language}>{ui}</Providers>);
    process.env.TZ = 'Asia/Seoul';
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args);
    });
    const root = await act(async () =>
      hydrateRoot(container, <Providers language={language}>{ui}</Providers>, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
    return errors;
  }

  it('agree on the completion page and the order page in both languages', async () => {
    for (const language of ['en', 'ko'] as const) {
      expect(await hydrationErrors(<CompletionView order={awaiting} />, language)).toEqual([]);
      expect(await hydrationErrors(<OrderDetail order={order} />, language)).toEqual([]);
    }
  });

  it('would see a time written in the local clock (the check can fail)', async () => {
    const LocalClock = () => <p>{new Date('2026-11-27T13:30:00Z').toLocaleString('en-US')}</p>;
    expect((await hydrationErrors(<LocalClock />, 'en')).length).toBeGreaterThan(0);
  });
});
