// My page › Offer: the bidder's offers with who answers them and why they closed; the owner's
// received offers in won with the bidder's currency beside, answered after a confirmation that
// says what the answer does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bidFixture } from '@/api/testing/bid-fixture';
import { withSignedInCustomer } from '@/api/testing/customer-fixture';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enBids from '@/locales/en/bids.json';
import koBids from '@/locales/ko/bids.json';
import type { BidDto } from '@/schemas/bid-dto';
import { OfferPage } from './offer-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/my-page/[section]',
  asPath: '/my-page/offer',
  query: { section: 'offer' } as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

let sent: FakeRequest[] = [];
let boxes: Record<'offered' | 'received', BidDto[]> = { offered: [], received: [] };

beforeEach(() => {
  sent = [];
  fakeTransport.adapter = withSignedInCustomer(async (request) => {
    sent.push(request);
    const box = /bids\/(offered|received)$/.exec(request.url ?? '')?.[1] as
      'offered' | 'received' | undefined;
    if (box)
      return {
        status: 200,
        data: { bids: boxes[box], count: boxes[box].length, limit: 20, offset: 0 },
      };
    if (request.url?.endsWith('/bid/accept'))
      return { status: 200, data: { ...boxes.received[0], status: 'accepted' } };
    return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
  });
});

const signedIn = (language: 'en' | 'ko') => ({
  language,
  state: { accessToken: 'token', loginCheckEnded: true },
});

describe.each([
  ['en', enBids],
  ['ko', koBids],
] as const)('my page › offer (%s)', (language, words) => {
  it('shows the bidder why an offer closed and who answers an open one', async () => {
    router.locale = language;
    boxes = {
      offered: [
        bidFixture({ id: 'b1', status: 'canceled', close_reason: 'bought' }),
        bidFixture({ id: 'b2', status: 'declined', close_reason: 'sold' }),
        bidFixture({
          id: 'b3',
          listing: 'resale',
          answerer: { kind: 'owner', name: null, for_gallery: null },
        }),
      ],
      received: [],
    };
    renderWithApp(<OfferPage />, signedIn(language));
    const rows = await screen.findAllByTestId('offer');
    expect(within(rows[0]!).getByTestId('offer-status')).toHaveTextContent(
      words.offer.closed.bought,
    );
    expect(within(rows[1]!).getByTestId('offer-status')).toHaveTextContent(words.offer.closed.sold);
    expect(within(rows[2]!).getByTestId('offer-answerer')).toHaveTextContent(
      words.offer.answersBy.owner,
    );
    expect(within(rows[0]!).queryByTestId('offer-answerer')).toBeNull();
  });

  it('shows an owner a received offer in won with the bidder’s currency, and confirms the accept', async () => {
    router.locale = language;
    boxes = {
      offered: [],
      received: [
        bidFixture({ id: 'b1', can_accept: true, other_pending: 2 }),
        bidFixture({ id: 'b2', can_accept: true, bidder_name: 'Jisoo Lee' }),
        bidFixture({ id: 'b3', can_accept: true, bidder_name: 'Hana Kim' }),
      ],
    };
    const user = userEvent.setup();
    renderWithApp(<OfferPage />, signedIn(language));
    await user.click(await screen.findByRole('tab', { name: words.offer.tabs.received }));
    const [row] = await screen.findAllByTestId('offer');
    expect(within(row!).getByTestId('offer-amount')).toHaveTextContent('₩2,540,000 · $1,800.00');
    expect(row).toHaveTextContent(words.offer.priceThen.replace('{{amount}}', '₩3,000,000'));

    await user.click(within(row!).getByRole('button', { name: words.offer.accept }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      language === 'en'
        ? 'The other 2 pending offers on this edition are declined, and the work is held for Mina Park for 48 hours to pay. This cannot be undone.'
        : '이 에디션에 대기 중인 다른 오퍼 2건은 거절되고, 작품은 Mina Park 님을 위해 48시간 동안 보류됩니다. 되돌릴 수 없습니다.',
    );
    // Going back sends nothing.
    await user.click(within(dialog).getByRole('button', { name: words.offer.confirm.back }));
    expect(sent.some((r) => r.url?.endsWith('/bid/accept'))).toBe(false);

    await user.click(within(row!).getByRole('button', { name: words.offer.accept }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: words.offer.confirm.accept,
      }),
    );
    await waitFor(() => expect(sent.some((r) => r.url?.endsWith('/bid/accept'))).toBe(true));
    expect(JSON.parse(String(sent.find((r) => r.url?.endsWith('/bid/accept'))?.data))).toEqual({
      bid_id: 'b1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
