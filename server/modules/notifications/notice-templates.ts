// The notices of issues 9 and 19 in the customer's language: orders (placed, deposit reminder,
// payment, expired, cancelled, refunded, shipping), offers (received, answered, the accepted
// bid's payment reminder), resale and consignment (received, reviewed, listed, sold with the
// proceeds statement, reopened), the newsletter's confirmation and the contact requests that go
// to the operators. Amounts and dates are formatted when rendered, links are absolute (made when
// enqueued, from PUBLIC_URL).
import enCommon from '@/locales/en/common.json';
import enOrders from '@/locales/en/orders.json';
import koCommon from '@/locales/ko/common.json';
import koOrders from '@/locales/ko/orders.json';
import { bankName } from '@/schemas/banks';
import { formatDateTime } from '@/schemas/business-time';
import { editionLabel, editionWordsFrom, type EditionFacts } from '@/schemas/edition-label';
import { formatMoney, type Money } from '@/schemas/money';
import { printOrder, type LayoutAmounts } from '@/schemas/order-lines';
import { BRAND, renderNotice, type Locale, type NoticeContent } from './email-layout';

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
  url: string;
}

interface DepositFacts {
  bank: string | null;
  account_number: string | null;
  account_name: string | null;
  /** ISO 8601 */
  deposit_deadline: string | null;
}

/** A resale's settlement in the currency of the order that bought it. */
interface ProceedsStatement {
  order_number: string;
  sale_price: Money;
  platform_commission: Money;
  artist_royalty: Money;
  seller_proceeds: Money;
}

export interface NoticePayloads {
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
  'shipping-status': OrderFacts & { shipping_status: string };
  'offer-received': {
    first_name: string;
    artwork_title: string;
    amount: Money;
    expires_at: string;
    url: string;
  };
  'offer-answered': {
    first_name: string;
    artwork_title: string;
    amount: Money;
    /** declined by the seller or because the work sold; expired unanswered; lapsed unpaid */
    answer: 'accepted' | 'declined' | 'expired' | 'lapsed';
    payment_deadline: string | null;
    url: string;
  };
  /** An accepted offer's order is still unpaid and its payment deadline is near. */
  'bid-payment-reminder': {
    first_name: string;
    artwork_title: string;
    amount: Money;
    /** ISO 8601 */
    payment_deadline: string;
    url: string;
  };
  'resale-status': {
    first_name: string;
    artwork_title: string;
    kind: 'resale' | 'consignment';
    status: string;
    /** KRW */
    listing_price: number | null;
    rejection_reason: string | null;
    url: string;
    /** Sold: what the buyer paid and what the seller receives. */
    proceeds?: ProceedsStatement | null;
    /** On sale again: the order that bought it was cancelled and refunded. */
    reopened?: boolean;
  };
  'newsletter-confirm': { confirm_url: string; unsubscribe_url: string };
  'contact-request': {
    request_id: string;
    type: string;
    name: string;
    email: string;
    phone: string | null;
    organization: string | null;
    website: string | null;
    message: string;
    artwork_title: string | null;
    artwork_url: string | null;
    language: Locale;
  };
}

export type NoticeName = keyof NoticePayloads;

export const noticeNames = [
  'order-placed',
  'deposit-reminder',
  'payment-received',
  'order-canceled',
  'order-refunded',
  'shipping-status',
  'offer-received',
  'offer-answered',
  'bid-payment-reminder',
  'resale-status',
  'newsletter-confirm',
  'contact-request',
] as const satisfies readonly NoticeName[];

/** Secrets of these payloads: the confirmation link proves the address, like a code. */
export const noticeSecretFields: Record<NoticeName, readonly string[]> = {
  'order-placed': [],
  'deposit-reminder': [],
  'payment-received': [],
  'order-canceled': [],
  'order-refunded': [],
  'shipping-status': [],
  'offer-received': [],
  'offer-answered': [],
  'bid-payment-reminder': [],
  'resale-status': [],
  'newsletter-confirm': ['confirm_url'],
  'contact-request': [],
};

export function isNoticeName(name: string): name is NoticeName {
  return (noticeNames as readonly string[]).includes(name);
}

/** Korea time, the market's clock, as every screen writes it (schemas/business-time.ts). */
export function formatNoticeDate(iso: string, locale: Locale): string {
  return formatDateTime(iso, locale);
}

