// The resale and consignment notice (issue 9): received, reviewed, listed, sold with the proceeds
// statement, withdrawn, rejected, and on sale again when the buyer's order was refunded.
import type { Money } from '@/rules/money';
import { formatLockedRate } from '@/rules/price-display';
import { BRAND, type Locale } from './email-layout';
import { greeting, money, type NoticeBuilders } from './notice-parts';

/**
 * A resale's settlement in won (rules §4.36): the sale's KRW price less the commission and the
 * royalty is the proceeds, exactly; what the buyer paid in their currency is a reference only.
 */
interface ProceedsStatement {
  order_number: string;
  sale_price: Money;
  platform_commission: Money;
  artist_royalty: Money;
  seller_proceeds: Money;
  /** The buyer's art price in their currency at the order's locked rate; null when it was won. */
  paid_by_buyer?: { amount: Money; krw_per_unit: number; rate_locked_at: string | null } | null;
}

export interface ResaleNoticePayloads {
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
}

const resaleStatusLabel: Record<string, Record<Locale, string>> = {
  reviewing: { en: 'Reviewing', ko: '검토 중' },
  waiting_for_confirmation: { en: 'Waiting for your confirmation', ko: '확인 대기 중' },
  on_sale: { en: 'On sale', ko: '판매 중' },
  sold: { en: 'Sold', ko: '판매 완료' },
  withdrawn: { en: 'Withdrawn', ko: '철회됨' },
  rejected: { en: 'Not accepted', ko: '반려됨' },
};

export const resaleNoticeBuilders: NoticeBuilders<ResaleNoticePayloads> = {
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
      // The proceeds statement in won: the sale price less the deductions (rules §4.36).
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
      const paid = proceeds.paid_by_buyer;
      if (paid) {
        // The buyer's currency, for reference only: the seller is paid the won above.
        const rate = formatLockedRate(
          paid.amount.currency,
          paid.krw_per_unit,
          paid.rate_locked_at,
          locale,
        );
        details.push([
          ko ? '구매자 결제 금액 (참고)' : 'Paid by the buyer (reference)',
          `${money(paid.amount, locale)} · ${rate}`,
        ]);
      }
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
};
