// Issue 19: the operator fulfils from /admin. The order page shows where the work goes (address
// with its country and phone, the requested date), what goes with it (frame, installation, extra
// works), the customer (e-mail, phone, their note), payment and refund, in both languages; the
// consignment review shows the owner's condition note and photos, each opening larger.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/i18n/test-i18n';
import enAdmin from '@/locales/en/admin.json';
import koAdmin from '@/locales/ko/admin.json';
import { orderFixture } from '@/api/testing/order-fixture';
import type { AdminOrderDto } from '@/schemas/back-office-dto';
import { shippingTracks } from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import type { ResaleRequestDto } from '@/schemas/resale-dto';
import { activateStore, createAppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { OrderView } from './order-detail-page';
import { ResaleRow } from './resale-review-page';

vi.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en',
    pathname: '/admin/[[...path]]',
    asPath: '/admin/orders/ord_1',
    query: { path: ['orders', 'ord_1'] },
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    events: { on: vi.fn(), off: vi.fn() },
  }),
}));

function renderAdmin(ui: ReactElement, language: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createAppStore({ language, accessToken: 'token', loginCheckEnded: true });
  activateStore(store);
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

// A delivery with everything an operator has to arrange: a named date, a premium frame, rail
// installation of the work and two more, an instalment card payment.
const base = orderFixture();
const order: AdminOrderDto = {
  ...base,
  artwork: { ...base.artwork!, frame_size: 'Framed: 62 × 72 cm' },
  specified_date_fee: 30_000,
  frame_fee: 350_000,
  installation_fee: 250_000,
  artwork_discount: 0,
  discount_amount: 0,
  total: 1_690_000,
  tax_free_amount: 1_000_000,
  taxable_amount: 690_000,
  supply_amount: 627_273,
  vat: 62_727,
  shipping_status: 'preparing_for_ship',
  shipping_address: {
    id: 'ad_1',
    postal_code: '04524',
    street_address: '110 Sejong-daero, Jung-gu, Seoul',
    detail_address: '3F',
    phone_number: '01012345678',
    nickname: null,
    country: 'KR',
  },
  specified_date: '2026-12-21',
  frame: 'premium',
  installation: 'rail_wire',
  extra_installs: 2,
  installment_months: 3,
  document_number: 'AM-2026-000001',
  customer_id: 'cus_1',
  customer: {
    id: 'cus_1',
    first_name: 'Minji',
    last_name: 'Kim',
    email: 'minji@example.com',
    country_code: '+82',
    phone: '01098765432',
    language: 'ko',
  },
  cancel_reason: null,
  next_shipping_status: 'ready_for_shipping',
  can_confirm_deposit: false,
  can_advance_shipping: true,
};

const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).closest('div')!.querySelector('dd')!
    .textContent;

