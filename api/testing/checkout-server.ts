// Test helper: a fake store answering the checkout's calls (fake-transport.ts), for component
// tests: a cart of one ₩120,000 unique work kept in storage, priced in the currency asked for,
// the spec's pay methods for that currency, and the coupons and addresses given. Every request is
// recorded in `sent`; `answer` lets a test answer one call itself (or fall through to the store).
import type { CartDto, CouponDto, OrderDto, PayMethodDto } from '@/schemas/checkout-dto';
import {
  checkoutMessages,
  payMethodOffered,
  payMethods,
  specifiedDateRange,
} from '@/rules/checkout-rules';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import type { CurrencyCode } from '@/rules/money';
import type { OrderAmounts } from '@/rules/order-pricing';
import { fakeTransport, type FakeRequest, type FakeResponse } from './fake-transport';

export const cartAmounts = (over: Partial<OrderAmounts> = {}): OrderAmounts => ({
  art_price: 120_000,
  delivery_fee: 3_000,
  insurance_fee: 0,
  specified_date_fee: 0,
  frame_fee: 0,
  installation_fee: 0,
  extra_works_fee: 0,
  artwork_discount: 0,
  additional_discount: 500,
  discount_amount: 500,
  total: 122_500,
  supply_amount: 2_273,
  vat: 227,
  tax_free_amount: 120_000,
  taxable_amount: 2_500,
  ...over,
});

export function cartFixture(currency: CurrencyCode, patch: Partial<CartDto> = {}): CartDto {
  return {
    cart_id: 'cart-1',
    status: 'open',
    currency_code: currency,
    exchange_rate: {
      krw_per_unit: currency === 'krw' ? 1 : 1400,
      locked_at: '2026-11-23T00:00:00Z',
      expires_at: currency === 'krw' ? null : '2026-11-23T00:30:00Z',
    },
    art_price_krw: 120_000,
    artwork: {
      id: 'art-1',
      handle: 'blue-hour',
      title: 'Blue Hour',
      artist_name: 'Ara Han',
      medium: 'Oil on canvas',
      year: 2024,
      width_cm: 50,
      height_cm: 60,
      frame_size: null,
      image: null,
      edition_id: 'ed-1',
      edition_number: 1,
      edition_type: 'unique',
      edition_size: 1,
      vat_taxable: false,
    },
    shipping_address_id: 'addr-1',
    shipping_address: null,
    shipping_method: 'storage',
    specified_date: null,
    specified_date_fee: currency === 'krw' ? 50_000 : 3_571,
    specified_date_range: specifiedDateRange(new Date()),
    pickup_contact: null,
    insurance: false,
    insurance_included: false,
    insurance_fee: 0,
    duties_estimate: null,
    shipping_options: [
      { value: 'delivery', fee: 3_000, available: true, reason: null },
      { value: 'storage', fee: 0, available: true, reason: null },
      { value: 'pickup', fee: 0, available: true, reason: null },
    ],
    frame: 'none',
    frame_options: [{ value: 'none', fee: 0, available: true, reason: null }],
    installation: 'none',
    installation_options: [{ value: 'none', fee: 0, available: true, reason: null }],
    extra_installs: 0,
    extra_install_fee: 0,
    coupons: { artwork: null, additional: null },
    amounts: cartAmounts(),
    expected_delivery_days: 14,
    order_id: null,
    version: 1,
    ...patch,
  };
}

/** What GET pay-method/{currency} answers: the spec's methods for the currency. */
export function payMethodList(currency: CurrencyCode): PayMethodDto[] {
  return payMethods
    .filter((code) => payMethodOffered(code, currency))
    .map((code) => ({
      code,
      name: code,
      korean: code === 'card_kr' || code === 'transfer' || code === 'vbank',
      installments: [],
      deferred: code === 'vbank',
      notice: code === 'card_intl' ? checkoutMessages.nonKoreanCardNotice : null,
    }));
}

export interface CheckoutServerOptions {
  currency: CurrencyCode;
  /** Changes every cart the store answers (e.g. normal delivery). */
  cart?: Partial<CartDto>;
  /** The coupons the cart may use (GET applicable-coupons). */
  coupons?: CouponDto[];
  addresses?: ShippingAddressDto[];
  /** Answers a call before the store does; undefined lets the store answer. */
  answer?: (request: FakeRequest) => Promise<FakeResponse | undefined> | FakeResponse | undefined;
}

const paidOrder = (currency: CurrencyCode): Partial<OrderDto> => ({
  id: 'order-1',
  order_number: 'A1',
  status: 'paid',
  total: 122_500,
  currency_code: currency,
});

/** Installs the fake store; its `sent` lists every request as it went out. */
export function serveCheckout(options: CheckoutServerOptions) {
  const { currency, coupons = [] } = options;
  const addresses = [...(options.addresses ?? [])];
  const sent: FakeRequest[] = [];
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    const own = await options.answer?.(request);
    if (own) return own;
    const url = request.url;
    if (url.includes('/pay-method/')) {
      const asked = url.split('/').pop() as CurrencyCode;
      return {
        status: 200,
        data: { currency_code: asked, total: 0, pay_methods: payMethodList(asked) },
      };
    }
    // The address book as the store keeps it: an added address answers `{ shipping_address }`.
    if (url.includes('/shipping-address') && !url.startsWith('/store/cart/')) {
      if (request.method === 'POST') {
        const body = JSON.parse(String(request.data)) as Omit<ShippingAddressDto, 'id'>;
        const added = { ...body, id: `addr-${addresses.length + 1}` } as ShippingAddressDto;
        addresses.push(added);
        return { status: 200, data: { shipping_address: added } };
      }
      return { status: 200, data: { shipping_addresses: addresses } };
    }
    // The cart's address is asked by id, as the store's request check asks it.
    if (url.startsWith('/store/cart/') && url.endsWith('/shipping-address')) {
      const { shipping_address_id: id } = JSON.parse(String(request.data ?? '{}')) as {
        shipping_address_id?: string;
      };
      if (!id)
        return {
          status: 400,
          data: { message: 'shipping_address_id is required', code: 'VALIDATION' },
        };
      const chosen = addresses.find((address) => address.id === id) ?? null;
      return {
        status: 200,
        data: cartFixture(currency, {
          ...options.cart,
          shipping_address_id: id,
          shipping_address: chosen,
        }),
      };
    }
    if (url.includes('/applicable-coupons/'))
      return {
        status: 200,
        data: {
          coupons,
          message: coupons.length ? null : checkoutMessages.noCoupons,
          count: coupons.length,
        },
      };
    if (url.includes('/payment-session/'))
      return {
        status: 200,
        data: { payment_session: { id: 'ps-1' }, cart: cartFixture(currency, options.cart) },
      };
    if (url.includes('/complete/') || url.startsWith('/store/orders/'))
      return { status: 200, data: paidOrder(currency) };
    return { status: 200, data: cartFixture(currency, options.cart) };
  };
  return { sent };
}
