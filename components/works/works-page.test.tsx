import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { artworkKeys } from '@/api/artworks/keys';
import { createTestI18n } from '@/components/testing/render-with-app';
import worksEn from '@/locales/en/works.json';
import worksKo from '@/locales/ko/works.json';
import type { ArtworkListDto, ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { activateStore, createAppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { artworkFiltersFromState, parseWorksQuery } from './works-filter-state';
import { WorksPage } from './works-page';
import { I18nextProvider } from 'react-i18next';

const router = vi.hoisted(() => ({
  locale: 'en',
  defaultLocale: 'en',
  pathname: '/works',
  asPath: '/works',
  query: {} as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const usd = (amount: number) => ({
  krw: amount * 14,
  display: { amount, currency: 'usd' as const },
});

function artwork(n: number): ArtworkSummaryDto {
  return {
    id: `art_${n}`,
    handle: `work-${n}`,
    title: `Work ${n}`,
    artist: { id: 'ast_1', handle: 'kim-soyun', name: 'Kim Soyun' },
    institution: null,
    category: { id: 'cat_1', handle: 'painting', title: 'Painting' },
    image: { url: `/media/w${n}.jpg`, width: 800, height: 1000, color: '#334455' },
    width_cm: 40,
    height_cm: 50,
    depth_cm: null,
    size_total: 90,
    size: '40 × 50 cm',
    year: 2024,
    medium: 'Oil on canvas',
    price: n % 5 === 0 ? null : usd(120_000 + n),
    purchase_status: n % 5 === 0 ? 'sold' : 'on_sale',
    release_at: null,
    edition_type: 'unique',
    edition_size: 1,
    bid_enabled: false,
    last_bid_price: null,
    bid_expires_at: null,
    wishes_count: 0,
    published_at: '2026-11-01T00:00:00Z',
  };
}

const filtered = {
  group_handle: 'painting',
  order: 'price_desc',
  min_price: '1000',
  page: '3',
};

/** Renders the page and waits for it: its later parts load their code on the first render. */
async function renderWorks(query: Record<string, string>) {
  router.query = query;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const context = { language: 'en' as const, currency: 'usd' as const };
  const list: ArtworkListDto = {
    artworks: Array.from({ length: 20 }, (_, i) => artwork(i + 41)),
    count: 95,
    limit: 20,
    offset: 40,
    count_is_estimate: false,
  };
  const state = parseWorksQuery(query);
  queryClient.setQueryData(artworkKeys.list(artworkFiltersFromState(state), context), list);
  queryClient.setQueryData(artworkKeys.count(state.view_status, 'en'), {
    categories: [
      { title: 'All', handle: 'all', count: 0 },
      { title: 'Painting', handle: 'painting', count: 60 },
      { title: 'Print', handle: 'print', count: 35 },
    ],
    total: 95,
  });
  const store = createAppStore({ language: 'en', storedCurrency: 'usd' });
  activateStore(store);
  const i18n = createTestI18n('en');
  i18n.addResourceBundle('en', 'works', worksEn);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>
  );
  const rendered = render(<WorksPage />, { wrapper });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, store };
}

/** The query the page navigated to last. */
function pushedQuery() {
  const call = router.push.mock.calls.at(-1) as unknown as [{ query: Record<string, string> }];
  return call[0].query;
}

const sidebar = () => screen.getByRole('complementary', { name: 'Filter' });

beforeEach(() => router.push.mockClear());

describe('marketplace filters (rules §4)', () => {
  it('shows the works of the URL with indicative prices in the visitor currency and status labels', async () => {
    await renderWorks(filtered);
    expect(screen.getByRole('heading', { level: 1, name: 'Painting' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('95 works');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    // Converted prices are indications: whole dollars after "≈", never cents.
    expect(screen.getAllByText('≈ $1,200').length).toBeGreaterThan(0);
    expect(screen.queryByText(/\$[\d,]+\.\d/)).toBeNull();
    expect(screen.getAllByText('Sold').length).toBeGreaterThan(0);
    expect(within(sidebar()).getByRole('radio', { name: 'Price, high to low' })).toBeChecked();
    expect(within(sidebar()).getByRole('textbox', { name: 'Minimum Price' })).toHaveValue('1,000');
  });

  it('choosing a tab resets the filters to that view_status and the page to the first', async () => {
    await renderWorks(filtered);
    const tabs = screen.getByRole('navigation', { name: 'Availability' });
    expect(within(tabs).getByRole('link', { name: 'Available' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(tabs).getByRole('link', { name: 'Sold' }));
    expect(pushedQuery()).toEqual({ group_handle: 'painting', view_status: 'sold' });
    expect(router.push).toHaveBeenCalledWith(expect.anything(), undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('gives "All works" one meaning: the tab of every work; the first category tile is "All categories" (rules §4.70)', async () => {
    await renderWorks({});
    const tabs = screen.getByRole('navigation', { name: 'Availability' });
    expect(within(tabs).getByRole('link', { name: 'All works' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /^All categories/ })).toHaveTextContent(
      '95 works',
    );
    expect(within(categories).queryByRole('link', { name: /All works/ })).toBeNull();
    // Both languages say it so.
    expect(worksKo.tabs.all).toBe('전체 작품');
    expect(worksKo.categories.all).toBe('전체 카테고리');
  });

  it('applying a sort goes to the first page and keeps the other filters', async () => {
    await renderWorks(filtered);
    await userEvent.click(within(sidebar()).getByRole('radio', { name: 'Most wished' }));
    expect(pushedQuery()).toEqual({
      group_handle: 'painting',
      order: 'popular',
      min_price: '1000',
    });
  });

  it('applying a price range goes to the first page', async () => {
    await renderWorks(filtered);
    const max = within(sidebar()).getByRole('textbox', { name: 'Maximum Price' });
    await userEvent.type(max, '25000{Enter}');
    expect(pushedQuery()).toEqual({
      group_handle: 'painting',
      order: 'price_desc',
      min_price: '1000',
      max_price: '25000',
    });
  });

  it('a size preset filters on width plus height', async () => {
    await renderWorks({});
    await userEvent.click(within(sidebar()).getByRole('button', { name: /Large/ }));
    expect(pushedQuery()).toEqual({ min_size_total: '170' });
  });

  it('clearing removes every filter of the panel and keeps the tab', async () => {
    await renderWorks({ ...filtered, view_status: 'all' });
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Clear all' }));
    expect(pushedQuery()).toEqual({ view_status: 'all' });
  });

  it('pages through the results with shareable links', async () => {
    await renderWorks(filtered);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 3, current page')).toBeInTheDocument();
    const next = within(pages).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute(
      'href',
      '/works?group_handle=painting&order=price_desc&min_price=1000&page=4',
    );
    await userEvent.click(next);
    expect(pushedQuery()).toMatchObject({ page: '4' });
  });

  it('on a phone the sheet keeps choices as a draft until "Show results"', async () => {
    await renderWorks(filtered);
    await userEvent.click(screen.getByRole('button', { name: /Filter · 3/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Print' }));
    await userEvent.click(within(sheet).getByRole('button', { name: /Small/ }));
    expect(router.push).not.toHaveBeenCalled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(pushedQuery()).toEqual({
      group_handle: 'print',
      order: 'price_desc',
      min_price: '1000',
      max_size_total: '100',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape closes the filter sheet without applying', async () => {
    await renderWorks(filtered);
    await userEvent.click(screen.getByRole('button', { name: /Filter · 3/ }));
    expect(await screen.findByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('currency change', () => {
  it('drops a price range typed in the previous currency', async () => {
    const { store } = await renderWorks(filtered);
    expect(router.push).not.toHaveBeenCalled();
    act(() => store.setState({ storedCurrency: 'eur' }));
    expect(pushedQuery()).toEqual({ group_handle: 'painting', order: 'price_desc' });
  });
});

describe('active filters', () => {
  it('lists each filter in force, and a click removes just that one', async () => {
    await renderWorks({
      ...filtered,
      max_price: '25000',
      min_size_total: '100',
      max_size_total: '170',
    });
    const pills = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(pills).getByRole('link', { name: 'Remove filter: Painting' }),
    ).toBeInTheDocument();
    expect(
      within(pills).getByRole('link', { name: 'Remove filter: Price, high to low' }),
    ).toBeInTheDocument();
    expect(
      within(pills).getByRole('link', { name: 'Remove filter: Medium · 100–170 cm' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(pills).getByRole('link', { name: 'Remove filter: $1,000 – $25,000' }),
    );
    expect(pushedQuery()).toEqual({
      group_handle: 'painting',
      order: 'price_desc',
      min_size_total: '100',
      max_size_total: '170',
    });
  });
});
