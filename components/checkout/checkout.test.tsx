import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartAmounts,
  serveCheckout,
  type CheckoutServerOptions,
} from '@/api/testing/checkout-server';
import type { FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enCheckout from '@/locales/en/checkout.json';
import koCheckout from '@/locales/ko/checkout.json';
import type { CartDto, CouponDto } from '@/schemas/checkout-dto';
import { checkoutMessages, specifiedDateRange } from '@/rules/checkout-rules';
import type { CurrencyCode } from '@/rules/money';
import { CheckoutPage } from './checkout-page';
import { OrderTotals } from './order-totals';

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

const amounts = cartAmounts;

/** Changes every cart the fake server answers (e.g. normal delivery). */
let cartChanges: Partial<CartDto> = {};

/** The coupons the cart may use (GET applicable-coupons). */
let applicable: CouponDto[] = [];

let sent: FakeRequest[] = [];
function serve(currency: CurrencyCode, answer?: CheckoutServerOptions['answer']) {
  ({ sent } = serveCheckout({ currency, cart: cartChanges, coupons: applicable, answer }));
}

beforeEach(() => {
  sent = [];
  cartChanges = {};
  applicable = [];
  router.push.mockClear();
});

describe('the checkout messages', () => {
  it('has every key in both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix];
    expect(keys(koCheckout)).toEqual(keys(enCheckout));
  });

  it('shows the server messages word for word in English', () => {
    for (const [key, message] of Object.entries(enCheckout.messages)) {
      if (key === 'unknown') continue;
      expect(checkoutMessages[key as keyof typeof checkoutMessages]).toBe(message);
    }
  });
});

describe('OrderTotals', () => {
  const line = (key: string) =>
    screen.getByTestId('order-totals').querySelector(`[data-testid="amount-${key}"]`)?.textContent;

  it('shows the art price, the fees that apply, each coupon once, the total and the tax split', () => {
    renderWithApp(<OrderTotals amounts={amounts()} currency="krw" language="en" />);
    expect(line('artPrice')).toBe('Artwork price₩120,000');
    expect(line('delivery')).toBe('Delivery₩3,000');
    expect(line('frame')).toBeUndefined();
    expect(line('installation')).toBeUndefined();
    expect(line('artworkCoupon')).toBeUndefined();
    expect(line('additionalCoupon')).toBe('Additional coupon−₩500');
    expect(line('total')).toBe('Total₩122,500');
    expect(line('taxFree')).toBe('Tax-free amount₩120,000');
    expect(line('supply')).toBe('Supply amount₩2,273');
    expect(line('vat')).toBe('VAT₩227');
  });

  it('prints locked amounts exactly, the rate and when it was locked, and the KRW price for reference', () => {
    renderWithApp(
      <OrderTotals
        amounts={amounts({
          art_price: 8_571,
          delivery_fee: 214,
          additional_discount: 35,
          total: 8_750,
        })}
        currency="usd"
        language="en"
        rate={{ krwPerUnit: 1400, lockedAt: '2026-11-28T03:11:00Z', artPriceKrw: 120_000 }}
      />,
    );
    expect(line('total')).toBe('Total$87.50');
    expect(screen.getByTestId('locked-rate')).toHaveTextContent(
      '1 USD = 1,400 KRW · rate of 28 Nov 2026, 12:11 KST',
    );
    expect(screen.getByTestId('krw-reference')).toHaveTextContent('Artwork price in KRW: ₩120,000');
  });

  it('speaks Korean', () => {
    renderWithApp(<OrderTotals amounts={amounts()} currency="krw" language="ko" />, {
      language: 'ko',
    });
    expect(screen.getByTestId('order-totals')).toHaveTextContent('합계₩122,500');
    expect(line('additionalCoupon')).toBe('추가 쿠폰−₩500');
  });
});

