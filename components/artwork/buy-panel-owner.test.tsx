// The artwork page of a work the signed-in customer owns: their own listing is theirs to manage,
// not to request for sale, and no offer round's deadline is shown on it.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { artworkDetailFixture } from '@/api/testing/artwork-fixture';
import { fakeTransport } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enWorks from '@/locales/en/works.json';
import koWorks from '@/locales/ko/works.json';
import type { BidStatusDto } from '@/schemas/bid-dto';
import { buyButtonState, type BuyStateInput } from '@/rules/buy-state';
import { ArtworkDetails } from './artwork-details';
import { BuyPanel } from './buy-panel';

vi.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en',
    asPath: '/work/blue-field-kim-soyun',
    push: vi.fn(),
    events: { on: vi.fn(), off: vi.fn() },
  }),
}));

const artwork = artworkDetailFixture({
  bid_enabled: true,
  bid_expires_at: '2026-12-11T09:00:00Z',
  price: { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' } },
});

function serveStatus(visitor: BuyStateInput['visitor']) {
  const input: Omit<BuyStateInput, 'now'> = {
    artwork,
    editions: artwork.editions,
    edition: { status: 'available' },
    bid: null,
    visitor,
  };
  fakeTransport.adapter = async (request) => {
    if (request.url.includes('/bid/status/'))
      return {
        status: 200,
        data: {
          artwork_id: artwork.id,
          input,
          state: buyButtonState(input),
          bid: null,
          edition_id: 'ed_1',
          now: new Date().toISOString(),
        } as Partial<BidStatusDto>,
      };
    return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
  };
}

const signedIn = { accessToken: 'token', loginCheckEnded: true };

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe.each([
  ['en', enWorks],
  ['ko', koWorks],
] as const)('a work the customer owns (%s)', (language, works) => {
  it('shows their listing on sale with a way to manage it, not “Request for sale”', async () => {
    serveStatus({ ownsEdition: true, sells: true, listing: true });
    renderWithApp(
      <>
        <BuyPanel artwork={artwork} />
        <ArtworkDetails artwork={artwork} />
      </>,
      { language, state: { ...signedIn, storedCurrency: 'krw' } },
    );
    const notes = await screen.findAllByTestId('buy-note');
    expect(notes[0]).toHaveTextContent(works.artwork.buy.listed);
    const manage = screen.getAllByRole('link', { name: works.artwork.buy.manage_listing })[0]!;
    expect(manage).toHaveAttribute('href', '/my-page/works');
    expect(screen.queryByRole('button', { name: works.artwork.buy.request_for_sale })).toBeNull();
    expect(screen.queryByText(new RegExp(works.artwork.buy.bidEnds.split(' {{')[0]!))).toBeNull();
    const details = screen.getByRole('region', { name: works.artwork.details.title });
    expect(within(details).queryByText(works.artwork.details.bidExpires)).toBeNull();
  });

  it('shows the bid deadline to anyone else', async () => {
    serveStatus({ ownsEdition: false, sells: false, listing: false });
    renderWithApp(<ArtworkDetails artwork={artwork} />, {
      language,
      state: { ...signedIn, storedCurrency: 'krw' },
    });
    const details = screen.getByRole('region', { name: works.artwork.details.title });
    expect(within(details).getByText(works.artwork.details.bidExpires)).toBeInTheDocument();
  });
});
