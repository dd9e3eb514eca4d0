// rules §2 my page: the wish-list (artworks, galleries, artists) and following sections, read from
// GET store/customer/wishlist/artwork|artist|institution.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withSignedInCustomer } from '@/api/testing/customer-fixture';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { FollowingPage } from './following-page';
import { WishListPage } from './wish-list-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/my-page/[section]',
  asPath: '/my-page/wish-list',
  query: { section: 'wish-list' } as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const work = (n: number) =>
  ({
    id: `aw_${n}`,
    handle: `work-${n}`,
    title: `Work ${n}`,
    artist: { id: 'ar_1', handle: 'han', name: 'Han Seoyeon' },
    institution: null,
    category: { id: 'c', handle: 'painting', title: 'Painting' },
    image: null,
    size: '50 × 60 cm',
    year: 2025,
    price: null,
    purchase_status: 'not_for_sale',
    edition_type: 'unique',
    edition_size: 1,
    is_wished: true,
  }) as unknown as ArtworkSummaryDto;
const artist = { id: 'ar_1', handle: 'han', name: 'Han Seoyeon', image: null, birth_year: 1984 };
const gallery = {
  id: 'in_1',
  handle: 'hyun',
  name: 'Gallery Hyun',
  type: 'gallery',
  city: 'Seoul',
};

let sent: FakeRequest[] = [];
let lists: Record<string, unknown[]> = {};

beforeEach(() => {
  sent = [];
  router.replace.mockClear();
  lists = { artwork: [work(1), work(2)], artist: [artist], institution: [] };
  fakeTransport.adapter = withSignedInCustomer(async (request) => {
    sent.push(request);
    const kind = /wishlist\/(\w+)$/.exec(request.url ?? '')?.[1] ?? '';
    if (kind === 'ids') {
      return {
        status: 200,
        data: { artwork_ids: ['aw_1', 'aw_2'], artist_ids: ['ar_1'], institution_ids: [] },
      };
    }
    const items = lists[kind] ?? [];
    const field = { artwork: 'artworks', artist: 'artists', institution: 'institutions' }[kind]!;
    return { status: 200, data: { [field]: items, count: items.length, limit: 12, offset: 0 } };
  });
});

const signedIn = { state: { accessToken: 'token', loginCheckEnded: true } };

describe('my page wish-list', () => {
  it('shows the wished artworks first, then galleries and artists by tab', async () => {
    const user = userEvent.setup();
    renderWithApp(<WishListPage />, signedIn);
    expect(await screen.findByRole('heading', { name: 'Wishlist', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Artworks' })).toHaveAttribute('aria-selected', 'true');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Work 1')).toBeInTheDocument();
    expect(within(panel).getByText('2 saved')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      url: '/store/customer/wishlist/artwork',
      params: { limit: 12, offset: 0 },
    });

    await user.click(screen.getByRole('tab', { name: 'Galleries' }));
    expect(await screen.findByText('No galleries in your wishlist yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover galleries' })).toHaveAttribute(
      'href',
      '/galleries',
    );
    expect(router.replace).toHaveBeenCalledWith('/my-page/wish-list?tab=galleries', undefined, {
      shallow: true,
      scroll: false,
    });

    await user.click(screen.getByRole('tab', { name: 'Artists' }));
    expect(await screen.findByText('Han Seoyeon')).toBeInTheDocument();
  });

  it('opens the tab the address names, in Korean', async () => {
    router.query = { section: 'wish-list', tab: 'artists' };
    renderWithApp(<WishListPage />, { ...signedIn, language: 'ko' });
    expect(await screen.findByRole('tab', { name: '작가' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Han Seoyeon')).toBeInTheDocument();
    router.query = { section: 'wish-list' };
  });
});

describe('my page following', () => {
  it('lists the followed artists with their follow buttons, and says when no gallery is followed', async () => {
    renderWithApp(<FollowingPage />, signedIn);
    expect(await screen.findByRole('heading', { name: 'Following', level: 1 })).toBeInTheDocument();
    const artists = await screen.findByRole('region', { name: /Artists/ });
    expect(await within(artists).findByRole('link', { name: /Han Seoyeon/ })).toHaveAttribute(
      'href',
      '/artist?handle=han',
    );
    expect(
      await within(artists).findByRole('button', { name: 'Unfollow Han Seoyeon' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('You are not following any galleries yet.')).toBeInTheDocument();
  });

  it('lists followed galleries with their city', async () => {
    lists.institution = [gallery];
    renderWithApp(<FollowingPage />, signedIn);
    const galleries = await screen.findByRole('region', { name: /Galleries/ });
    expect(await within(galleries).findByText('Gallery Hyun')).toBeInTheDocument();
    expect(within(galleries).getByText(/Seoul/)).toBeInTheDocument();
  });
});