describe('CheckoutPage', () => {
  it('offers the methods of the chosen currency: no Korean method in USD, with the notice', async () => {
    serve('usd');
    renderWithApp(<CheckoutPage cartId="cart-1" />, { state: { storedCurrency: 'usd' } });
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(3));
    const names = within(group)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).value);
    expect(names).toEqual(['card_intl', 'paypal', 'bitpay']);
    expect(group).toHaveTextContent('Cards and bank accounts issued in Korea cannot be used.');
    expect(sent.some((r) => r.url === '/store/cart/cart-1/pay-method/usd')).toBe(true);
  });

  describe("the coupon choices in the cart's currency (issue 19)", () => {
    const coupon = (over: Partial<CouponDto>): CouponDto => ({
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
      ...over,
    });
    const options = async (name: string) =>
      within(await screen.findByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);

    it('shows a USD cart each coupon in dollars at its locked rate, with KRW as the reference', async () => {
      applicable = [
        coupon({
          display: { currency_code: 'usd', off_amount: 1_071, max_amount: null },
        }),
        coupon({
          id: 'cc_2',
          kind: 'additional',
          title: 'Ten',
          discount_type: 'percent',
          off_amount: 10,
          max_amount: 50_000,
          display: { currency_code: 'usd', off_amount: null, max_amount: 3_571 },
        }),
      ];
      serve('usd');
      renderWithApp(<CheckoutPage cartId="cart-1" />, { state: { storedCurrency: 'usd' } });
      expect(await options('Artwork coupon')).toEqual([
        'No coupon',
        'Welcome · $10.71 off (₩15,000)',
      ]);
      expect(await options('Additional coupon')).toEqual([
        'No coupon',
        'Ten · 10% off · up to $35.71 (₩50,000)',
      ]);
    });

    it('shows a KRW cart the won alone, in Korean', async () => {
      applicable = [coupon({})];
      serve('krw');
      renderWithApp(<CheckoutPage cartId="cart-1" />, {
        language: 'ko',
        state: { storedCurrency: 'krw' },
      });
      expect(await options('작품 쿠폰')).toEqual(['쿠폰 선택 안 함', 'Welcome · ₩15,000 할인']);
    });
  });

  it('offers the Korean methods with KRW', async () => {
    serve('krw');
    renderWithApp(<CheckoutPage cartId="cart-1" />, { state: { storedCurrency: 'krw' } });
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(4));
    expect(within(group).getByRole('radio', { name: /Virtual account/ })).toBeInTheDocument();
  });

  it('requires the order consent before paying, then pays with one Idempotency-Key', async () => {
    serve('krw');
    const user = userEvent.setup();
    renderWithApp(<CheckoutPage cartId="cart-1" />, { state: { storedCurrency: 'krw' } });
    await user.click(await screen.findByRole('radio', { name: /Virtual account/ }));
    const pay = screen.getByRole('button', { name: 'Pay ₩122,500' });
    await user.click(pay);
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to the order terms.');
    expect(sent.some((r) => r.url.includes('/payment-session/'))).toBe(false);

    await user.click(screen.getByLabelText(enCheckout.consent.label));
    expect(screen.queryByText('Please agree to the order terms.')).toBeNull();
    await user.click(pay);
    await screen.findByText('Order number A1');
    const session = sent.find((r) => r.url.includes('/payment-session/'))!;
    const complete = sent.find((r) => r.url.includes('/complete/krw'))!;
    expect(JSON.parse(String(session.data))).toMatchObject({
      pay_method: 'vbank',
      order_consent: true,
    });
    const key = session.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[\w-]{8,}$/);
    expect(complete.headers.get('Idempotency-Key')).toBe(key);
  });

  it('keeps the total and a pay button at the foot of a phone screen that pays as the summary does', async () => {
    serve('krw');
    const user = userEvent.setup();
    renderWithApp(<CheckoutPage cartId="cart-1" />, { state: { storedCurrency: 'krw' } });
    const bar = await screen.findByRole('region', { name: enCheckout.payBar.label });
    expect(within(bar).getByTestId('pay-bar-total')).toHaveTextContent('₩122,500');
    const pay = within(bar).getByRole('button', { name: enCheckout.payBar.pay });
    // No method yet: disabled, as the summary's button is.
    expect(pay).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay ₩122,500' })).toBeDisabled();

    await user.click(await screen.findByRole('radio', { name: /Virtual account/ }));
    expect(pay).toBeEnabled();
    // Pressed without the consent: the buyer is taken to the box, nothing is paid.
    await user.click(pay);
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to the order terms.');
    expect(screen.getByLabelText(enCheckout.consent.label)).toHaveFocus();
    expect(sent.some((r) => r.url.includes('/payment-session/'))).toBe(false);

    await user.click(screen.getByLabelText(enCheckout.consent.label));
    await user.click(pay);
    await screen.findByText('Order number A1');
    expect(sent.filter((r) => r.url.includes('/payment-session/'))).toHaveLength(1);
    expect(
      JSON.parse(String(sent.find((r) => r.url.includes('/payment-session/'))!.data)),
    ).toMatchObject({ pay_method: 'vbank', order_consent: true });
  }, 20_000);

  it('names the pay bar in Korean', async () => {
    serve('krw');
    renderWithApp(<CheckoutPage cartId="cart-1" />, {
      language: 'ko',
      state: { storedCurrency: 'krw' },
    });
    const bar = await screen.findByRole('region', { name: koCheckout.payBar.label });
    expect(within(bar).getByText(koCheckout.payBar.total)).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: koCheckout.payBar.pay })).toBeInTheDocument();
  });

  it('lets the buyer name a delivery weekday, checked by the rule the server applies', async () => {
    cartChanges = { shipping_method: 'delivery' };
    serve('krw');
    const user = userEvent.setup();
    renderWithApp(<CheckoutPage cartId="cart-1" />, { state: { storedCurrency: 'krw' } });
    await user.click(await screen.findByRole('checkbox', { name: /Deliver on a date I choose/ }));
    expect(screen.getByText('+₩50,000')).toBeInTheDocument();
    const { earliest } = specifiedDateRange(new Date());
    // The first Saturday from the earliest day.
    let saturday = earliest;
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) {
      saturday = new Date(Date.parse(`${saturday}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10);
    }
    const input = screen.getByLabelText('Delivery date');
    await user.clear(input);
    await user.type(input, saturday);
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    expect(screen.getByRole('alert')).toHaveTextContent(checkoutMessages.specifiedDateNotWorkday);
    expect(sent.some((r) => r.url.endsWith('/shipping-method'))).toBe(false);
    await user.clear(input);
    await user.type(input, earliest);
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/shipping-method'))).toBe(true));
    const put = sent.find((r) => r.url.endsWith('/shipping-method'))!;
    expect(JSON.parse(String(put.data))).toEqual({
      shipping_method: 'delivery',
      specified_date: earliest,
      pickup_contact: null,
      // Insurance stays as the buyer left it (rules §9.28): off.
      insurance: false,
    });
  }, 20_000);

  it('sends a declined payment to /purchase-error with the reason', async () => {
    serve('usd', (request) =>
      request.url.includes('/complete/')
        ? {
            status: 402,
            data: {
              message: 'The card was declined.',
              code: 'PAYMENT_DECLINED',
              fields: { decline_code: 'card_declined' },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<CheckoutPage cartId="cart-1" />, { state: { storedCurrency: 'usd' } });
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    await user.type(screen.getByLabelText(enCheckout.payment.testCard), '4000000000000002');
    await user.click(screen.getByLabelText(enCheckout.consent.label));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/purchase-error?cart=cart-1&code=card_declined'),
    );
    const session = sent.find((r) => r.url.includes('/payment-session/'))!;
    expect(JSON.parse(String(session.data))).toMatchObject({
      test_card_number: '4000000000000002',
    });
  });
});

describe('the accepted bid checkout (ADR 0038, the one time policy)', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('names the payment deadline in Korea time, the same in New York, Seoul and UTC', async () => {
    // 21:38 in Korea, 07:38 in New York: the text of the offer-accepted e-mail too.
    cartChanges = {
      bid: { id: 'bid-1', amount: 800_000, payment_deadline: '2026-11-29T12:38:00.000Z' },
    };
    for (const [language, deadline] of [
      ['en', 'Pay by 29 Nov 2026, 21:38 KST;'],
      ['ko', '2026년 11월 29일 21:38 KST'],
    ] as const) {
      for (const zone of ['America/New_York', 'Asia/Seoul', 'UTC']) {
        process.env.TZ = zone;
        serve('krw');
        const { unmount } = renderWithApp(<CheckoutPage cartId="cart-1" />, {
          language,
          state: { storedCurrency: 'krw' },
        });
        const title = language === 'en' ? enCheckout.bid.title : koCheckout.bid.title;
        await screen.findByRole('heading', { name: title, level: 1 });
        expect(document.querySelector('header p')?.textContent).toContain(deadline);
        unmount();
      }
    }
  });
});