const greeting = (locale: Locale, name: string) =>
  locale === 'ko'
    ? name
      ? `${name}님, 안녕하세요.`
      : '안녕하세요.'
    : name
      ? `Hello ${name},`
      : 'Hello,';

const money = (value: Money, locale: Locale) => formatMoney(value, locale);

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

/** An account number shown by its last four digits only (a notice travels in the clear). */
function maskAccount(number: string): string {
  let hidden = Math.max(0, number.replace(/\D/g, '').length - 4);
  return number.replace(/\d/g, (digit) => (hidden-- > 0 ? '*' : digit));
}

const resaleStatusLabel: Record<string, Record<Locale, string>> = {
  reviewing: { en: 'Reviewing', ko: '검토 중' },
  waiting_for_confirmation: { en: 'Waiting for your confirmation', ko: '확인 대기 중' },
  on_sale: { en: 'On sale', ko: '판매 중' },
  sold: { en: 'Sold', ko: '판매 완료' },
  withdrawn: { en: 'Withdrawn', ko: '철회됨' },
  rejected: { en: 'Not accepted', ko: '반려됨' },
};

const contactTypeLabel: Record<string, string> = {
  enroll_artist: 'Artist enrolment / 작가 입점',
  enroll_gallery: 'Gallery enrolment / 갤러리 입점',
  common_contact: 'Contact / 문의',
  vip_contact: 'VIP contact / VIP 문의',
  request_for_sale: 'Request for sale / 구매 요청',
};