describe('the /admin order page: what fulfilling it needs', () => {
  it('shows where the work goes and when: recipient, address with country, its phone, the requested date', () => {
    renderAdmin(<OrderView order={order} />);
    const destination = screen.getByTestId('fulfil-destination');
    expect(fact(destination, 'Shipping method')).toBe('Normal delivery');
    expect(fact(destination, 'Recipient')).toBe('Minji Kim');
    expect(within(destination).getByTestId('fulfil-address')).toHaveTextContent(
      '110 Sejong-daero, Jung-gu, Seoul, 3F04524 · South Korea',
    );
    expect(within(destination).getByRole('link', { name: '01012345678' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    expect(fact(destination, 'Requested date')).toBe('21 Dec 2026');
    expect(fact(destination, 'Expected delivery')).toBe('8 Dec 2026');
    expect(within(destination).getByRole('button', { name: 'Copy address' })).toBeVisible();
  });

  it('names a unique work "Unique work" beside the order, never Edition 1, in both languages', () => {
    renderAdmin(<OrderView order={order} />);
    expect(fact(screen.getByTestId('order-facts'), 'Edition')).toBe('Unique work');
    cleanup();
    renderAdmin(<OrderView order={order} />, 'ko');
    expect(fact(screen.getByTestId('order-facts'), '에디션')).toBe('단일 작품');
  });

  it('shows the frame, the installation and the extra works to hang, with the work’s size', () => {
    renderAdmin(<OrderView order={order} />);
    const services = screen.getByTestId('fulfil-services');
    expect(services).toHaveTextContent('50 × 60 cm · Framed: 62 × 72 cm');
    expect(fact(services, 'Frame')).toBe('Premium frame');
    expect(fact(services, 'Installation')).toBe('Picture rail and wire');
    expect(fact(services, 'Extra works to hang')).toBe('+2 extra works');
  });

  it('shows the customer’s e-mail, confirmed phone and notice language, and the payment', () => {
    renderAdmin(<OrderView order={order} />);
    const customer = screen.getByTestId('fulfil-customer');
    expect(within(customer).getByRole('link', { name: 'minji@example.com' })).toHaveAttribute(
      'href',
      'mailto:minji@example.com',
    );
    expect(within(customer).getByRole('link', { name: '+82 01098765432' })).toHaveAttribute(
      'href',
      'tel:+8201098765432',
    );
    expect(fact(customer, 'Notices in')).toBe('Korean');
    expect(fact(customer, 'Customer’s note')).toBe('None');
    const payment = screen.getByTestId('fulfil-payment');
    expect(fact(payment, 'Card')).toBe('Shinhan 9410-****-****-1234');
    expect(fact(payment, 'Installments')).toBe('3 months');
    expect(fact(payment, 'Approval number')).toBe('12345678');
    expect(fact(payment, 'Paid on')).toBe('24 Nov 2026, 10:00 KST');
    expect(screen.queryByTestId('fulfil-refund')).toBeNull();
  });

  it('says a stored work goes nowhere and a pick-up carries the buyer’s note', () => {
    const { unmount } = renderAdmin(
      <OrderView
        order={{
          ...order,
          shipping_method: 'storage',
          shipping_track: [...shippingTracks.storage],
        }}
      />,
    );
    const stored = screen.getByTestId('fulfil-destination');
    expect(stored).toHaveTextContent(enAdmin.order.fulfil.storage);
    expect(within(stored).queryByTestId('fulfil-address')).toBeNull();
    unmount();
    renderAdmin(
      <OrderView
        order={{
          ...order,
          shipping_method: 'pickup',
          shipping_track: [...shippingTracks.pickup],
          pickup_contact: 'Collecting on Saturday with a van',
        }}
      />,
    );
    expect(screen.getByTestId('fulfil-destination')).toHaveTextContent(enAdmin.order.fulfil.pickup);
    expect(fact(screen.getByTestId('fulfil-customer'), 'Customer’s note')).toBe(
      'Collecting on Saturday with a van',
    );
  });

  it('shows the refund: amount, time, account and the reason', () => {
    renderAdmin(
      <OrderView
        order={{
          ...order,
          payment_method: 'vbank',
          status: 'refunded',
          card_name: null,
          card_number: null,
          can_cancel: false,
          cancel_date: '2026-11-25T03:00:00.000Z',
          cancel_amount: 1_690_000,
          cancel_reason: 'Frame arrived cracked',
          refund_info: {
            amount: 1_690_000,
            refunded_at: '2026-11-25T03:00:00.000Z',
            method: 'vbank',
            bank: 'shinhan',
            account_number: '110123456789',
            holder: 'Kim Minji',
          },
        }}
      />,
    );
    const refund = screen.getByTestId('fulfil-refund');
    expect(fact(refund, 'Refund amount')).toBe('₩1,690,000');
    expect(fact(refund, 'Refunded on')).toBe('25 Nov 2026, 12:00 KST');
    // Masked as everywhere (rules §4.51): the operator entered it; the refund is recorded.
    expect(fact(refund, 'Refunded to')).toBe('Shinhan Bank ********6789 (Kim Minji)');
    expect(fact(refund, 'Reason')).toBe('Frame arrived cracked');
  });

  it('reads in Korean', () => {
    renderAdmin(<OrderView order={order} />, 'ko');
    const k = koAdmin.order.fulfil;
    expect(screen.getByRole('heading', { name: k.title })).toBeVisible();
    const destination = screen.getByTestId('fulfil-destination');
    expect(within(destination).getByTestId('fulfil-address')).toHaveTextContent('대한민국');
    expect(fact(destination, k.requestedDate)).toBe('2026년 12월 21일');
    const services = screen.getByTestId('fulfil-services');
    expect(fact(services, '액자')).toBe('프리미엄 액자');
    expect(fact(services, k.extraWorks)).toBe('추가 작품 2점');
    expect(fact(screen.getByTestId('fulfil-customer'), k.language)).toBe('한국어');
  });
});

const consignment: ResaleRequestDto = {
  id: 'rs_1',
  kind: 'consignment',
  status: 'reviewing',
  edition_id: 'ed_1',
  edition_number: 1,
  artwork: order.artwork,
  desired_price: 2_000_000,
  listing_price: null,
  operator_note: null,
  rejection_reason: null,
  condition: 'good',
  condition_note: 'A light scratch on the lower left of the frame',
  photos: ['/media/uploads/front.jpg', 'https://example.com/back.jpg'],
  handover: 'delivery',
  order_id: null,
  can_confirm: false,
  can_withdraw: true,
  created_at: '2026-11-24T00:58:00.000Z',
  proposed_at: null,
  listed_at: null,
  closed_at: null,
};

describe('the consignment review', () => {
  it('shows the owner’s condition, note and photos; a thumbnail opens the photo larger and steps on', async () => {
    const user = userEvent.setup();
    renderAdmin(<ResaleRow request={consignment} />);
    expect(screen.getByTestId('consign-condition')).toHaveTextContent(
      'Condition: Good · Handover: the owner delivers it',
    );
    expect(screen.getByTestId('consign-note')).toHaveTextContent(
      'A light scratch on the lower left of the frame',
    );
    const thumbs = within(screen.getByTestId('consign-photos')).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/media/uploads/front_200px.webp',
      'https://example.com/back.jpg',
    ]);
    await user.click(screen.getByRole('button', { name: 'Open Photo 1 of 2, Blue Hour larger' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2, Blue Hour' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/uploads/front.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Photo 2 of 2, Blue Hour' })).getByRole('img'),
    ).toHaveAttribute('src', 'https://example.com/back.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when a consignment came without photos, and shows none for a plain resale', () => {
    const { unmount } = renderAdmin(<ResaleRow request={{ ...consignment, photos: [] }} />);
    expect(screen.getByText(enAdmin.resale.noPhotos)).toBeVisible();
    unmount();
    renderAdmin(
      <ResaleRow
        request={{
          ...consignment,
          kind: 'resale',
          photos: [],
          condition: null,
          condition_note: null,
          handover: null,
        }}
      />,
    );
    expect(screen.queryByText(enAdmin.resale.noPhotos)).toBeNull();
    expect(screen.queryByTestId('consign-photos')).toBeNull();
  });

  it('reads in Korean', () => {
    renderAdmin(<ResaleRow request={consignment} />, 'ko');
    expect(screen.getByTestId('consign-condition')).toHaveTextContent(
      '상태: 양호 · 인계: 소유자가 직접 보냄',
    );
    expect(screen.getByText(koAdmin.resale.ownerNote)).toBeVisible();
    expect(screen.getByRole('list', { name: koAdmin.resale.photos })).toBeVisible();
  });
});

describe('the review asks before it lists, proposes or rejects (rules §4.52)', () => {
  it('says what listing at once does, and Go back lists nothing', async () => {
    const user = userEvent.setup();
    renderAdmin(<ResaleRow request={consignment} />);
    await user.clear(screen.getByLabelText(enAdmin.resale.price));
    await user.type(screen.getByLabelText(enAdmin.resale.price), '2500000');
    await user.click(screen.getByRole('button', { name: enAdmin.resale.approve }));
    const dialog = screen.getByRole('dialog', { name: 'List “Blue Hour” at ₩2,500,000?' });
    expect(dialog).toHaveAccessibleDescription(
      /The work goes on sale at once at ₩2,500,000, without the owner confirming the price/,
    );
    expect(within(dialog).getByRole('button', { name: enAdmin.resale.approve })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the price proposed, and the reason a rejection sends, in Korean', async () => {
    const user = userEvent.setup();
    renderAdmin(<ResaleRow request={consignment} />, 'ko');
    await user.click(screen.getByRole('button', { name: '가격 제안' }));
    expect(
      screen.getByRole('dialog', { name: '“Blue Hour”에 ₩2,000,000을(를) 제안할까요?' }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('거절 사유'), '진품 확인 불가');
    await user.click(screen.getByRole('button', { name: '거절' }));
    const dialog = screen.getByRole('dialog', { name: '“Blue Hour” 요청을 거절할까요?' });
    expect(dialog).toHaveAccessibleDescription(/“진품 확인 불가”/);
    expect(within(dialog).getByRole('button', { name: '거절' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  });
});
