// The order notices (issues 9 and 19): placed, the deposit reminder, payment received, cancelled
// (by the buyer, the store or the deadline), refunded and the shipping status, each with the
// order's lines as every document prints them (ADR 0037).
import enCommon from '@/locales/en/common.json';
import enOrders from '@/locales/en/orders.json';
import koCommon from '@/locales/ko/common.json';
import koOrders from '@/locales/ko/orders.json';
import { bankName, refundAccountLine } from '@/rules/banks';
import { carrierName, trackingUrl } from '@/rules/carriers';
import { accountHolderName } from '@/rules/seller';
import { editionLabel, editionWordsFrom, type EditionFacts } from '@/rules/edition-label';
import type { Money } from '@/rules/money';
import { printOrder, type LayoutAmounts } from '@/rules/order-lines';
import { formatLockedRate } from '@/rules/price-display';
import { BRAND, type Locale } from './email-layout';
import { formatNoticeDate, greeting, money, type NoticeBuilders } from './notice-parts';

interface OrderFacts {
  first_name: string;
  order_number: string;
  item_name: string;
  total: Money;
  /** The amounts, printed line by line as on every document (ADR 0037); older payloads lack them. */
  amounts?: LayoutAmounts;
  extra_installs?: number;
  /** The edition bought, named as on every screen ("Unique work"); older payloads lack it. */
  edition?: EditionFacts;
  /**
   * The rate the amounts were converted at (KRW per unit) and when it was locked, printed under a
   * foreign currency's lines as on the order page and the sale slip; older payloads lack it.
   */
  rate?: { krw_per_unit: number; locked_at: string | null };
  url: string;
}

interface DepositFacts {
  bank: string | null;
  account_number: string | null;
  account_name: string | null;
  /** ISO 8601 */
  deposit_deadline: string | null;
}

export interface OrderNoticePayloads {
  'order-placed': OrderFacts & DepositFacts & { status: 'paid' | 'awaiting_deposit' };
  'deposit-reminder': OrderFacts & DepositFacts;
  'payment-received': OrderFacts;
  /** An unpaid order closed: by the buyer, by the store, or at its deposit deadline. */
  'order-canceled': OrderFacts & { by: 'buyer' | 'store' | 'deadline' };
  /** A paid order cancelled and refunded in full. */
  'order-refunded': OrderFacts & {
    by: 'buyer' | 'store';
    refund: Money;
    /** the order's pay method (checkout-rules' payMethods) */
    method: string;
    /** a virtual account's refund goes to the account the buyer named */
    bank: string | null;
    account_number: string | null;
    holder: string | null;
    /** ISO 8601 */
    refunded_at: string;
  };
  'shipping-status': OrderFacts & {
    shipping_status: string;
    /** From the shipped step on (rules §4.47); older payloads lack it. */
    shipment?: { carrier: string; tracking_number: string } | null;
  };
}

function shippingLabel(status: string, locale: Locale): string {
  const labels = (locale === 'ko' ? koOrders : enOrders).shipping.statuses as Record<
    string,
    string
  >;
  return labels[status] ?? status;
}

function payMethodLabel(method: string, locale: Locale): string {
  const labels = (locale === 'ko' ? koOrders : enOrders).payMethods as Record<string, string>;
  return labels[method] ?? method;
}

function depositDetails(locale: Locale, p: DepositFacts): [string, string][] {
  const ko = locale === 'ko';
  const rows: [string, string][] = [];
  if (p.bank) rows.push([ko ? '은행' : 'Bank', bankName(p.bank, locale)]);
  if (p.account_number) rows.push([ko ? '계좌번호' : 'Account number', p.account_number]);
  // The store's own accounts are held in its legal name in the reader's language (rules §4.50).
  const holder = accountHolderName(p.account_name, locale);
  if (holder) rows.push([ko ? '예금주' : 'Account holder', holder]);
  if (p.deposit_deadline) {
    rows.push([ko ? '입금 기한' : 'Pay by', formatNoticeDate(p.deposit_deadline, locale)]);
  }
  return rows;
}

/** The order's money as every document prints it: each charge and discount once, then the total. */
function moneyLines(locale: Locale, p: OrderFacts): [string, string][] {
  const labels = (locale === 'ko' ? koOrders : enOrders).amounts as Record<string, string>;
  if (!p.amounts) return [[labels.total!, money(p.total, locale)]];
  const printed = printOrder(p.amounts, p.total.currency, locale, p.extra_installs);
  const label = (key: string, count?: number) =>
    count === undefined
      ? labels[key]!
      : (labels[`${key}_${count === 1 ? 'one' : 'other'}`] ?? labels[`${key}_other`]!).replace(
          '{{count}}',
          String(count),
        );
  const currency = p.total.currency;
  return [
    ...printed.lines.map((line): [string, string] => [label(line.key, line.count), line.text]),
    [labels.total!, printed.total.text],
    ...(currency !== 'krw' && p.rate
      ? [
          [
            locale === 'ko' ? '적용 환율' : 'Exchange rate',
            formatLockedRate(currency, p.rate.krw_per_unit, p.rate.locked_at, locale),
          ] as [string, string],
        ]
      : []),
  ];
}

