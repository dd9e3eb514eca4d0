// The consign form's desired price is in KRW (rules §2 consignment): a visitor paying in another
// currency sees the typed price converted at today's rate, sent with the form; a KRW visitor
// sees nothing more. The same under My works' resale request.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withSignedInCustomer } from '@/api/testing/customer-fixture';
import { fakeTransport } from '@/api/testing/fake-transport';
import type { Language } from '@/schemas/dto';
import type { ConsignFormDto, ResaleRateDto } from '@/schemas/resale-dto';
import { activateStore, createAppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { createTestI18n } from '@/i18n/test-i18n';
import { I18nextProvider } from 'react-i18next';
import { ConsignPage } from './consign-page';
import { WorksPage } from './works-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/consign/[editionId]',
  asPath: '/consign/ed_1',
  query: { editionId: 'ed_1' } as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const form = (exchange_rate: ResaleRateDto | null): ConsignFormDto => ({
  work: {
    edition_id: 'ed_1',
    edition_number: 1,
    artwork: null,
    order_id: 'ord_1',
    order_number: 'AM-1',
    purchased_at: '2026-11-01T00:00:00.000Z',
    purchase_price: { amount: 1_000_000, currency: 'krw' },
    resale: null,
    can_resell: true,
  },
  conditions: ['excellent', 'good'],
  handovers: ['storage', 'delivery'],
  commission_bps: 1500,
  royalty_bps: 500,
  exchange_rate,
});

let answer: ConsignFormDto;
beforeEach(() => {
  router.query = { editionId: 'ed_1' };
  fakeTransport.adapter = withSignedInCustomer(async (request) =>
    request.url.includes('my-work')
      ? {
          status: 200,
          data: {
            works: [answer.work],
            count: 1,
            limit: 20,
            offset: 0,
            exchange_rate: answer.exchange_rate,
          },
        }
      : request.url.includes('resell')
        ? { status: 200, data: { resell: [], count: 0, limit: 20, offset: 0 } }
        : { status: 200, data: answer },
  );
});

function renderConsign(language: Language, page = <ConsignPage />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createAppStore({ language, accessToken: 'token', loginCheckEnded: true });
  activateStore(store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createTestI18n(language)}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>
  );
  return render(page, { wrapper });
}

describe('the consign form price (KRW)', () => {
  it('shows a USD visitor the typed KRW price in dollars at today’s rate', async () => {
    const user = userEvent.setup();
    answer = form({ currency_code: 'usd', krw_per_unit: 1380 });
    renderConsign('en');
    const price = await screen.findByRole('textbox', { name: /price/i });
    expect(screen.queryByTestId('krw-conversion')).toBeNull();
    await user.type(price, '3,028,672');
    expect(screen.getByTestId('krw-conversion')).toHaveTextContent("≈ $2,194.69 at today's rate");
  });

  it('shows a KRW visitor no conversion', async () => {
    const user = userEvent.setup();
    answer = form(null);
    renderConsign('ko');
    await user.type(await screen.findByRole('textbox', { name: /희망/ }), '3000000');
    expect(screen.queryByTestId('krw-conversion')).toBeNull();
  });

  it('shows it on the resale request under My works too', async () => {
    const user = userEvent.setup();
    answer = form({ currency_code: 'usd', krw_per_unit: 1380 });
    router.query = { section: 'works' };
    renderConsign('en', <WorksPage />);
    await user.click(await screen.findByRole('button', { name: 'Request resale' }));
    await user.type(screen.getByRole('textbox', { name: /price/i }), '3028672');
    expect(screen.getByTestId('krw-conversion')).toHaveTextContent("≈ $2,194.69 at today's rate");
  });
});
