import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import catalogue from '@/locales/en/catalogue.json';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { MoreArtworks } from './more-artworks';

// The cards' wish hearts read the page's router.
vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/artist?handle=han', push: vi.fn() }),
}));

const work = (n: number) =>
  ({
    id: `art_${n}`,
    handle: `work-${n}`,
    title: `Work ${n}`,
    artist: { id: 'ast_1', handle: 'han', name: 'Han Seoyeon' },
    institution: null,
    category: { id: 'c', handle: 'painting', title: 'Painting' },
    image: null,
    width_cm: 50,
    height_cm: 60,
    depth_cm: null,
    size_total: 110,
    size: '50 × 60 cm',
    year: 2025,
    medium: 'Oil on canvas',
    price: null,
    purchase_status: 'not_for_sale',
    release_at: null,
    edition_type: 'unique',
    edition_size: 1,
    bid_enabled: false,
    last_bid_price: null,
    bid_expires_at: null,
    wishes_count: 0,
    published_at: '2026-01-01T00:00:00.000Z',
  }) as ArtworkSummaryDto;

const asked: { url: string; params: unknown }[] = [];

afterEach(() => {
  asked.length = 0;
});

function serve(artworks: ArtworkSummaryDto[]) {
  fakeTransport.adapter = async (config) => {
    asked.push({ url: `${config.baseURL}${config.url}`, params: config.params });
    return { status: 200, data: { artworks, count: 14, limit: 12, offset: 2 } };
  };
}

function renderMore(owner: Parameters<typeof MoreArtworks>[0]['owner']) {
  const view = renderWithApp(<div />);
  view.i18n.addResourceBundle('en', 'catalogue', catalogue);
  view.rerender(<MoreArtworks owner={owner} initial={[work(1), work(2)]} total={4} />);
  return view;
}

describe('more works on an artist, gallery or exhibition page', () => {
  it('fetches the next page of the artist’s works, leaving out those already shown', async () => {
    // The server's page overlaps the first one by a work (a new work was published meanwhile).
    serve([work(2), work(3), work(4)]);
    const user = userEvent.setup();
    const { container } = renderMore({ artist_id: 'ast_1' });
    // The cards' wish hearts load their code first (ADR 0016).
    const more = await screen.findByRole('button', { name: 'Show more works (2)' });
    expect(container.querySelectorAll('a[href^="/work/"]')).toHaveLength(2);

    await user.click(more);
    expect(await screen.findByText('Work 4')).toBeInTheDocument();
    expect(within(container).getAllByText('Work 2')).toHaveLength(1);
    expect(container.querySelectorAll('a[href^="/work/"]')).toHaveLength(4);
    expect(asked[0]).toMatchObject({
      url: '/v3/store/artwork',
      params: { artist_id: 'ast_1', view_status: 'all', order: 'newest', limit: 12, offset: 2 },
    });
    // Everything is on the page: no button left.
    expect(screen.queryByRole('button', { name: /Show more works/ })).toBeNull();
  });

  it('pages an exhibition through its own works call', async () => {
    serve([work(3), work(4)]);
    const user = userEvent.setup();
    renderMore({ exhibition: 'the-quiet-surface' });
    await user.click(await screen.findByRole('button', { name: 'Show more works (2)' }));
    expect(await screen.findByText('Work 3')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({
      url: '/v3/store/exhibition/the-quiet-surface/artworks',
      params: { limit: 12, offset: 2 },
    });
  });
});
