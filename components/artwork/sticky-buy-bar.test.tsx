// The phone's sticky buy bar: the buy panel's own price and primary button at the foot of the
// screen while the panel's buttons are out of view, never a rule of its own.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/testing/render-with-app';
import enWorks from '@/locales/en/works.json';
import koWorks from '@/locales/ko/works.json';
import { artworkDetailFixture } from '@/api/testing/artwork-fixture';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { BuyPanel } from './buy-panel';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/work/[handle]',
  asPath: '/work/blue-field-kim-soyun',
  query: { handle: 'blue-field-kim-soyun' } as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

/** The fixture shown in won, as a Korean or KRW visitor sees it. */
const artwork = (patch: Partial<ArtworkDetailDto> = {}): ArtworkDetailDto =>
  artworkDetailFixture({
    price: { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' } },
    ...patch,
  });

/** The browser's IntersectionObserver, driven by the test: `show(true)` scrolls the buttons in. */
let observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
function show(inView: boolean) {
  act(() => {
    for (const { callback, target } of observed) {
      callback(
        [
          {
            isIntersecting: inView,
            intersectionRatio: inView ? 1 : 0,
            target,
          } as unknown as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      );
    }
  });
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target });
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const bar = (name = enWorks.artwork.buy.barLabel) => screen.getByRole('region', { name });

describe('the sticky buy bar', () => {
  it('offers the panel’s price and its Buy now, the same sign-in link, while the buttons are out of view', () => {
    renderWithApp(<BuyPanel artwork={artwork()} />);
    const price = screen.getByTestId('buy-price').textContent!;
    expect(price).toContain('4,800,000');
    expect(within(bar()).getByText('Blue Field')).toBeInTheDocument();
    expect(within(bar()).getByText(price)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: enWorks.artwork.buy.buy_now });
    expect(links).toHaveLength(2);
    expect(within(bar()).getByRole('link')).toHaveAttribute(
      'href',
      links[0]!.getAttribute('href')!,
    );
    expect(links[0]!.getAttribute('href')).toContain('/sign-in?before=');
    expect(bar()).toHaveAttribute('data-visible');
  });

  it('steps aside (inert, out of the accessibility tree) while the panel’s buttons are in view', () => {
    renderWithApp(<BuyPanel artwork={artwork()} />);
    // The bar watches the panel's buttons, not itself.
    expect(observed).toHaveLength(1);
    expect(observed[0]!.target.contains(screen.getByTestId('sticky-buy-bar'))).toBe(false);
    show(true);
    const hidden = screen.getByTestId('sticky-buy-bar');
    expect(hidden).not.toHaveAttribute('data-visible');
    expect(hidden).toHaveAttribute('inert');
    show(false);
    expect(bar()).toHaveAttribute('data-visible');
    // Buttons peeking in at the screen's foot do not count: the bar stays until they are all there.
    act(() => {
      for (const { callback, target } of observed) {
        callback(
          [
            {
              isIntersecting: true,
              intersectionRatio: 0.3,
              target,
            } as unknown as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        );
      }
    });
    expect(bar()).toHaveAttribute('data-visible');
    expect(bar()).not.toHaveAttribute('inert');
  });

  it('shows a work not yet released with the panel’s price and Notify me (to sign in), in Korean', () => {
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    renderWithApp(
      <BuyPanel artwork={artwork({ purchase_status: 'release_soon', release_at: later })} />,
      { language: 'ko' },
    );
    const dock = bar(koWorks.artwork.buy.barLabel);
    expect(within(dock).getByText('₩4,800,000')).toBeInTheDocument();
    const link = within(dock).getByRole('link', { name: koWorks.artwork.notify.set });
    expect(link.getAttribute('href')).toContain('/sign-in?before=');
  });

  it('is not there for a sold work: the panel says it alone', () => {
    renderWithApp(<BuyPanel artwork={artwork({ purchase_status: 'sold' })} />);
    expect(screen.getByTestId('buy-price')).toHaveTextContent(enWorks.status.sold);
    expect(screen.queryByRole('region', { name: enWorks.artwork.buy.barLabel })).toBeNull();
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
  });
});
