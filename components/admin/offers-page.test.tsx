// /admin/offers for both roles: an operator reads every offer with filters and answers those of
// galleries without a partner account (others read-only); a partner answers its gallery's; each
// answer after a confirmation that says what it does; amounts in won with the bidder's currency.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bidFixture } from '@/api/testing/bid-fixture';
import { withSignedInCustomer } from '@/api/testing/customer-fixture';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enAdmin from '@/locales/en/admin.json';
import enBids from '@/locales/en/bids.json';
import koAdmin from '@/locales/ko/admin.json';
import koBids from '@/locales/ko/bids.json';
import type { BackOfficeRole } from '@/schemas/back-office';
import type { BidDto } from '@/schemas/bid-dto';
import { OffersPage } from './offers-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/admin/[[...path]]',
  asPath: '/admin/offers',
  query: { path: ['offers'] } as Record<string, string | string[]>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  prefetch: vi.fn(() => Promise.resolve()),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

let sent: FakeRequest[] = [];
let roles: BackOfficeRole[];
let offers: BidDto[];

const storeAnswers = bidFixture({
  id: 'bid_store',
  listing: 'gallery_without_partner',
  answerer: { kind: 'store', name: 'Artmarket', for_gallery: 'Foundry Seongsu' },
  amount: { amount: 750_000, currency: 'usd' },
  amount_krw: 10_593_750,
  list_price_krw: 14_000_000,
  can_accept: true,
});
const galleryAnswers = bidFixture({ id: 'bid_gallery', can_accept: false });

beforeEach(() => {
  sent = [];
  router.query = { path: ['offers'] };
  router.replace.mockClear();
  fakeTransport.adapter = withSignedInCustomer(async (request) => {
    sent.push(request);
    if (request.url === '/admin/me')
      return {
        status: 200,
        data: {
          customer_id: 'c9',
          email: 'staff@artmarket.example',
          first_name: 'Staff',
          last_name: 'Kim',
          roles,
          institutions: roles.includes('partner') ? [{ id: 'in_ieum', name: 'Gallery Ieum' }] : [],
        },
      };
    if (request.url === '/admin/offers')
      return { status: 200, data: { bids: offers, count: offers.length, limit: 20, offset: 0 } };
    if (request.url === '/admin/institutions')
      return {
        status: 200,
        data: {
          institutions: [
            { id: 'in_foundry', name_en: 'Foundry Seongsu', name_ko: '파운드리 성수' },
          ],
          count: 1,
          limit: 200,
          offset: 0,
        },
      };
    if (request.url?.endsWith('/accept') || request.url?.endsWith('/decline'))
      return { status: 200, data: offers[0] };
    return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
  });
});

describe.each([
  ['en', enAdmin, enBids],
  ['ko', koAdmin, koBids],
] as const)('the offers screen (%s)', (language, admin, bids) => {
  it('gives an operator every offer with filters, answerable only where Artmarket answers', async () => {
    router.locale = language;
    roles = ['operator'];
    offers = [storeAnswers, galleryAnswers];
    const user = userEvent.setup();
    renderWithApp(<OffersPage />, {
      language,
      state: { accessToken: 'token', loginCheckEnded: true },
    });
    const rows = await screen.findAllByTestId('partner-offer');
    expect(screen.getByRole('heading', { name: admin.offers.title, level: 1 })).toBeVisible();
    expect(screen.getByLabelText(admin.offers.filters.answerer)).toBeInTheDocument();
    expect(screen.getByLabelText(admin.offers.filters.gallery)).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('offer-amount')).toHaveTextContent(
      '₩10,593,750 · $7,500.00',
    );
    expect(within(rows[0]!).getByTestId('offer-answerer')).toHaveTextContent(
      bids.offer.answersBy.store.replace('{{gallery}}', 'Foundry Seongsu'),
    );
    expect(rows[0]).toHaveTextContent(bids.offer.priceThen.replace('{{amount}}', '₩14,000,000'));
    // The gallery's own offer is read-only for the operator.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByTestId('offer-read-only')).toHaveTextContent(
      admin.offers.readOnly,
    );

    await user.selectOptions(screen.getByLabelText(admin.offers.filters.answerer), 'store');
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { answerer: 'store' } }),
      undefined,
      { shallow: true },
    );

    await user.click(within(rows[0]!).getByRole('button', { name: admin.offers.decline }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(
      bids.offer.confirm.declineTitle.replace('{{amount}}', '₩10,593,750 · $7,500.00'),
    );
    expect(sent.some((r) => r.url?.endsWith('/decline'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: bids.offer.confirm.decline }));
    await waitFor(() =>
      expect(sent.some((r) => r.url === '/admin/offers/bid_store/decline')).toBe(true),
    );
  });

  it('lets a partner answer its gallery’s offer after a confirmation, with no operator filters', async () => {
    router.locale = language;
    roles = ['partner'];
    offers = [
      { ...galleryAnswers, can_accept: true, other_pending: 1 },
      bidFixture({ id: 'bid_other', bidder_name: 'Jisoo Lee', can_accept: true }),
    ];
    const user = userEvent.setup();
    renderWithApp(<OffersPage />, {
      language,
      state: { accessToken: 'token', loginCheckEnded: true },
    });
    const rows = await screen.findAllByTestId('partner-offer');
    expect(screen.queryByLabelText(admin.offers.filters.answerer)).toBeNull();
    expect(within(rows[0]!).queryByTestId('offer-answerer')).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: admin.offers.accept }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      language === 'en'
        ? 'The other pending offer on this edition is declined, and the work is held for Mina Park for 48 hours to pay. This cannot be undone.'
        : '이 에디션에 대기 중인 다른 오퍼 1건은 거절되고, 작품은 Mina Park 님을 위해 48시간 동안 보류됩니다. 되돌릴 수 없습니다.',
    );
    await user.click(within(dialog).getByRole('button', { name: bids.offer.confirm.accept }));
    await waitFor(() =>
      expect(sent.some((r) => r.url === '/admin/offers/bid_gallery/accept')).toBe(true),
    );
  });
});
