import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveCheckout, type CheckoutServerOptions } from '@/api/testing/checkout-server';
import type { FakeRequest, FakeResponse } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enCheckout from '@/locales/en/checkout.json';
import type { CouponDto } from '@/schemas/checkout-dto';
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

let sent: FakeRequest[] = [];
function open(options: Partial<CheckoutServerOptions> = {}) {
  ({ sent } = serveCheckout({ currency: 'krw', ...options }));
  renderWithApp(<CheckoutPage cartId="cart-1" />, { state: { storedCurrency: 'krw' } });
}

/** A call the test answers when it chooses. */
function held() {
  let release: (answer?: FakeResponse) => void = () => undefined;
  const answer = new Promise<FakeResponse | undefined>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

const bodyOf = (request: FakeRequest | undefined) => JSON.parse(String(request?.data));

beforeEach(() => {
  sent = [];
});

describe('the payment methods', () => {
  it('say they are loading, not that there are none, until the store answers', async () => {
    const methods = held();
    open({
      answer: (request) => (request.url.includes('/pay-method/') ? methods.answer : undefined),
    });
    await screen.findByRole('heading', { name: enCheckout.title, level: 1 });
    expect(await screen.findByText(enCheckout.payment.loading)).toBeInTheDocument();
    expect(screen.queryByText(enCheckout.payment.none)).toBeNull();
    methods.release();
    const group = await screen.findByRole('radiogroup', { name: enCheckout.payment.title });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByText(enCheckout.payment.loading)).toBeNull();
  }, 20_000);

  it('say there are none when the store offers none', async () => {
    open({
      answer: (request) =>
        request.url.includes('/pay-method/')
          ? { status: 200, data: { currency_code: 'krw', total: 0, pay_methods: [] } }
          : undefined,
    });
    expect(await screen.findByText(enCheckout.payment.none)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₩122,500' })).toBeDisabled();
  }, 20_000);
});

describe('the payment attempt (ADR 0019)', () => {
  it('resends its Idempotency-Key after a lost answer and makes a new one once the method changes', async () => {
    let lost = 2;
    open({
      answer: (request) => {
        if (request.url.includes('/complete/') && lost > 0) {
          lost -= 1;
          throw new Error('Network Error');
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Virtual account/ }));
    await user.click(screen.getByLabelText(enCheckout.consent.label));
    const pay = screen.getByRole('button', { name: 'Pay ₩122,500' });
    const sessionKeys = () =>
      sent
        .filter((r) => r.url.includes('/payment-session/'))
        .map((r) => r.headers.get('Idempotency-Key'));

    await user.click(pay);
    // No answer came: the summary says so, and the next press is the same attempt.
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(pay);
    await waitFor(() => expect(sessionKeys()).toHaveLength(2));
    expect(sessionKeys()[1]).toBe(sessionKeys()[0]);

    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await user.click(pay);
    await screen.findByText('Order number A1');
    const keys = sessionKeys();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(bodyOf(sent.filter((r) => r.url.includes('/payment-session/'))[2])).toMatchObject({
      pay_method: 'transfer',
      order_consent: true,
    });
  }, 20_000);
});

describe('the delivery options', () => {
  it('wait for the pick-up request before saving pick-up, then save it with the request', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pick-up/ }));
    expect(screen.getByRole('radio', { name: /Pick-up/ })).toBeChecked();
    expect(sent.some((r) => r.url.endsWith('/shipping-method'))).toBe(false);
    await user.type(
      screen.getByLabelText(enCheckout.shipping.pickupContact),
      'Weekday mornings, please',
    );
    await user.click(screen.getByRole('button', { name: enCheckout.shipping.save }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/shipping-method'))).toBe(true));
    expect(bodyOf(sent.find((r) => r.url.endsWith('/shipping-method')))).toEqual({
      shipping_method: 'pickup',
      specified_date: null,
      pickup_contact: 'Weekday mornings, please',
      insurance: false,
    });
  }, 20_000);

  it('hold every choice while a change is saved', async () => {
    const save = held();
    open({
      answer: (request) => (request.url.endsWith('/shipping-method') ? save.answer : undefined),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Normal delivery/ }));
    const group = screen.getByRole('radiogroup', { name: enCheckout.shipping.title });
    await waitFor(() =>
      within(group)
        .getAllByRole('radio')
        .forEach((radio) => expect(radio).toBeDisabled()),
    );
    expect(screen.getByRole('combobox', { name: enCheckout.frame.frame })).toBeDisabled();
    save.release();
    await waitFor(() =>
      within(group)
        .getAllByRole('radio')
        .forEach((radio) => expect(radio).toBeEnabled()),
    );
  }, 20_000);
});

