// Issue 5 order screens: the order detail's amounts (with the tax split), the shipping track as
// a timeline, the virtual account while awaiting its deposit, cancel before shipment (with the
// refund account a paid virtual account needs) and its details afterwards, the 404 of someone
// else's order, and the history tabs with the API's counts.
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import enOrders from '@/locales/en/orders.json';
import koCommon from '@/locales/ko/common.json';
import koOrders from '@/locales/ko/orders.json';
import { orderFixture } from '@/api/testing/order-fixture';
import type { OrderDto, OrderHistoryDto, ReceiptDto } from '@/schemas/checkout-dto';
import { checkoutMessages, shippingTracks } from '@/schemas/checkout-rules';
import type { Language } from '@/schemas/dto';
import { resaleMessages } from '@/schemas/resale';
import { activateStore, createAppStore, type AppState } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { CancelOrderForm, validateCancel } from './cancel-order-form';
import { CouponsPage } from './coupons-page';
import { OrderDetail, OrderDetailPage } from './order-detail-page';
import { OrderHistoryPage } from './order-history-page';
import { SaleSlip } from './sale-slip-page';
import { ShippingTimeline } from './shipping-timeline';
import { createTestI18n } from '@/components/testing/test-i18n';
import { I18nextProvider } from 'react-i18next';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/order-detail/[orderId]',
  asPath: '/order-detail/ord_1',
  query: { orderId: 'ord_1' } as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

