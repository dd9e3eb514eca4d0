// rules §9.22 on the checkout: a payment refused because the cart's rate lock expired says what
// changed, in the visitor's language, shows the re-priced cart and is paid by pressing Pay again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAmounts, cartFixture, serveCheckout } from '@/api/testing/checkout-server';
import type { FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enCheckout from '@/locales/en/checkout.json';
import koCheckout from '@/locales/ko/checkout.json';
import { checkoutMessages } from '@/rules/checkout-rules';
import { CheckoutPage } from './checkout-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/purchase/[cartId]',
  asPath: '/purchase/cart-1',
  query: {} as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  back: vi.fn(),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const relockedAt = '2026-11-23T01:00:00.000Z';
/** The cart as the server re-priced it: 1 THB = 20 KRW, ฿16,500.00. */
const repricedCart = cartFixture('thb', {
  exchange_rate: {
    krw_per_unit: 20,
    locked_at: relockedAt,
    expires_at: '2026-11-23T01:30:00.000Z',
  },
  amounts: cartAmounts({ total: 1_650_000 }),
});

let sent: FakeRequest[] = [];

/** The store refuses the first payment with RATE_CHANGED and answers the re-priced cart after. */
function serveStaleCart() {
  let refused = false;
  ({ sent } = serveCheckout({
    currency: 'thb',
    answer: (request) => {
      if (request.url.includes('/payment-session/') && !refused) {
        refused = true;
        return {
          status: 409,
          data: {
            message: checkoutMessages.rateChanged,
            code: 'RATE_CHANGED',
            fields: {
              currency_code: 'thb',
              previous_total: '122500',
              total: '1650000',
              krw_per_unit: '20',
              rate_locked_at: relockedAt,
            },
          },
        };
      }
      if (refused && request.url === '/store/cart/cart-1')
        return { status: 200, data: repricedCart };
      return undefined;
    },
  }));
}

beforeEach(() => {
  router.push.mockClear();
});

describe('a cart re-priced at today’s rate (rules §9.22)', () => {
  it.each([
    {
      language: 'en' as const,
      text: enCheckout,
      notice:
        'The exchange rate changed: the total was ฿1,225.00, now ฿16,500.00 at 1 THB = 20 KRW (rate of 23 Nov 2026, 10:00 KST). Review and pay again.',
      pay: /^Pay ฿16,500\.00/,
    },
    {
      language: 'ko' as const,
      text: koCheckout,
      notice:
        '환율이 바뀌었습니다. 합계가 ฿1,225.00에서 ฿16,500.00(으)로 바뀌었습니다(1 THB = 20원, 2026년 11월 23일 10:00 KST 기준). 확인하신 뒤 다시 결제해 주세요.',
      pay: /฿16,500\.00 결제하기/,
    },
  ])(
    'in $language: says what changed, shows the new total, and pays it when Pay is pressed again',
    async ({ language, text, notice, pay }) => {
      serveStaleCart();
      const user = userEvent.setup();
      renderWithApp(<CheckoutPage cartId="cart-1" />, {
        language,
        state: { storedCurrency: 'thb' },
      });
      await user.click(
        await screen.findByRole('radio', {
          name: (name) => name.startsWith(text.payment.methods.card_intl),
        }),
      );
      await user.click(screen.getByLabelText(text.consent.label));
      await user.click(screen.getByRole('button', { name: /฿1,225\.00/ }));
      expect(await screen.findByText(notice)).toHaveAttribute('role', 'alert');
      // Nothing was completed: the refused session made no charge.
      expect(sent.some((r) => r.url.includes('/complete/'))).toBe(false);
      // The cart was read again: its new total is on the button.
      const payAgain = await screen.findByRole('button', { name: pay });
      await user.click(payAgain);
      await waitFor(() => expect(sent.some((r) => r.url.includes('/complete/'))).toBe(true));
      const sessions = sent.filter((r) => r.url.includes('/payment-session/'));
      expect(sessions).toHaveLength(2);
      // A new attempt: the refused one's Idempotency-Key would replay the refusal.
      const keyOf = (r: FakeRequest) => r.headers.get('Idempotency-Key');
      expect(keyOf(sessions[0]!)).toBeTruthy();
      expect(keyOf(sessions[1]!)).not.toBe(keyOf(sessions[0]!));
    },
    20_000,
  );
});
