// rules §2.5, §6.3: /my-page/membership explains the Pink Rock membership, lets a customer pay the
// plan the server keeps with the methods it offers, and shows a member their membership and badge.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { customerFixture } from '@/api/testing/customer-fixture';
import { renderWithApp } from '@/components/testing/render-with-app';
import type { PinkRockPlanListDto } from '@/schemas/checkout-dto';
import type { MembershipDto } from '@/schemas/customer-dto';
import { MembershipPage } from './membership-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/my-page/[section]',
  asPath: '/my-page/membership',
  query: { section: 'membership' } as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const method = (code: string, name: string, installments: number[] = []) => ({
  code,
  name,
  korean: code !== 'card_intl',
  installments,
  deferred: false,
  notice: null,
});
const plans: PinkRockPlanListDto = {
  plans: [
    {
      id: 'annual',
      name: 'Pink Rock annual membership',
      months: 12,
      price_krw: 300_000,
      price: 300_000,
      currency_code: 'krw',
      pay_methods: [
        method('card_kr', 'Credit card', [0, 2, 3]),
        method('transfer', 'Bank transfer'),
      ] as PinkRockPlanListDto['plans'][number]['pay_methods'],
    },
  ],
};
const pinkRock: MembershipDto = {
  badge_type: 'pink_rock',
  granted_at: '2026-11-22T03:00:00.000Z',
  expires_at: '2099-11-22T03:00:00.000Z',
};

let sent: FakeRequest[] = [];
let memberships: MembershipDto[] = [];
let payment: { status: number; data: unknown } = { status: 200, data: {} };

beforeEach(() => {
  sent = [];
  memberships = [];
  payment = {
    status: 200,
    data: {
      payment: { id: 'pay_1', amount: 300_000, currency_code: 'krw', pay_method: 'card_kr' },
      membership: pinkRock,
    },
  };
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    if (request.url === '/store/customer/info') {
      return { status: 200, data: customerFixture({ memberships }) };
    }
    if (request.url === '/store/customer/pink-rock/plans') return { status: 200, data: plans };
    if (request.url === '/store/customer/pink-rock/payment/annual') {
      if (payment.status === 200) memberships = [pinkRock];
      return payment;
    }
    return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
  };
});

const signedIn = { state: { accessToken: 'token', loginCheckEnded: true } };

describe('my page membership', () => {
  it('explains the plan the server keeps and pays it by card; the member badge follows', async () => {
    const user = userEvent.setup();
    renderWithApp(<MembershipPage />, signedIn);
    expect(await screen.findByRole('heading', { name: 'Membership', level: 1 })).toBeVisible();
    const plan = await screen.findByTestId('pink-rock-plan');
    expect(within(plan).getByText('Pink Rock annual membership')).toBeVisible();
    expect(within(plan).getByText('₩300,000')).toBeVisible();
    expect(within(plan).getByText('for 12 months')).toBeVisible();
    expect(screen.getByText(/coupons Artmarket issues to Pink Rock members/)).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Virtual account/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay ₩300,000' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a payment method.');

    await user.click(screen.getByRole('radio', { name: /Korean credit card/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₩300,000' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Welcome to Pink Rock. A confirmation has been sent to minji@example.com.',
    );
    const pay = sent.find((r) => r.method === 'POST')!;
    expect(JSON.parse(pay.data as string)).toEqual({
      pay_method: 'card_kr',
      installment_months: 0,
    });
    expect(pay.headers.get('Idempotency-Key')).toBeTruthy();

    const member = await screen.findByTestId('pink-rock-member');
    expect(within(member).getByText('You are a Pink Rock member.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    const badges = screen.getAllByRole('list', { name: 'Your memberships' });
    expect(badges.length).toBeGreaterThanOrEqual(1);
    for (const list of badges) expect(within(list).getByText('Pink Rock')).toBeVisible();
  }, 20_000);

  it('says why a card was declined, in Korean, and keeps the buy form', async () => {
    payment = {
      status: 402,
      data: {
        message: 'The card was declined.',
        code: 'PAYMENT_DECLINED',
        fields: { decline_code: 'card_declined' },
      },
    };
    const user = userEvent.setup();
    renderWithApp(<MembershipPage />, { ...signedIn, language: 'ko' });
    expect(await screen.findByRole('heading', { name: '멤버십', level: 1 })).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /국내 신용카드/ }));
    await user.click(screen.getByRole('button', { name: '₩300,000 결제하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('카드 결제가 거절되었습니다.');
    expect(screen.getByRole('button', { name: '₩300,000 결제하기' })).toBeEnabled();
    expect(screen.queryByTestId('pink-rock-member')).not.toBeInTheDocument();
  }, 20_000);

  it('shows an existing member their membership, not a buy button', async () => {
    memberships = [pinkRock];
    renderWithApp(<MembershipPage />, signedIn);
    const member = await screen.findByTestId('pink-rock-member');
    expect(within(member).getByText('Valid until')).toBeVisible();
    expect(within(member).getByText(/22 Nov 2099, 12:00 KST/)).toBeVisible();
    expect(within(member).getByRole('link', { name: 'See my coupons' })).toHaveAttribute(
      'href',
      '/my-page/coupons',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });
});