function renderOrders(
  ui: ReactElement,
  { language = 'en', state }: { language?: Language; state?: Partial<AppState> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createAppStore({ language, accessToken: 'token', loginCheckEnded: true, ...state });
  activateStore(store);
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

const paidCard = orderFixture();

let sent: FakeRequest[] = [];
type Answer = { status: number; data: unknown };
let answer: (request: FakeRequest) => Answer = () => ({ status: 200, data: paidCard });

beforeEach(() => {
  sent = [];
  router.query = { orderId: 'ord_1' };
  router.replace.mockClear();
  answer = () => ({ status: 200, data: paidCard });
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    return answer(request);
  };
});

const amount = (key: string) =>
  screen.getByTestId(`amount-${key}`).querySelector('dd')!.textContent;

describe('order detail amounts', () => {
  it('lists the art price, fees, discount and total, with the tax split, in the order currency', () => {
    renderOrders(<OrderDetail order={paidCard} />);
    expect(amount('artPrice')).toBe('₩1,000,000');
    expect(amount('delivery')).toBe('₩60,000');
    expect(amount('frame')).toBe('₩150,000');
    expect(screen.queryByTestId('amount-installation')).toBeNull();
    expect(amount('artworkCoupon')).toBe('−₩100,000');
    expect(amount('total')).toBe('₩1,110,000');
    expect(amount('taxFree')).toBe('₩900,000');
    expect(amount('supply')).toBe('₩190,909');
    expect(amount('vat')).toBe('₩19,091');
  });

  it('shows the card, its approval number, the sale slip number and link once paid', () => {
    renderOrders(<OrderDetail order={paidCard} />);
    expect(screen.getByTestId('document-number').textContent).toBe('AM-2026-000042');
    expect(screen.getByText('Shinhan 9410-****-****-1234')).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sale slip' })).toHaveAttribute(
      'href',
      '/sale-slip/ord_1',
    );
  });

  it('shows the virtual account, its holder and deadline while awaiting the deposit, in Korean', () => {
    renderOrders(
      <OrderDetail
        order={{
          ...paidCard,
          status: 'awaiting_deposit',
          payment_method: 'vbank',
          card_name: null,
          card_number: null,
          approval_number: null,
          paid_at: null,
          bank: 'Shinhan Bank',
          account_number: '56201234567890',
          account_name: 'Art Market',
          deposit_deadline: '2026-11-24T02:00:00.000Z',
        }}
      />,
      { language: 'ko' },
    );
    expect(screen.getByTestId('order-status').textContent).toBe('입금 대기');
    expect(screen.getByTestId('vbank-account').textContent).toBe('56201234567890');
    // The gateway's English bank name, printed in Korean on a Korean page.
    expect(screen.getByText('신한은행')).toBeInTheDocument();
    expect(screen.getByText('Art Market')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 24일 11:00 KST')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '매출전표' })).toBeNull();
  });
});

describe('sale slip', () => {
  const store = {
    store_name: 'Artmarket',
    address: '1 Sejong-daero, Seoul',
    representative: 'Jiwoo Park',
    business_number: '123-45-67890',
  } as ReceiptDto['store'];

  it('names the buyer and how they paid', () => {
    renderOrders(
      <SaleSlip receipt={{ store, order: paidCard, issued_at: '2026-11-24T03:00:00.000Z' }} />,
    );
    expect(screen.getByText('Minji Kim')).toBeInTheDocument();
    expect(screen.getByText(/9410-\*{4}-\*{4}-1234/)).toBeInTheDocument();
    // The number and the time it was issued (at payment), not the time it is opened.
    expect(screen.getByTestId('document-number').textContent).toBe('AM-2026-000042');
    expect(screen.getByTestId('document-issued-at').textContent).toBe('24 Nov 2026, 12:00 KST');
  });

  it('shows the seller of a resale a private buyer and no payment details, in Korean', () => {
    const sellerView: OrderDto = {
      ...paidCard,
      buyer_name: '',
      card_name: null,
      card_number: null,
      approval_number: null,
      viewer: 'seller',
    };
    renderOrders(
      <SaleSlip receipt={{ store, order: sellerView, issued_at: '2026-11-24T03:00:00.000Z' }} />,
      { language: 'ko' },
    );
    expect(screen.getByText(koOrders.slip.privateBuyer)).toBeInTheDocument();
    expect(screen.queryByText(koOrders.payment.method)).toBeNull();
  });
});

describe("the edition's name (issue 19: one word across screens and documents)", () => {
  const store = {
    store_name: 'Artmarket',
    address: '1 Sejong-daero, Seoul',
    representative: 'Jiwoo Park',
    business_number: '123-45-67890',
  } as ReceiptDto['store'];
  const numbered: OrderDto = {
    ...paidCard,
    artwork: { ...paidCard.artwork!, edition_type: 'edition', edition_number: 3, edition_size: 10 },
  };
  const slip = (order: OrderDto) => (
    <SaleSlip receipt={{ store, order, issued_at: '2026-11-24T03:00:00.000Z' }} />
  );

  it.each([
    ['en', 'Unique work'],
    ['ko', '단일 작품'],
  ] as const)(
    'calls a unique work so on the order detail and the sale slip, never Edition 1 (%s)',
    (language, word) => {
      for (const ui of [<OrderDetail key="detail" order={paidCard} />, slip(paidCard)]) {
        const { unmount, container } = renderOrders(ui, { language });
        expect(container.textContent).toContain(word);
        expect(container.textContent).not.toMatch(/Edition 1|에디션 1|1\/1/);
        unmount();
      }
    },
  );

  it.each([
    ['en', 'Edition 3 of 10'],
    ['ko', '에디션 3/10'],
  ] as const)('numbers an edition with its size (%s)', (language, label) => {
    for (const ui of [<OrderDetail key="detail" order={numbered} />, slip(numbered)]) {
      const { unmount, container } = renderOrders(ui, { language });
      expect(container.textContent).toContain(label);
      unmount();
    }
  });
});

describe('shipping status timeline (rules §4 tracks)', () => {
  it('marks the steps behind as done, the current one, and the rest to come', () => {
    renderOrders(<ShippingTimeline track={shippingTracks.delivery} status="shipped" />);
    const steps = within(screen.getByRole('list', { name: 'Shipping status' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Preparing',
      'Ready to ship',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(steps.map((step) => step.dataset.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('follows the order own track: storage in Korean', () => {
    renderOrders(<ShippingTimeline track={shippingTracks.storage} status="in_storage" />, {
      language: 'ko',
    });
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[3]!.textContent).toBe('보관 중');
    expect(steps[3]!.dataset.state).toBe('current');
  });

  it('shows what storage means instead of an address and a delivery date', () => {
    // An order kept in storage, even one carrying an address and a date from before (rules §9).
    const stored: OrderDto = {
      ...paidCard,
      shipping_method: 'storage',
      shipping_status: 'in_storage',
      shipping_track: [...shippingTracks.storage],
    };
    renderOrders(<OrderDetail order={stored} />);
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.queryByText('Expected delivery')).toBeNull();
    expect(screen.queryByText(/Sejong-daero/)).toBeNull();
    expect(screen.getByText(/keeps the work in its storage, free of charge/)).toBeInTheDocument();
  });

  it('shows no progress for a cancelled order', () => {
    renderOrders(
      <ShippingTimeline track={shippingTracks.pickup} status="preparing_for_pick_up" stopped />,
    );
    expect(screen.getAllByRole('listitem').every((step) => step.dataset.state === 'upcoming')).toBe(
      true,
    );
  });
});

describe('cancel before shipment', () => {
  const paidVbank: OrderDto = { ...paidCard, payment_method: 'vbank', card_number: null };

  it('asks a paid virtual-account order for the refund account and sends nothing until valid', async () => {
    const user = userEvent.setup();
    const onCancelled = vi.fn();
    answer = () => ({ status: 200, data: { ...paidVbank, status: 'refunded' } });
    renderOrders(<CancelOrderForm order={paidVbank} onCancelled={onCancelled} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(screen.getByText('Please enter the bank.')).toBeInTheDocument();
    expect(screen.getByText('Please enter 6 to 30 digits.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the account holder.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Bank/), 'Kookmin Bank');
    await user.type(screen.getByLabelText(/^Account number/), '12ab');
    await user.type(screen.getByLabelText(/^Account holder/), 'Minji Kim');
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(screen.getByText('Please enter 6 to 30 digits.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the bank.')).toBeNull();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Account number/));
    await user.type(screen.getByLabelText(/^Account number/), '123-456-789012');
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledOnce());
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/store/orders/ord_1/cancel');
    expect(JSON.parse(String(sent[0]!.data))).toEqual({
      reason: '',
      refund_account: {
        bank: 'Kookmin Bank',
        account_number: '123-456-789012',
        holder: 'Minji Kim',
      },
    });
  });

  it('cancels a card order with no account, and says in Korean when the server refuses', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 409, data: { message: checkoutMessages.cancelNotAllowed } });
    renderOrders(<CancelOrderForm order={paidCard} onCancelled={vi.fn()} />, { language: 'ko' });
    await user.click(screen.getByRole('button', { name: '주문 취소' }));
    expect(screen.queryByLabelText(/^은행/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '이 주문 취소하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '작품이 발송되어 여기서는 주문을 취소할 수 없습니다.',
    );
    expect(JSON.parse(String(sent[0]!.data))).toEqual({ reason: '', refund_account: null });
  });

  it('says in Korean that a work on resale must be withdrawn before its order is cancelled', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 409, data: { message: resaleMessages.withdrawFirst } });
    renderOrders(<CancelOrderForm order={paidCard} onCancelled={vi.fn()} />, { language: 'ko' });
    await user.click(screen.getByRole('button', { name: '주문 취소' }));
    await user.click(screen.getByRole('button', { name: '이 주문 취소하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(koOrders.cancel.onResale);
  });

  it('validates with the server schema: a reason over 500 characters is refused', () => {
    const result = validateCancel(
      { reason: 'x'.repeat(501), bank: '', account_number: '', holder: '' },
      false,
    );
    expect(result).toEqual({ ok: false, errors: { reason: 'cancel.errors.reason' } });
  });

  it('shows the cancel and refund details once refunded, with no cancel action', () => {
    renderOrders(
      <OrderDetail
        order={{
          ...paidVbank,
          status: 'refunded',
          can_cancel: false,
          cancel_date: '2026-11-25T03:00:00.000Z',
          cancel_amount: 1_110_000,
          refund_info: {
            amount: 1_110_000,
            refunded_at: '2026-11-25T03:00:00.000Z',
            method: 'vbank',
            bank: 'Kookmin Bank',
            account_number: '123-456-789012',
            holder: 'Minji Kim',
          },
        }}
      />,
    );
    const details = screen.getByTestId('cancel-details');
    expect(within(details).getByText('Kookmin Bank · 123-456-789012 · Minji Kim')).toBeVisible();
    expect(within(details).getAllByText('₩1,110,000')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says a shipped order can no longer be cancelled here', () => {
    renderOrders(
      <OrderDetail order={{ ...paidCard, shipping_status: 'shipped', can_cancel: false }} />,
    );
    expect(screen.getByText(enOrders.cancel.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('order detail page', () => {
  it("answers someone else's order (404) with the not-found page", async () => {
    answer = () => ({ status: 404, data: { message: checkoutMessages.orderNotFound } });
    renderOrders(<OrderDetailPage />);
    expect(await screen.findByRole('heading', { name: 'Page is not found' })).toBeVisible();
    expect(sent[0]!.url).toBe('/store/orders/ord_1');
  });

  it('loads the order with the session', async () => {
    renderOrders(<OrderDetailPage />);
    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeVisible();
    expect(screen.getByText('Order no. AM-20261124-0001')).toBeInTheDocument();
  });
});

describe('history tabs (rules §2 transaction history)', () => {
  const history = (status: string, orders: OrderDto[]): OrderHistoryDto => ({
    status: status as OrderHistoryDto['status'],
    orders,
    count: orders.length,
    limit: 10,
    offset: 0,
    counts: { purchased: 3, sold: 0, canceled: 1, awaiting_deposit: 1, paid: 1, refunded: 0 },
  });

  it('shows the tabs with their counts, the orders linking to their detail, and switches tab', async () => {
    const user = userEvent.setup();
    router.query = { section: 'history' };
    answer = (request) => {
      const status = (request.params as { status?: string } | undefined)?.status;
      return {
        status: 200,
        data:
          status === 'canceled'
            ? history('canceled', [{ ...paidCard, id: 'ord_2', status: 'canceled' }])
            : history('purchased', [paidCard]),
      };
    };
    renderOrders(<OrderHistoryPage />);
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Purchased3',
        'Sold0',
        'Canceled1',
        'Awaiting deposit1',
        'Paid1',
        'Refunded0',
      ]),
    );
    expect(await screen.findByRole('link', { name: /AM-20261124-0001/ })).toHaveAttribute(
      'href',
      '/order-detail/ord_1',
    );
    expect(sent[0]!.url).toBe('/store/customer/history');
    expect(sent[0]!.params).toMatchObject({ status: 'purchased', limit: 10, offset: 0 });

    await user.click(screen.getByRole('tab', { name: /Canceled/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /AM-20261124-0001/ })).toHaveAttribute(
        'href',
        '/order-detail/ord_2',
      ),
    );
    expect(sent.at(-1)!.params).toMatchObject({ status: 'canceled', offset: 0 });
    expect(screen.getByRole('tab', { name: /Canceled/ })).toHaveAttribute('aria-selected', 'true');
    expect(router.replace).toHaveBeenCalledWith(
      '/my-page/history?status=canceled',
      undefined,
      expect.anything(),
    );
  });

  it('says so when a tab is empty, in Korean', async () => {
    router.query = { section: 'history', status: 'sold' };
    answer = () => ({ status: 200, data: history('sold', []) });
    renderOrders(<OrderHistoryPage />, { language: 'ko' });
    expect(await screen.findByText('아직 주문이 없습니다.')).toBeVisible();
    expect(screen.getByRole('tab', { name: /판매/ })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('my coupons (GET store/coupon/my-coupons)', () => {
  const coupon = {
    id: 'cc_1',
    coupon_id: 'cp_1',
    code: 'WELCOME10',
    kind: 'additional',
    discount_type: 'percent',
    off_amount: 10,
    max_amount: 50_000,
    display: null,
    title: 'Welcome coupon',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-31T14:59:59.000Z',
    all_artworks: false,
    status: 'available',
    used_at: null,
  };

  it('lists each coupon with its discount, cap, validity and the artworks it applies to', async () => {
    const user = userEvent.setup();
    router.query = { section: 'coupons' };
    answer = (request) =>
      request.url === '/store/coupon/cc_1/artworks'
        ? {
            status: 200,
            data: {
              coupon,
              all_artworks: false,
              artworks: [
                { id: 'aw_1', handle: 'blue-hour', title: 'Blue Hour', artist_name: 'Han Seoyeon' },
              ],
              count: 1,
              limit: 50,
              offset: 0,
            },
          }
        : {
            status: 200,
            data: {
              coupons: [
                coupon,
                {
                  ...coupon,
                  id: 'cc_2',
                  discount_type: 'fixed',
                  off_amount: 30_000,
                  max_amount: null,
                  kind: 'artwork',
                  all_artworks: true,
                  status: 'used',
                  used_at: '2026-11-20T03:00:00.000Z',
                },
              ],
              message: null,
              count: 2,
              limit: 20,
              offset: 0,
            },
          };
    renderOrders(<CouponsPage />);
    const cards = await screen.findAllByTestId('coupon');
    expect(cards[0]).toHaveTextContent('10% off');
    expect(cards[0]).toHaveTextContent('up to ₩50,000');
    expect(cards[0]).toHaveTextContent('Valid 1 Nov 2026 – 31 Dec 2026');
    expect(cards[1]).toHaveTextContent('₩30,000 off');
    expect(cards[1]).toHaveTextContent('Used on 20 Nov 2026');
    expect(cards[1]).toHaveTextContent('All artworks');
    expect(screen.queryByTestId('coupons-approximate')).toBeNull();
    await user.click(within(cards[0]!).getByRole('button', { name: 'Applicable artworks' }));
    expect(await within(cards[0]!).findByRole('link', { name: /Blue Hour/ })).toHaveAttribute(
      'href',
      '/work/blue-hour',
    );
  });

  it('shows a USD shopper the amounts in dollars, the KRW reference beside, as approximate', async () => {
    router.query = { section: 'coupons' };
    answer = () => ({
      status: 200,
      data: {
        coupons: [
          { ...coupon, display: { currency_code: 'usd', off_amount: null, max_amount: 3623 } },
          {
            ...coupon,
            id: 'cc_2',
            discount_type: 'fixed',
            off_amount: 15_000,
            max_amount: null,
            display: { currency_code: 'usd', off_amount: 1080, max_amount: null },
          },
        ],
        message: null,
        count: 2,
        limit: 20,
        offset: 0,
      },
    });
    renderOrders(<CouponsPage />);
    const cards = await screen.findAllByTestId('coupon');
    expect(cards[0]).toHaveTextContent('10% off');
    expect(cards[0]).toHaveTextContent('up to $36.23 (₩50,000)');
    expect(cards[1]).toHaveTextContent('$10.80 off (₩15,000)');
    expect(screen.getByTestId('coupons-approximate')).toHaveTextContent(
      /approximate, at today's rate; at checkout the coupon is converted at your order's exchange rate/,
    );
  });

  it('says the spec message when there are none (rules §8), in both languages', async () => {
    expect(enOrders.coupons.empty).toBe(checkoutMessages.noCoupons);
    expect(koOrders.coupons.empty).toBe(koCommon.apiMessages.noCoupons);
    answer = () => ({
      status: 200,
      data: { coupons: [], message: checkoutMessages.noCoupons, count: 0, limit: 20, offset: 0 },
    });
    renderOrders(<CouponsPage />, { language: 'ko' });
    expect(await screen.findByText(koCommon.apiMessages.noCoupons)).toBeVisible();
  });
});