function depositDetails(locale: Locale, p: DepositFacts): [string, string][] {
  const ko = locale === 'ko';
  const rows: [string, string][] = [];
  if (p.bank) rows.push([ko ? '은행' : 'Bank', bankName(p.bank, locale)]);
  if (p.account_number) rows.push([ko ? '계좌번호' : 'Account number', p.account_number]);
  if (p.account_name) rows.push([ko ? '예금주' : 'Account holder', p.account_name]);
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
  return [
    ...printed.lines.map((line): [string, string] => [label(line.key, line.count), line.text]),
    [labels.total!, printed.total.text],
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

type Builder<N extends NoticeName> = (locale: Locale, payload: NoticePayloads[N]) => NoticeContent;

const builders: { [N in NoticeName]: Builder<N> } = {
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
      const holder = p.holder ? ` (${p.holder})` : '';
      details.push([
        ko ? '환불 계좌' : 'Refund account',
        `${bankName(p.bank, locale)} ${maskAccount(p.account_number)}${holder}`,
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
      ],
      action: orderAction(locale, p.url),
    };
  },
  'offer-received': (locale, p) => {
    const ko = locale === 'ko';
    return {
      subject: ko ? `[${BRAND}] 새 가격 제안이 도착했습니다` : `New offer on ${p.artwork_title}`,
      paragraphs: [
        greeting(locale, p.first_name),
        ko
          ? `'${p.artwork_title}'에 새 가격 제안이 들어왔습니다.`
          : `A collector has made an offer on "${p.artwork_title}".`,
      ],
      details: [
        [ko ? '작품' : 'Artwork', p.artwork_title],
        [ko ? '제안 가격' : 'Offer', money(p.amount, locale)],
        [ko ? '제안 유효 기한' : 'Open until', formatNoticeDate(p.expires_at, locale)],
      ],
      action: { label: ko ? '받은 제안 보기' : 'Review the offer', url: p.url },
    };
  },
  'offer-answered': (locale, p) => {
    const ko = locale === 'ko';
    const accepted = p.answer === 'accepted';
    const outcome = {
      accepted: { ko: '수락', en: 'accepted' },
      declined: { ko: '거절', en: 'declined' },
      expired: { ko: '만료', en: 'not answered in time' },
      lapsed: { ko: '취소', en: 'closed: the payment deadline passed' },
    }[p.answer];
    const body = {
      accepted: ko
        ? `'${p.artwork_title}'에 대한 가격 제안이 수락되었습니다. 기한 안에 결제해 주시면 작품은 고객님의 것이 됩니다.`
        : `Your offer on "${p.artwork_title}" was accepted. Pay before the deadline and the work is yours.`,
      declined: ko
        ? `'${p.artwork_title}'에 대한 가격 제안이 거절되었습니다. 다른 작품도 둘러보세요.`
        : `Your offer on "${p.artwork_title}" was declined. There is much more to discover.`,
      expired: ko
        ? `'${p.artwork_title}'에 대한 가격 제안이 기한 안에 답을 받지 못해 만료되었습니다. 언제든 다시 제안하실 수 있습니다.`
        : `Your offer on "${p.artwork_title}" expired before the seller answered. You are welcome to make a new one.`,
      lapsed: ko
        ? `'${p.artwork_title}'에 대한 수락된 제안의 결제 기한이 지나 제안이 취소되었습니다.`
        : `The payment deadline of your accepted offer on "${p.artwork_title}" has passed, so the offer is closed.`,
    }[p.answer];
    return {
      subject: ko
        ? `[${BRAND}] 가격 제안이 ${outcome.ko}되었습니다`
        : `Your offer on ${p.artwork_title} was ${outcome.en}`,
      paragraphs: [greeting(locale, p.first_name), body],
      details: [
        [ko ? '작품' : 'Artwork', p.artwork_title],
        [ko ? '제안 가격' : 'Your offer', money(p.amount, locale)],
        ...(accepted && p.payment_deadline
          ? ([[ko ? '결제 기한' : 'Pay by', formatNoticeDate(p.payment_deadline, locale)]] as [
              string,
              string,
            ][])
          : []),
      ],
      action: {
        label: accepted ? (ko ? '결제하기' : 'Pay now') : ko ? '내 제안 보기' : 'See your offers',
        url: p.url,
      },
    };
  },
  'bid-payment-reminder': (locale, p) => {
    const ko = locale === 'ko';
    return {
      subject: ko
        ? `[${BRAND}] 수락된 제안의 결제 기한이 곧 끝납니다`
        : `Your accepted offer on ${p.artwork_title}: payment due soon`,
      paragraphs: [
        greeting(locale, p.first_name),
        ko
          ? `'${p.artwork_title}'에 대한 가격 제안이 수락되어 결제 기한까지 작품을 보관하고 있습니다. 기한 안에 결제하지 않으시면 제안이 취소되고 작품은 다시 판매됩니다.`
          : `Your offer on "${p.artwork_title}" was accepted and the work is held for you until the payment deadline. Pay before then, or the offer closes and the work goes back on sale.`,
      ],
      details: [
        [ko ? '작품' : 'Artwork', p.artwork_title],
        [ko ? '제안 가격' : 'Your offer', money(p.amount, locale)],
        [ko ? '결제 기한' : 'Pay by', formatNoticeDate(p.payment_deadline, locale)],
      ],
      action: { label: ko ? '결제하기' : 'Pay now', url: p.url },
    };
  },
  'resale-status': (locale, p) => {
    const ko = locale === 'ko';
    const reopened = p.status === 'on_sale' && p.reopened === true;
    const status = reopened
      ? ko
        ? '다시 판매 중'
        : 'On sale again'
      : (resaleStatusLabel[p.status]?.[locale] ?? p.status);
    const what =
      p.kind === 'consignment' ? (ko ? '위탁' : 'consignment') : ko ? '재판매' : 'resale';
    const explain: Record<string, [string, string]> = {
      waiting_for_confirmation: [
        'We have proposed a listing price. Confirm it on your page and the work goes on sale.',
        '판매 가격을 제안드렸습니다. 마이페이지에서 확인하시면 판매가 시작됩니다.',
      ],
      on_sale: ['Your work is now on sale.', '작품 판매가 시작되었습니다.'],
      sold: [
        'Your work has been sold. The proceeds are settled after delivery.',
        '작품이 판매되었습니다. 판매 대금은 배송 완료 후 정산됩니다.',
      ],
      withdrawn: ['Your request has been withdrawn.', '요청이 철회되었습니다.'],
      rejected: [
        'We are sorry: we cannot take on this request.',
        '죄송하지만 이번 요청은 진행하기 어렵습니다.',
      ],
      reviewing: [
        `We have received your ${what} request and are reviewing it. We will propose a listing price soon.`,
        `${what} 요청이 접수되어 검토하고 있습니다. 검토 후 판매 가격을 제안드리겠습니다.`,
      ],
    };
    const line = reopened
      ? ([
          'The buyer’s order for your work was canceled and refunded, so the sale did not go through. Your work is on sale again at the same price.',
          '구매자의 주문이 취소·환불되어 판매가 이루어지지 않았습니다. 작품은 같은 가격으로 다시 판매 중입니다.',
        ] as [string, string])
      : explain[p.status];
    const details: [string, string][] = [
      [ko ? '작품' : 'Artwork', p.artwork_title],
      [ko ? '상태' : 'Status', status],
    ];
    const proceeds = p.status === 'sold' ? (p.proceeds ?? null) : null;
    if (proceeds) {
      // The proceeds statement: the sale price less the deductions, in the order's currency.
      details.push(
        [ko ? '주문번호' : 'Order number', proceeds.order_number],
        [ko ? '판매 금액' : 'Sale price', money(proceeds.sale_price, locale)],
        [
          ko ? '플랫폼 수수료' : 'Platform commission',
          `−${money(proceeds.platform_commission, locale)}`,
        ],
        [ko ? '작가 로열티' : 'Artist royalty', `−${money(proceeds.artist_royalty, locale)}`],
        [ko ? '정산 금액' : 'Your proceeds', money(proceeds.seller_proceeds, locale)],
      );
    } else if (p.listing_price !== null && p.status !== 'rejected') {
      details.push([
        ko ? '판매 가격' : 'Listing price',
        money({ amount: p.listing_price, currency: 'krw' }, locale),
      ]);
    }
    if (p.rejection_reason) details.push([ko ? '사유' : 'Reason', p.rejection_reason]);
    const subject =
      p.status === 'reviewing'
        ? ko
          ? `[${BRAND}] ${what} 요청이 접수되었습니다`
          : `We have received your ${what} request`
        : ko
          ? `[${BRAND}] ${what} 요청: ${status}`
          : `Your ${what} request: ${status.toLowerCase()}`;
    return {
      subject,
      paragraphs: [greeting(locale, p.first_name), line ? line[ko ? 1 : 0] : status],
      details,
      action: { label: ko ? '내 작품 보기' : 'See your works', url: p.url },
    };
  },
  'newsletter-confirm': (locale, p) => {
    const ko = locale === 'ko';
    return {
      subject: ko ? `[${BRAND}] 뉴스레터 구독을 확인해 주세요` : `Confirm your ${BRAND} newsletter`,
      paragraphs: [
        greeting(locale, ''),
        ko
          ? '뉴스레터 구독을 신청해 주셔서 감사합니다. 아래 버튼을 눌러 구독을 확인해 주세요.'
          : 'Thank you for signing up to our newsletter. Please confirm your subscription with the button below.',
      ],
      action: { label: ko ? '구독 확인' : 'Confirm subscription', url: p.confirm_url },
      notes: [
        ko
          ? '신청하지 않으셨다면 이 메일을 무시해 주세요. 확인하지 않으면 뉴스레터는 발송되지 않습니다.'
          : 'If you did not sign up, ignore this email: nothing is sent until you confirm.',
        ko ? '확인 링크는 7일 동안 유효합니다.' : 'The link works for 7 days.',
      ],
      footer: {
        text: ko ? '더 이상 받지 않으려면' : 'No longer interested?',
        link: { label: ko ? '구독 해지' : 'Unsubscribe', url: p.unsubscribe_url },
      },
    };
  },
  'contact-request': (_locale, p) => ({
    subject: `[${BRAND}] ${contactTypeLabel[p.type] ?? p.type}: ${p.name}`,
    paragraphs: [`${contactTypeLabel[p.type] ?? p.type} — ${p.request_id}`, p.message],
    details: [
      ['Name / 이름', p.name],
      ['E-mail / 이메일', p.email],
      ...(p.phone ? ([['Phone / 전화', p.phone]] as [string, string][]) : []),
      ...(p.organization ? ([['Organisation / 기관', p.organization]] as [string, string][]) : []),
      ...(p.website ? ([['Website / 웹사이트', p.website]] as [string, string][]) : []),
      ...(p.artwork_title ? ([['Artwork / 작품', p.artwork_title]] as [string, string][]) : []),
      ['Language / 언어', p.language === 'ko' ? '한국어' : 'English'],
    ],
    action: p.artwork_url ? { label: 'Artwork / 작품 보기', url: p.artwork_url } : undefined,
  }),
};

export function renderNoticeEmail<N extends NoticeName>(
  name: N,
  locale: Locale,
  payload: NoticePayloads[N],
) {
  const build = builders[name] as unknown as (l: Locale, p: NoticePayloads[N]) => NoticeContent;
  return renderNotice(locale, build(locale, payload));
}
