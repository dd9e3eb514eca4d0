// Issue 19 "one money layout": for orders as buyers make them (coupons fixed and percentage,
// frame, installation, extra works, each currency), the order detail, the sale slip and the
// checkout's completion print lines that add up on their face: the figures are read from the
// rendered page, as a reader would, and summed.
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompletionView } from '@/components/checkout/checkout-complete';
import { renderWithApp } from '@/components/testing/render-with-app';
import type { OrderDto } from '@/schemas/checkout-dto';
import { shippingTracks } from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import { currencyCodes, type CurrencyCode } from '@/rules/money';
import { readPrintedAmount } from '@/rules/order-lines';
import { SELLER_LEGAL_NAME } from '@/rules/seller';
import { generatedOrder, type GeneratedOrder } from '@/schemas/testing/generated-orders';
import { OrderDetail } from './order-detail-page';
import { SaleSlip } from './sale-slip-page';

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

// The completion scrolls to its top, which jsdom does not do.
beforeAll(() => {
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

function orderOf({ currency, krwPerUnit, extraInstalls, amounts }: GeneratedOrder): OrderDto {
  return {
    id: 'ord_1',
    order_number: 'AM-20261127-7KQ3M9XA',
    item_name: 'Han Seoyeon, Blue Hour',
    buyer_name: 'Minji Kim',
    currency_code: currency,
    krw_per_unit: krwPerUnit,
    rate_locked_at: '2026-11-27T05:30:00.000Z',
    status: 'paid',
    artwork: null,
    ...amounts,
    shipping_method: 'delivery',
    shipping_status: 'preparing_for_ship',
    shipping_track: [...shippingTracks.delivery],
    shipping_address: null,
    specified_date: null,
    pickup_contact: null,
    frame: amounts.frame_fee > 0 ? 'standard' : 'none',
    installation: amounts.installation_fee > 0 ? 'standard' : 'none',
    extra_installs: extraInstalls,
    payment_method: 'card_kr',
    deposit_deadline: null,
    bank: null,
    account_number: null,
    account_name: null,
    card_name: 'Shinhan',
    card_number: '9410-****-****-1234',
    installment_months: 0,
    approval_number: '12345678',
    paid_at: '2026-11-27T01:00:00.000Z',
    document_number: 'AM-2026-000123',
    document_issued_at: '2026-11-27T01:00:00.000Z',
    expected_delivery_date: '2026-12-11',
    cancel_date: null,
    cancel_amount: null,
    refund_info: null,
    shipment: null,
    can_cancel: true,
    created_at: '2026-11-27T00:58:00.000Z',
    viewer: 'buyer',
    resale_settlement: null,
  };
}

/** The printed figures of the amounts on the page: each line, the total and the tax split. */
function printedFigures(currency: CurrencyCode) {
  const table = screen.getByTestId('order-amounts');
  const read = (row: HTMLElement) =>
    readPrintedAmount(row.querySelector('dd')!.textContent!, currency);
  const [list, taxList] = Array.from(table.querySelectorAll('dl'));
  const rows = Array.from(list!.children) as HTMLElement[];
  const total = rows.find((row) => row.dataset.testid === 'amount-total')!;
  return {
    lines: rows.filter((row) => row !== total).map(read),
    labels: rows.filter((row) => row !== total).map((row) => row.querySelector('dt')!.textContent),
    total: read(total),
    tax: taxList ? (Array.from(taxList.children) as HTMLElement[]).map(read) : null,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const screens = {
  'order detail': (order: OrderDto) => <OrderDetail order={order} />,
  'sale slip': (order: OrderDto) => (
    <SaleSlip
      receipt={{
        store: {
          store_name: SELLER_LEGAL_NAME.en,
          address: '●●, Jongno-gu, Seoul',
          representative: 'K. ●●●',
          business_number: '000-00-00000',
        },
        order,
        issued_at: order.document_issued_at!,
      }}
    />
  ),
  completion: (order: OrderDto) => <CompletionView order={order} />,
};

describe.each(Object.entries(screens))('the %s', (_, view) => {
  it('prints lines that add up to the printed total, in every currency and both languages', () => {
    fc.assert(
      fc.property(
        generatedOrder(currencyCodes),
        fc.constantFrom<Language>('en', 'ko'),
        (generated, language) => {
          const order = orderOf(generated);
          renderWithApp(view(order), { language });
          const printed = printedFigures(order.currency_code);
          expect(printed.total).toBe(order.total);
          expect(sum(printed.lines)).toBe(printed.total);
          if (printed.tax) expect(sum(printed.tax)).toBe(printed.total);
          // Each label once: no coupon printed again as a "Discount" beside itself.
          expect(new Set(printed.labels).size).toBe(printed.labels.length);
          cleanup();
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);
});

describe('the COLLECTOR5 order of issue 19 on the order page', () => {
  it('shows "Artwork coupon −₩15,000" once and lines that add up to ₩615,000', () => {
    const order = orderOf({
      currency: 'krw',
      krwPerUnit: 1,
      extraInstalls: 0,
      amounts: {
        art_price: 600_000,
        delivery_fee: 30_000,
        insurance_fee: 0,
        specified_date_fee: 0,
        frame_fee: 0,
        installation_fee: 0,
        extra_works_fee: 0,
        artwork_discount: 15_000,
        additional_discount: 0,
        discount_amount: 15_000,
        total: 615_000,
        supply_amount: 27_273,
        vat: 2_727,
        tax_free_amount: 585_000,
        taxable_amount: 30_000,
      },
    });
    renderWithApp(<OrderDetail order={order} />);
    const printed = printedFigures('krw');
    expect(printed.labels).toEqual(['Artwork price', 'Delivery', 'Artwork coupon']);
    expect(printed.lines).toEqual([600_000, 30_000, -15_000]);
    expect(printed.total).toBe(615_000);
    expect(screen.queryByText('Discount')).toBeNull();
  });

  it('names the extra works with their count, and the slip its number and issue time', () => {
    const order = orderOf({
      currency: 'usd',
      krwPerUnit: 1_400,
      extraInstalls: 2,
      amounts: {
        art_price: 100_000,
        delivery_fee: 2_143,
        insurance_fee: 0,
        specified_date_fee: 0,
        frame_fee: 0,
        installation_fee: 7_143,
        extra_works_fee: 7_143,
        artwork_discount: 0,
        additional_discount: 0,
        discount_amount: 0,
        total: 116_429,
        supply_amount: 14_935,
        vat: 1_494,
        tax_free_amount: 100_000,
        taxable_amount: 16_429,
      },
    });
    renderWithApp(screens['sale slip'](order));
    expect(screen.getByTestId('amount-extraWorks')).toHaveTextContent(
      'Extra installations (2 works)$71.43',
    );
    expect(screen.getByTestId('document-number')).toHaveTextContent('AM-2026-000123');
    expect(screen.getByTestId('seller-name')).toHaveTextContent('Artmarket Inc.');
  });
});
