// The phone's sticky buy bar: the buy panel's own price and primary button at the foot of the
// screen while the panel's buttons are out of view, never a rule of its own.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/testing/render-with-app';
import enWorks from '@/locales/en/works.json';
import koWorks from '@/locales/ko/works.json';
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

function artwork(patch: Partial<ArtworkDetailDto> = {}): ArtworkDetailDto {
  return {
    id: 'art_1',
    handle: 'blue-field-kim-soyun',
    title: 'Blue Field',
    artist: {
      id: 'ast_1',
      handle: 'kim-soyun',
      name: 'Kim Soyun',
      image: null,
      birth_year: 1975,
      death_year: null,
      nationality: 'Korean',
      bio: '',
    },
    institution: { id: 'ins_1', handle: 'dalmoon', name: 'Gallery Dalmoon', type: 'gallery' },
    category: { id: 'cat_1', handle: 'painting', title: 'Painting' },
    image: { url: '/media/a.jpg', width: 1200, height: 1500, color: '#123456' },
    images: [],
    width_cm: 72.7,
    height_cm: 60.6,
    depth_cm: null,
    size_total: 133.3,
    size: '72.7 × 60.6 cm',
    year: 2024,
    medium: 'Oil on canvas',
    price: { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' } },
    purchase_status: 'on_sale',
    release_at: null,
    edition_type: 'unique',
    edition_size: 1,
    bid_enabled: false,
    last_bid_price: null,
    bid_expires_at: null,
    wishes_count: 3,
    published_at: '2026-01-01T00:00:00Z',
    description: 'A field of blue.',
    frame_size: null,
    signature: null,
    editions: {
      artwork_id: 'art_1',
      edition_type: 'unique',
      edition_size: 1,
      total: 1,
      available: 1,
      reserved: 0,
      sold: 0,
      not_for_sale: 0,
      next_edition: null,
      resale: false,
    },
    exhibitions: [],
    ...patch,
  } as ArtworkDetailDto;
}

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

  it('shows a work not yet released with the panel’s disabled Release soon, in Korean', () => {
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    renderWithApp(
      <BuyPanel artwork={artwork({ purchase_status: 'release_soon', release_at: later })} />,
      { language: 'ko' },
    );
    const button = within(bar(koWorks.artwork.buy.barLabel)).getByRole('button', {
      name: koWorks.artwork.buy.release_soon,
    });
    expect(button).toBeDisabled();
  });

  it('is not there for a sold work: the panel says it alone', () => {
    renderWithApp(<BuyPanel artwork={artwork({ purchase_status: 'sold' })} />);
    expect(screen.getByTestId('buy-price')).toHaveTextContent(enWorks.status.sold);
    expect(screen.queryByRole('region', { name: enWorks.artwork.buy.barLabel })).toBeNull();
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
  });
});