describe('delivery insurance and duties (rules §9.27–9.28)', () => {
  it('offers insurance with normal delivery in Korea and saves the choice with the method', async () => {
    const user = userEvent.setup();
    open({ cart: { shipping_method: 'delivery', insurance: false, insurance_fee: 10_000 } });
    const insure = await screen.findByRole('checkbox', {
      name: new RegExp(enCheckout.shipping.insuranceChoose.replace(/[()]/g, '\\$&')),
    });
    expect(insure).toHaveAccessibleName(/\+₩10,000/);
    await user.click(insure);
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/shipping-method'))).toBe(true));
    expect(bodyOf(sent.find((r) => r.url.endsWith('/shipping-method')))).toEqual({
      shipping_method: 'delivery',
      specified_date: null,
      pickup_contact: null,
      insurance: true,
    });
  }, 20_000);

  it('shows the insurance included abroad and the duties as an estimate not charged here', async () => {
    open({
      cart: {
        shipping_method: 'international',
        insurance: true,
        insurance_included: true,
        insurance_fee: 20_000,
        duties_estimate: {
          destination: 'DE',
          duty: 0,
          import_tax: 189_700,
          total: 189_700,
          total_krw: 189_700,
        },
        shipping_options: [
          {
            value: 'delivery',
            fee: 0,
            available: false,
            reason: checkoutMessages.domesticDeliveryOnly,
          },
          { value: 'international', fee: 690_000, available: true, reason: null },
          { value: 'storage', fee: 0, available: true, reason: null },
          { value: 'pickup', fee: 0, available: true, reason: null },
        ],
      },
    });
    const terms = await screen.findByTestId('abroad-terms');
    expect(
      screen.getByRole('radio', { name: new RegExp(`^${enCheckout.shipping.international}`) }),
    ).toBeChecked();
    expect(
      within(terms).getByText(enCheckout.shipping.insuranceIncluded).nextSibling,
    ).toHaveTextContent('₩20,000');
    expect(
      within(terms).getByText(enCheckout.shipping.dutiesEstimate).nextSibling,
    ).toHaveTextContent('₩189,700');
    expect(within(terms).getByText(enCheckout.shipping.dutiesNote)).toBeInTheDocument();
    // The normal-delivery radio is named apart: a selector for it matches it alone.
    expect(
      screen.getAllByRole('radio', { name: new RegExp(enCheckout.shipping.delivery) }),
    ).toHaveLength(1);
  }, 20_000);
});

describe('the coupons', () => {
  const coupon: CouponDto = {
    id: 'cc_1',
    coupon_id: 'cp_1',
    code: 'WELCOME',
    kind: 'artwork',
    discount_type: 'fixed',
    off_amount: 15_000,
    max_amount: null,
    display: null,
    title: 'Welcome',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    all_artworks: true,
    status: 'available',
    used_at: null,
  };

  it('apply the chosen ones and show a refusal in the summary', async () => {
    open({
      coupons: [coupon],
      answer: (request) =>
        request.url.includes('/coupon-apply/')
          ? {
              status: 400,
              data: { message: checkoutMessages.couponNotApplicable, code: 'BAD_REQUEST' },
            }
          : undefined,
    });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: enCheckout.coupon.artwork }),
      'cc_1',
    );
    await user.click(screen.getByRole('button', { name: enCheckout.coupon.apply }));
    const summary = screen.getByRole('complementary', { name: enCheckout.summary.title });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      enCheckout.messages.couponNotApplicable,
    );
    expect(bodyOf(sent.find((r) => r.url.includes('/coupon-apply/')))).toEqual({
      artwork_coupon_id: 'cc_1',
      additional_coupon_id: null,
    });
  }, 20_000);
});
