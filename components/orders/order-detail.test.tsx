// Issue 5 order screens, part 1: the order detail's amounts (with the tax split), the virtual
// account while awaiting its deposit, the sale slip, the edition's name, the shipping track as a
// timeline, and the order detail page (the 404 of someone else's order). Cancel, history and
// coupons are in order-cancel-history.test.tsx.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import koOrders from '@/locales/ko/orders.json';
import { orderFixture } from '@/api/testing/order-fixture';
import type { OrderDto, ReceiptDto } from '@/schemas/checkout-dto';
import { checkoutMessages, shippingTracks } from '@/rules/checkout-rules';
import { OrderDetail, OrderDetailPage } from './order-detail-page';
import { SaleSlip, SaleSlipPage } from './sale-slip-page';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@/schemas/session-hint';
import { useAutoLogin } from '@/hooks/use-session';
import { ShippingTimeline } from './shipping-timeline';
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

describe('the order pages after a full page load (rules §4.1, ADR 0070)', () => {
  /** The shell's login check beside the page, as AppEffects runs it. */
  function WithLoginCheck({ children }: { children: ReactNode }) {
    useAutoLogin();
    return <>{children}</>;
  }
  const pageLoad = { state: { accessToken: null, loginCheckEnded: false } };
  const store = {
    store_name: 'Artmarket',
    representative: 'Kim',
    business_number: '1',
    address: 'Seoul',
  };

  afterEach(() => Cookies.remove(SIGNED_IN_HINT_COOKIE, { path: '/' }));

  beforeEach(() => {
    Cookies.set(SIGNED_IN_HINT_COOKIE, '1', { path: '/' });
    answer = (request) => {
      if (request.url === '/store/customer/refresh') {
        return { status: 200, data: { accessToken: 'fresh' } };
      }
      if (request.headers.get('Authorization') !== 'Bearer fresh') {
        return { status: 401, data: { message: 'Unauthorized' } };
      }
      return request.url.startsWith('/store/orders/receipt/')
        ? { status: 200, data: { store, order: paidCard, issued_at: '2026-11-24T03:00:00.000Z' } }
        : { status: 200, data: paidCard };
    };
  });

  it('waits for the session check, then shows the order, its one call carrying the token', async () => {
    renderOrders(
      <WithLoginCheck>
        <OrderDetailPage />
      </WithLoginCheck>,
      pageLoad,
    );
    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeVisible();
    expect(sent.map((r) => r.url)).toEqual(['/store/customer/refresh', '/store/orders/ord_1']);
  });

  it('waits for the session check, then shows the sale slip', async () => {
    router.asPath = '/sale-slip/ord_1';
    renderOrders(
      <WithLoginCheck>
        <SaleSlipPage />
      </WithLoginCheck>,
      pageLoad,
    );
    expect(await screen.findByTestId('document-number')).toBeVisible();
    expect(sent.map((r) => r.url)).toEqual([
      '/store/customer/refresh',
      '/store/orders/receipt/ord_1',
    ]);
    router.asPath = '/order-detail/ord_1';
  });

  it('sends a visitor the check finds signed out to sign-in, with the page to come back to', async () => {
    answer = () => ({ status: 401, data: { message: 'Unauthorized' } });
    renderOrders(
      <WithLoginCheck>
        <OrderDetailPage />
      </WithLoginCheck>,
      pageLoad,
    );
    await vi.waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/sign-in?before=%2Forder-detail%2Ford_1'),
    );
    expect(sent.map((r) => r.url)).toEqual(['/store/customer/refresh']);
  });
});
