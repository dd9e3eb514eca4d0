// The one money layout of an order (issue 19, ADR 0037): the lines every document prints
// (checkout summary, completion, order detail, sale slip, e-mails, the back office), each charge
// and each discount exactly once, in one order, so that they add up on their face to the total.
// The amounts are the order's stored integers in minor units of its currency (ADR 0037: each
// line converted and rounded once, when priced; the total is their sum), printed without
// converting or rounding again.
import { currencies, formatMoney, type CurrencyCode } from './money';
import type { OrderAmounts } from './order-pricing';

export const orderChargeKeys = [
  'artPrice',
  'delivery',
  'insurance',
  'specifiedDate',
  'frame',
  'installation',
  'extraWorks',
] as const;
export const orderDiscountKeys = ['artworkCoupon', 'additionalCoupon'] as const;
export type OrderLineKey = (typeof orderChargeKeys)[number] | (typeof orderDiscountKeys)[number];
export type TaxLineKey = 'taxFree' | 'supply' | 'vat';

export interface OrderLine {
  key: OrderLineKey;
  kind: 'charge' | 'discount';
  /** Minor units, signed as printed: a discount is negative. */
  amount: number;
  /** How many extra works the extra-works line is for. */
  count?: number;
}

export interface OrderLayout {
  /** The artwork's price first, then each charge above zero, then each discount above zero. */
  lines: OrderLine[];
  /** What the buyer pays; the lines add up to it. */
  total: number;
  /** The total's tax split (tax-free + supply + VAT), which adds up to it too. */
  tax: { key: TaxLineKey; amount: number }[];
}

/** The amounts a layout reads; an older payload without extra works or insurance reads as none. */
export type LayoutAmounts = Omit<OrderAmounts, 'extra_works_fee' | 'insurance_fee'> & {
  extra_works_fee?: number;
  insurance_fee?: number;
};

export function orderLayout(amounts: LayoutAmounts, extraInstalls = 0): OrderLayout {
  const charges: [OrderLineKey, number][] = [
    ['delivery', amounts.delivery_fee],
    ['insurance', amounts.insurance_fee ?? 0],
    ['specifiedDate', amounts.specified_date_fee],
    ['frame', amounts.frame_fee],
    ['installation', amounts.installation_fee],
    ['extraWorks', amounts.extra_works_fee ?? 0],
  ];
  const discounts: [OrderLineKey, number][] = [
    ['artworkCoupon', amounts.artwork_discount],
    ['additionalCoupon', amounts.additional_discount],
  ];
  const lines: OrderLine[] = [{ key: 'artPrice', kind: 'charge', amount: amounts.art_price }];
  for (const [key, amount] of charges) {
    if (amount > 0) {
      lines.push(
        key === 'extraWorks'
          ? { key, kind: 'charge', amount, count: Math.max(1, extraInstalls) }
          : { key, kind: 'charge', amount },
      );
    }
  }
  for (const [key, amount] of discounts) {
    if (amount > 0) lines.push({ key, kind: 'discount', amount: -amount });
  }
  return {
    lines,
    total: amounts.total,
    tax: [
      { key: 'taxFree', amount: amounts.tax_free_amount },
      { key: 'supply', amount: amounts.supply_amount },
      { key: 'vat', amount: amounts.vat },
    ],
  };
}

/** A signed amount as printed: "₩15,000", and a discount "−₩15,000" (a true minus sign). */
export function printAmount(amount: number, currency: CurrencyCode, locale: string): string {
  const text = formatMoney({ amount: Math.abs(amount), currency }, locale);
  return amount < 0 ? `−${text}` : text;
}

export interface PrintedLine<K extends string = OrderLineKey> {
  key: K;
  amount: number;
  text: string;
  count?: number;
}

export interface PrintedOrder {
  lines: (PrintedLine & { kind: OrderLine['kind'] })[];
  total: PrintedLine<'total'>;
  tax: PrintedLine<TaxLineKey>[];
}

/** The layout with each amount printed in the order's currency for `locale`. */
export function printOrder(
  amounts: LayoutAmounts,
  currency: CurrencyCode,
  locale: string,
  extraInstalls = 0,
): PrintedOrder {
  const layout = orderLayout(amounts, extraInstalls);
  const print = (amount: number) => printAmount(amount, currency, locale);
  return {
    lines: layout.lines.map((line) => ({ ...line, text: print(line.amount) })),
    total: { key: 'total', amount: layout.total, text: print(layout.total) },
    tax: layout.tax.map((line) => ({ ...line, text: print(line.amount) })),
  };
}

/**
 * Reads a printed amount back to signed minor units ("−$1,234.50" → -123450): what a reader of
 * the document sees, for the checks that the printed lines add up.
 */
export function readPrintedAmount(text: string, currency: CurrencyCode): number {
  const negative = /^[−-]/.test(text.trim());
  const digits = text.replace(/[^0-9.]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  const decimals = currencies[currency].decimals;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return negative ? -minor : minor;
}