const editionWords = { en: editionWordsFrom(enCommon), ko: editionWordsFrom(koCommon) };

/** The work, and its edition as the screens name it ("Edition: Unique work", as on its page). */
function artworkRows(locale: Locale, p: OrderFacts): [string, string][] {
  const ko = locale === 'ko';
  return [
    [ko ? '작품' : 'Artwork', p.item_name],
    ...(p.edition
      ? [
          [ko ? '에디션' : 'Edition', editionLabel(p.edition, editionWords[locale])] as [
            string,
            string,
          ],
        ]
      : []),
  ];
}

function orderDetails(locale: Locale, p: OrderFacts, withLines = false): [string, string][] {
  const ko = locale === 'ko';
  return [
    [ko ? '주문번호' : 'Order number', p.order_number],
    ...artworkRows(locale, p),
    ...(withLines ? moneyLines(locale, p) : [[ko ? '결제 금액' : 'Total', money(p.total, locale)]]),
  ] as [string, string][];
}

const orderAction = (locale: Locale, url: string) => ({
  label: locale === 'ko' ? '주문 상세 보기' : 'View your order',
  url,
});

export const orderNoticeBuilders: NoticeBuilders<OrderNoticePayloads> = {
  'order-placed': (locale, p) => {
    const ko = locale === 'ko';
    const paid = p.status === 'paid';
    return {
      subject: ko
        ? `[${BRAND}] 주문이 접수되었습니다 (${p.order_number})`
        : `Your ${BRAND} order ${p.order_number}`,
      paragraphs: [
        greeting(locale, p.first_name),
        paid
          ? ko
            ? '주문해 주셔서 감사합니다. 결제가 완료되었고, 작품 발송을 준비하겠습니다.'
            : 'Thank you for your order. Your payment has been received and we are preparing the work.'
          : ko
            ? '주문해 주셔서 감사합니다. 아래 가상계좌로 기한 안에 입금해 주시면 주문이 확정됩니다.'
            : 'Thank you for your order. It is confirmed once you pay into the virtual account below before the deadline.',
      ],
      details: [...orderDetails(locale, p, true), ...(paid ? [] : depositDetails(locale, p))],
      action: orderAction(locale, p.url),
      notes: paid
        ? []
        : [
            ko
              ? '기한이 지나면 주문은 자동으로 취소되고 작품은 다시 판매됩니다.'
              : 'After the deadline the order is canceled and the work goes back on sale.',
          ],
    };
  },
  'deposit-reminder': (locale, p) => {
    const ko = locale === 'ko';
    return {
      subject: ko
        ? `[${BRAND}] 입금 기한이 곧 끝납니다 (${p.order_number})`
        : `Your ${BRAND} payment is due soon (${p.order_number})`,
      paragraphs: [
        greeting(locale, p.first_name),
        ko
          ? '아직 입금이 확인되지 않았습니다. 입금 기한이 곧 끝나니, 아래 계좌로 입금해 주세요.'
          : 'We have not received your payment yet, and the deadline is close. Please pay into the account below.',
      ],
      details: [...orderDetails(locale, p), ...depositDetails(locale, p)],
      action: orderAction(locale, p.url),
      notes: [
        ko
          ? '이미 입금하셨다면 이 메일은 무시해 주세요.'
          : 'If you have just paid, you can ignore this email.',
      ],
    };
  },
  'payment-received': (locale, p) => {
    const ko = locale === 'ko';
    return {
      subject: ko
        ? `[${BRAND}] 입금이 확인되었습니다 (${p.order_number})`
        : `Payment received for ${p.order_number}`,
      paragraphs: [
        greeting(locale, p.first_name),
        ko
          ? '입금이 확인되어 주문이 확정되었습니다. 작품 발송을 준비하겠습니다.'
          : 'Your payment has been received and your order is confirmed. We are preparing the work.',
      ],
      details: orderDetails(locale, p, true),
      action: orderAction(locale, p.url),
    };
  },
  'order-canceled': (locale, p) => {
    const ko = locale === 'ko';
    const deadline = p.by === 'deadline';
    const body = {
      buyer: [
        'Your order has been canceled as you asked. Nothing was charged.',
        '요청하신 대로 주문이 취소되었습니다. 결제된 금액은 없습니다.',
      ],
      store: [
        'We have canceled your order. Nothing was charged. If you have any question, please contact us.',
        '고객님의 주문이 취소되었습니다. 결제된 금액은 없습니다. 궁금하신 점은 고객센터로 문의해 주세요.',
      ],
      deadline: [
        'We did not receive your payment before the deadline, so the order has been canceled and the work is back on sale. You are welcome to order it again.',
        '입금 기한 안에 입금이 확인되지 않아 주문이 취소되었고, 작품은 다시 판매됩니다. 원하시면 다시 주문하실 수 있습니다.',
      ],
    }[p.by];
    return {
      subject: ko
        ? deadline
          ? `[${BRAND}] 입금 기한이 지나 주문이 취소되었습니다 (${p.order_number})`
          : `[${BRAND}] 주문이 취소되었습니다 (${p.order_number})`
        : deadline
          ? `Your ${BRAND} order ${p.order_number} was canceled: the payment deadline passed`
          : `Your ${BRAND} order ${p.order_number} is canceled`,
      paragraphs: [greeting(locale, p.first_name), body[ko ? 1 : 0]!],
      details: [
        [ko ? '주문번호' : 'Order number', p.order_number],
        ...artworkRows(locale, p),
        [ko ? '주문 금액' : 'Order total', money(p.total, locale)],
        [ko ? '주문 상태' : 'Status', ko ? '주문 취소' : 'Canceled'],
      ],
      action: orderAction(locale, p.url),
      notes: deadline
        ? [
            ko
              ? '기한이 지난 뒤 입금하셨다면 입금액은 돌려드립니다.'
              : 'If you paid after the deadline, the money is returned to you.',
          ]
        : [],
    };
  },
  'order-refunded': (locale, p) => {
    const ko = locale === 'ko';
    const details: [string, string][] = [
      [ko ? '주문번호' : 'Order number', p.order_number],
      ...artworkRows(locale, p),
      [ko ? '환불 금액' : 'Refund', money(p.refund, locale)],
      [ko ? '환불 수단' : 'Refunded to', payMethodLabel(p.method, locale)],
    ];
    if (p.bank && p.account_number) {
      // Masked as on the order page (rules §4.51): a notice travels in the clear.
      details.push([
        ko ? '환불 계좌' : 'Refund account',
        refundAccountLine(
          { bank: p.bank, account_number: p.account_number, holder: p.holder },
          locale,
        ),
      ]);
    }
    details.push([ko ? '환불 일시' : 'Refunded on', formatNoticeDate(p.refunded_at, locale)]);
    return {
      subject: ko
        ? `[${BRAND}] 주문이 취소되고 환불되었습니다 (${p.order_number})`
        : `Your ${BRAND} order ${p.order_number} is canceled and refunded`,
      paragraphs: [
        greeting(locale, p.first_name),
        p.by === 'buyer'
          ? ko
            ? '요청하신 대로 주문이 취소되어 결제 금액 전액을 환불해 드렸습니다.'
            : 'Your order has been canceled as you asked, and the full amount has been refunded.'
          : ko
            ? '고객님의 주문을 취소하고 결제 금액 전액을 환불해 드렸습니다. 궁금하신 점은 고객센터로 문의해 주세요.'
            : 'We have canceled your order and refunded the full amount. If you have any question, please contact us.',
      ],
      details,
      action: orderAction(locale, p.url),
      notes: [
        ko
          ? '은행이나 카드사에 따라 환불 금액이 확인되기까지 영업일 기준 며칠이 걸릴 수 있습니다.'
          : 'Depending on your bank or card issuer, the refund may take a few business days to appear.',
      ],
    };
  },
  'shipping-status': (locale, p) => {
    const ko = locale === 'ko';
    const status = shippingLabel(p.shipping_status, locale);
    const shipment = p.shipment ?? null;
    const track = shipment ? trackingUrl(shipment.carrier, shipment.tracking_number) : null;
    return {
      subject: ko
        ? `[${BRAND}] 배송 상태: ${status} (${p.order_number})`
        : `${status}: your ${BRAND} order ${p.order_number}`,
      paragraphs: [
        greeting(locale, p.first_name),
        ko
          ? `주문하신 작품의 배송 상태가 '${status}'(으)로 바뀌었습니다.`
          : `The shipping status of your order is now "${status}".`,
      ],
      details: [
        [ko ? '주문번호' : 'Order number', p.order_number],
        ...artworkRows(locale, p),
        [ko ? '배송 상태' : 'Shipping status', status],
        ...(shipment
          ? ([
              [ko ? '택배사' : 'Carrier', carrierName(shipment.carrier, locale)],
              [ko ? '운송장 번호' : 'Tracking number', shipment.tracking_number],
            ] as [string, string][])
          : []),
      ],
      action: orderAction(locale, p.url),
      // The carrier's own page, written out so it can be opened from the text version too.
      notes: track ? [ko ? `배송 조회: ${track}` : `Track the parcel: ${track}`] : [],
    };
  },
};
