import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveCheckout, type CheckoutServerOptions } from '@/api/testing/checkout-server';
import type { FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enAccount from '@/locales/en/account.json';
import enCheckout from '@/locales/en/checkout.json';
import koAccount from '@/locales/ko/account.json';
import koCheckout from '@/locales/ko/checkout.json';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
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

let sent: FakeRequest[] = [];
const words = {
  en: { checkout: enCheckout, account: enAccount },
  ko: { checkout: koCheckout, account: koAccount },
} as const;

function open(language: 'en' | 'ko', options: Partial<CheckoutServerOptions> = {}) {
  router.locale = language;
  ({ sent } = serveCheckout({ currency: 'krw', ...options }));
  renderWithApp(<CheckoutPage cartId="cart-1" />, {
    language,
    state: { storedCurrency: 'krw' },
  });
}

const seoul: ShippingAddressDto = {
  id: 'addr-1',
  postal_code: '06236',
  street_address: '152 Teheran-ro, Gangnam-gu, Seoul',
  detail_address: '3F',
  phone_number: '01012345678',
  nickname: 'Office',
  country: 'KR',
  is_default: true,
  created_at: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => {
  sent = [];
});

describe.each(['en', 'ko'] as const)('the checkout’s address step (%s)', (language) => {
  const { checkout, account } = words[language];

  it('chooses an address added at checkout by its id, with no refusal in the summary', async () => {
    open(language, {
      cart: { shipping_address_id: null, shipping_address: null, shipping_method: 'delivery' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: checkout.address.add }));
    await user.type(screen.getByLabelText(account.address.postalCode), '06236');
    await user.type(
      screen.getByLabelText(account.address.street),
      '152 Teheran-ro, Gangnam-gu, Seoul',
    );
    await user.type(screen.getByLabelText(account.address.phone), '01012345678');
    await user.click(screen.getByRole('button', { name: account.address.save }));

    await waitFor(() =>
      expect(
        sent.filter((r) => r.method === 'PUT' && r.url.endsWith('/cart/cart-1/shipping-address')),
      ).toHaveLength(1),
    );
    const chosen = sent.find((r) => r.url.endsWith('/cart/cart-1/shipping-address'));
    expect(JSON.parse(String(chosen?.data))).toEqual({ shipping_address_id: 'addr-1' });
    const summary = screen.getByRole('complementary', { name: checkout.summary.title });
    await waitFor(() => expect(within(summary).queryByRole('alert')).toBeNull());
    expect(document.body.textContent).not.toMatch(/shipping_address_id/);
    // The address is there; what Pay still waits for is the payment method, said beside it.
    expect(await within(summary).findByTestId('pay-blocked')).toHaveTextContent(
      checkout.payBlocked.payMethod,
    );
  }, 20_000);

  it('never shows a request check’s field name: the summary says it in the page’s language', async () => {
    open(language, {
      addresses: [seoul],
      answer: (request) =>
        request.url.endsWith('/cart/cart-1/shipping-address')
          ? {
              status: 400,
              data: { message: 'shipping_address_id is required', code: 'VALIDATION' },
            }
          : undefined,
      cart: { shipping_address_id: null, shipping_address: null },
    });
    const summary = await screen.findByRole('complementary', { name: checkout.summary.title });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(checkout.messages.unknown);
    expect(document.body.textContent).not.toMatch(/shipping_address_id/);
  }, 20_000);

  it('says beside a greyed Pay that delivery needs an address, then that a method is missing', async () => {
    open(language, {
      cart: { shipping_address_id: null, shipping_address: null, shipping_method: 'delivery' },
    });
    const summary = await screen.findByRole('complementary', { name: checkout.summary.title });
    const pay = within(summary).getByRole('button', { name: /₩122,500/ });
    expect(pay).toBeDisabled();
    expect(await within(summary).findByTestId('pay-blocked')).toHaveTextContent(
      checkout.payBlocked.address,
    );
    expect(pay).toHaveAccessibleDescription(checkout.payBlocked.address);
  }, 20_000);

  it('enables Pay once a method is chosen, with nothing said beside it', async () => {
    open(language);
    const user = userEvent.setup();
    const summary = await screen.findByRole('complementary', { name: checkout.summary.title });
    expect(await within(summary).findByTestId('pay-blocked')).toHaveTextContent(
      checkout.payBlocked.payMethod,
    );
    await user.click(
      await screen.findByRole('radio', { name: new RegExp(checkout.payment.methods.vbank) }),
    );
    await waitFor(() => expect(within(summary).queryByTestId('pay-blocked')).toBeNull());
    expect(within(summary).getByRole('button', { name: /₩122,500/ })).toBeEnabled();
  }, 20_000);
});
