// Issue 5 order screens, part 2: cancel before shipment (with the refund account a paid virtual
// account needs) and its details afterwards, the history tabs with the API's counts, and my
// coupons. The order detail is in order-detail.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withSignedInCustomer } from '@/api/testing/customer-fixture';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import enOrders from '@/locales/en/orders.json';
import koCommon from '@/locales/ko/common.json';
import koOrders from '@/locales/ko/orders.json';
import { orderFixture } from '@/api/testing/order-fixture';
import type { OrderDto, OrderHistoryDto } from '@/schemas/checkout-dto';
import { checkoutMessages } from '@/rules/checkout-rules';
import { resaleMessages } from '@/schemas/resale';
import { CancelOrderForm, validateCancel } from './cancel-order-form';
import { CouponsPage } from './coupons-page';
import { OrderDetail } from './order-detail-page';
import { OrderHistoryPage } from './order-history-page';
import { renderOrders } from '@/components/testing/render-orders';

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

const paidCard = orderFixture();

let sent: FakeRequest[] = [];
type Answer = { status: number; data: unknown };
let answer: (request: FakeRequest) => Answer = () => ({ status: 200, data: paidCard });

beforeEach(() => {
  sent = [];
  router.query = { orderId: 'ord_1' };
  router.replace.mockClear();
  answer = () => ({ status: 200, data: paidCard });
  fakeTransport.adapter = withSignedInCustomer(async (request) => {
    sent.push(request);
    return answer(request);
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
    // Masked the one way, as in the e-mail (rules §4.51).
    expect(within(details).getByText('Kookmin Bank ***-***-**9012 (Minji Kim)')).toBeVisible();
    expect(details).not.toHaveTextContent('789012');
    expect(within(details).getAllByText('₩1,110,000')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // The stamp, the refund as a line that leaves nothing, and no shipping progress (§4.48).
    expect(screen.getByTestId('stopped-stamp')).toHaveTextContent('Refunded25 Nov 2026, 12:00 KST');
    expect(screen.getByTestId('refund-line-paid')).toHaveTextContent('Paid₩1,110,000');
    expect(screen.getByTestId('refund-line-refund')).toHaveTextContent('−₩1,110,000');
    expect(screen.getByTestId('refund-line-balance')).toHaveTextContent('Balance₩0');
    expect(screen.queryByRole('list', { name: 'Shipping status' })).toBeNull();
    expect(screen.getByTestId('no-shipping')).toHaveTextContent(
      'This order was canceled: nothing will be shipped.',
    );
  });

  it('says a shipped order can no longer be cancelled here', () => {
    renderOrders(
      <OrderDetail order={{ ...paidCard, shipping_status: 'shipped', can_cancel: false }} />,
    );
    expect(screen.getByText(enOrders.cancel.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
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
    // My page's layout also reads the conversations' unread count; the history is read once.
    const historyReads = () => sent.filter((request) => request.url === '/store/customer/history');
    expect(historyReads()).toHaveLength(1);
    expect(historyReads()[0]!.params).toMatchObject({
      status: 'purchased',
      limit: 10,
      offset: 0,
    });

    await user.click(screen.getByRole('tab', { name: /Canceled/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /AM-20261124-0001/ })).toHaveAttribute(
        'href',
        '/order-detail/ord_2',
      ),
    );
    expect(historyReads().at(-1)!.params).toMatchObject({ status: 'canceled', offset: 0 });
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
