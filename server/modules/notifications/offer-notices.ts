// The offer notices (issues 9 and 19): a seller's new offer, a bidder's answer (accepted,
// declined, expired, lapsed) and the accepted offer's payment reminder.
import type { Money } from '@/rules/money';
import { BRAND } from './email-layout';
import { formatNoticeDate, greeting, money, type NoticeBuilders } from './notice-parts';

export interface OfferNoticePayloads {
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
}

export const offerNoticeBuilders: NoticeBuilders<OfferNoticePayloads> = {
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
};
