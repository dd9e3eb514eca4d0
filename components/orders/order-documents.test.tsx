// The seller's side of the documents (issue 31): a refunded sale's slip is stamped and its refund
// adds up to nothing (rules §4.48); a Korean slip paid in dollars prints the won amounts that add
// up, the dollars beside (§4.49); the order page shows the carrier, the number and its tracking
// link (§4.47).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderFixture } from '@/api/testing/order-fixture';
import { renderOrders } from '@/components/testing/render-orders';
import type { OrderDto, StoreInfoDto } from '@/schemas/checkout-dto';
import { readPrintedAmount } from '@/rules/order-lines';
import { OrderDetail } from './order-detail-page';
import { SaleSlip } from './sale-slip-page';

vi.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en',
    pathname: '/sale-slip/[orderId]',
    asPath: '/sale-slip/ord_1',
    query: { orderId: 'ord_1' },
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    events: { on: vi.fn(), off: vi.fn() },
  }),
}));

const store: StoreInfoDto = {
  store_name: '(주)아트마켓',
  address: '서울특별시 종로구 ●●길 ●●',
  representative: '홍길동',
  business_number: '123-45-67890',
};

const refunded: OrderDto = orderFixture({
  status: 'refunded',
  can_cancel: false,
  cancel_date: '2026-11-25T03:00:00.000Z',
  cancel_amount: 1_110_000,
  refund_info: {
    amount: 1_110_000,
    refunded_at: '2026-11-25T03:00:00.000Z',
    method: 'card_kr',
    bank: null,
    account_number: null,
    holder: null,
  },
});

// $2,120.00 at ₩1,412.50: a $2,000 work (tax-free) and $120 of fees (VAT inside).
const inDollars: OrderDto = orderFixture({
  currency_code: 'usd',
  krw_per_unit: 1412.5,
  art_price: 200_000,
  delivery_fee: 4_000,
  frame_fee: 8_000,
  artwork_discount: 0,
  discount_amount: 0,
  total: 212_000,
  tax_free_amount: 200_000,
  taxable_amount: 12_000,
  supply_amount: 10_909,
  vat: 1_091,
  payment_method: 'card_intl',
});

const slip = (order: OrderDto) => (
  <SaleSlip receipt={{ store, order, issued_at: '2026-11-24T01:00:00.000Z' }} />
);

describe('a canceled or refunded sale’s documents (rules §4.48)', () => {
  it('the slip carries the stamp and the refund lines, which add up to nothing', () => {
    renderOrders(slip(refunded));
    expect(screen.getByTestId('stopped-stamp')).toHaveTextContent('Refunded');
    const lines = screen.getByTestId('refund-lines');
    const value = (id: string) =>
      readPrintedAmount(within(lines).getByTestId(id).querySelector('dd')!.textContent!, 'krw');
    expect(value('refund-line-paid')).toBe(1_110_000);
    expect(value('refund-line-refund')).toBe(-1_110_000);
    expect(value('refund-line-paid') + value('refund-line-refund')).toBe(
      value('refund-line-balance'),
    );
    expect(value('refund-line-balance')).toBe(0);
    expect(screen.getByTestId('refund-line-refund')).toHaveTextContent('25 Nov 2026, 12:00 KST');
    expect(screen.getByTestId('slip-stopped-note')).toBeVisible();
  });

  it('says 취소 and 환불 on a Korean slip', () => {
    renderOrders(slip(refunded), { language: 'ko' });
    expect(screen.getByTestId('stopped-stamp')).toHaveTextContent('환불');
    expect(screen.getByTestId('refund-line-balance')).toHaveTextContent('잔액₩0');
  });

  it('a live sale’s slip has neither stamp nor refund lines', () => {
    renderOrders(slip(orderFixture()));
    expect(screen.queryByTestId('stopped-stamp')).toBeNull();
    expect(screen.queryByTestId('refund-lines')).toBeNull();
    expect(screen.queryByTestId('won-amounts')).toBeNull();
  });
});

describe('a sale slip paid in another currency prints the won amounts (rules §4.49)', () => {
  it('total, tax-free, supply and VAT in won at the locked rate, dollars beside, adding up', () => {
    renderOrders(slip(inDollars), { language: 'ko' });
    const won = screen.getByTestId('won-amounts');
    expect(within(won).getByRole('heading', { name: '원화 금액' })).toBeVisible();
    const cell = (row: string, column: number) =>
      within(won).getByTestId(row).querySelectorAll('td')[column]!.textContent!;
    expect(cell('won-total', 0)).toBe('₩2,994,500');
    expect(cell('won-total', 1)).toBe('$2,120.00');
    expect(cell('won-taxFree', 0)).toBe('₩2,825,000');
    expect(cell('won-supply', 0)).toBe('₩154,091');
    expect(cell('won-vat', 0)).toBe('₩15,409');
    const sum = ['won-taxFree', 'won-supply', 'won-vat']
      .map((row) => readPrintedAmount(cell(row, 0), 'krw'))
      .reduce((a, b) => a + b);
    expect(sum).toBe(readPrintedAmount(cell('won-total', 0), 'krw'));
    expect(won).toHaveTextContent('1 USD = 1,412.50원');
  });
});

describe('the shipment on the order page (rules §4.47)', () => {
  it('names the carrier, the number and links to the carrier’s tracking page', () => {
    renderOrders(
      <OrderDetail
        order={orderFixture({
          shipping_status: 'shipped',
          can_cancel: false,
          shipment: {
            carrier: 'cj',
            tracking_number: '678912345678',
            tracking_url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=678912345678',
          },
        })}
      />,
      { language: 'ko' },
    );
    expect(screen.getByText('CJ대한통운')).toBeVisible();
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('678912345678');
    const link = screen.getByRole('link', { name: /배송 조회/ });
    expect(link).toHaveAttribute(
      'href',
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=678912345678',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
