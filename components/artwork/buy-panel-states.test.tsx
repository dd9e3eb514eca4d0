// The buy panel's states of issue 32 (rules §4.13, 4.63, 4.66, 4.67): a release-soon work shows
// its price and release time with "Notify me" (a visitor is sent to sign in and back; a customer's
// button toggles and says so); a sold or not-for-sale work promises no delivery and offers similar
// works and following the artist; a buyable work shows the buyer protection beside its button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { artworkDetailFixture } from '@/api/testing/artwork-fixture';
import { fakeTransport } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enWorks from '@/locales/en/works.json';
import koWorks from '@/locales/ko/works.json';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type { BidStatusDto } from '@/schemas/bid-dto';
import type { ReleaseAlertDto } from '@/schemas/release-alert-dto';
import { formatDateTime } from '@/rules/business-time';
import { buyButtonState, type BuyStateInput } from '@/rules/buy-state';
import { buyerProtection } from '@/rules/buyer-protection';
import { BuyPanel } from './buy-panel';

vi.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en',
    asPath: '/work/blue-field-kim-soyun',
    push: vi.fn(),
    events: { on: vi.fn(), off: vi.fn() },
  }),
}));

const releaseAt = new Date(Date.now() + 9 * 86_400_000).toISOString();
const won = { krw: 4_200_000, display: { amount: 4_200_000, currency: 'krw' as const } };
const artwork = (patch: Partial<ArtworkDetailDto> = {}): ArtworkDetailDto =>
  artworkDetailFixture({ price: won, ...patch });
const releaseSoon = (patch: Partial<ArtworkDetailDto> = {}) =>
  artwork({
    purchase_status: 'release_soon',
    release_at: releaseAt,
    editions: { ...artworkDetailFixture().editions, next_edition: null },
    ...patch,
  });
const signedIn = { accessToken: 'token', loginCheckEnded: true };

/** A fake server: the buy state of `work`, and the customer's alert on it, kept in memory. */
function serve(work: ArtworkDetailDto) {
  const alert: ReleaseAlertDto = {
    artwork_id: work.id,
    is_set: false,
    created_at: null,
    notified_at: null,
  };
  const calls: string[] = [];
  fakeTransport.adapter = async (request) => {
    if (request.url.includes('/bid/status/')) {
      const input: Omit<BuyStateInput, 'now'> = { artwork: work, editions: work.editions };
      return {
        status: 200,
        data: { artwork_id: work.id, input, state: buyButtonState(input) } as Partial<BidStatusDto>,
      };
    }
    if (request.url.endsWith('/release-alert')) {
      calls.push(request.method);
      if (request.method === 'PUT') Object.assign(alert, { is_set: true, created_at: 'now' });
      if (request.method === 'DELETE') Object.assign(alert, { is_set: false, created_at: null });
      return { status: 200, data: { ...alert } };
    }
    return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
  };
  return calls;
}

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const panelOf = () => screen.getByTestId('buy-price').parentElement!;

describe.each([
  ['en', enWorks],
  ['ko', koWorks],
] as const)('the buy panel (%s)', (language, works) => {
  it('shows a release-soon work’s price and release time (KST) with Notify me for a visitor, who is sent to sign in and back', () => {
    renderWithApp(<BuyPanel artwork={releaseSoon()} />, { language });
    expect(screen.getByTestId('buy-price')).toHaveTextContent('₩4,200,000');
    expect(screen.getByTestId('buy-release')).toHaveTextContent(
      works.artwork.buy.releaseOn.replace('{{date}}', formatDateTime(releaseAt, language)),
    );
    expect(screen.getByTestId('buy-release')).toHaveTextContent('KST');
    const notify = within(panelOf()).getAllByRole('link', { name: works.artwork.notify.set })[0]!;
    expect(notify.getAttribute('href')).toBe(
      `/sign-in?before=${encodeURIComponent('/work/blue-field-kim-soyun')}`,
    );
    expect(screen.getByTestId('notify-status')).toHaveTextContent(works.artwork.notify.signIn);
    // It will be buyable at its release: the protection is stated.
    expect(screen.getByTestId('buyer-protection')).toBeInTheDocument();
  });

  it('lets a customer ask to be notified, says so, and cancel with the same button', async () => {
    const calls = serve(releaseSoon());
    const user = userEvent.setup();
    renderWithApp(<BuyPanel artwork={releaseSoon()} />, {
      language,
      state: { ...signedIn, storedCurrency: 'krw' },
    });
    const panel = panelOf();
    // The panel's button (the phone's bar repeats it, the same state).
    const button = (name: string) => within(panel).findAllByRole('button', { name });
    const [set] = await button(works.artwork.notify.set);
    await waitFor(() => expect(set).toBeEnabled());
    expect(screen.getByTestId('notify-status')).toHaveTextContent(works.artwork.notify.off);
    await user.click(set!);
    const [cancel] = await button(works.artwork.notify.cancel);
    expect(screen.getByTestId('notify-status')).toHaveTextContent(works.artwork.notify.on);
    await user.click(cancel!);
    await button(works.artwork.notify.set);
    expect(calls).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it.each(['sold', 'not_for_sale'] as const)(
    'makes no delivery promise on a %s work and offers similar works and following the artist',
    (status) => {
      renderWithApp(
        <BuyPanel
          artwork={artwork({ purchase_status: status, price: status === 'sold' ? won : null })}
        />,
        { language },
      );
      const panel = panelOf();
      expect(panel).not.toHaveTextContent(works.artwork.buy.assurance.delivery);
      expect(panel).not.toHaveTextContent(works.artwork.buy.assurance.storage);
      expect(panel).toHaveTextContent(works.artwork.buy.assurance.certificate);
      expect(screen.queryByTestId('buyer-protection')).toBeNull();
      const after = screen.getByTestId('buy-after');
      expect(after).toHaveTextContent(
        status === 'sold' ? works.artwork.after.sold : works.artwork.after.notForSale,
      );
      expect(
        within(after).getByRole('link', { name: works.artwork.after.similar }),
      ).toHaveAttribute('href', '#artwork-related');
      expect(within(after).getByRole('button', { name: /Kim Soyun|김소윤/ })).toBeInTheDocument();
    },
  );

  it('states the buyer protection beside Buy now, with its numbers and a link to the page', () => {
    renderWithApp(<BuyPanel artwork={artwork()} />, { language });
    const protection = screen.getByTestId('buyer-protection');
    expect(protection).toHaveTextContent(works.artwork.protection.covered);
    expect(protection).toHaveTextContent(
      works.artwork.protection.returns.replace(
        '{{changeOfMindDays}}',
        String(buyerProtection.changeOfMindDays),
      ),
    );
    expect(
      within(protection).getByRole('link', { name: works.artwork.protection.link }),
    ).toHaveAttribute('href', '/buyer-protection');
    expect(panelOf()).toHaveTextContent(works.artwork.buy.assurance.delivery);
  });
});
