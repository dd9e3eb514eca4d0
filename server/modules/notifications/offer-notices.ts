// The offer notices (issues 9, 19 and 31): a new offer for whoever answers it (a gallery's
// partner, the owner, or the operators for a gallery without a partner account), in KRW with the
// bidder's currency beside it; a bidder's answer (accepted, declined — saying who declined, or
// why the offer closed: the work sold, another offer accepted, listed at a fixed price, consigned,
// withdrawn — expired, lapsed) and the accepted offer's payment reminder (rules §4.27–4.30).
import type { Money } from '@/rules/money';
import type { Answerer, CloseReason } from '@/rules/negotiation';
import { BRAND, type Locale } from './email-layout';
import { formatNoticeDate, greeting, money, type NoticeBuilders } from './notice-parts';

/** An offer's amount for whoever answers it: in KRW, with the bidder's currency beside it. */
function offerAmount(amount: Money, amountKrw: number | undefined, locale: Locale): string {
  if (amountKrw === undefined || amount.currency === 'krw') return money(amount, locale);
  return `${money({ amount: amountKrw, currency: 'krw' }, locale)} (${money(amount, locale)})`;
}

/** Why an offer closed, in the bidder's words; never "the gallery" where an owner or the store answers. */
function closedBecause(
  p: { artwork_title: string; reason?: CloseReason | null; answerer?: AnswererWords | null },
  ko: boolean,
): string {
  const title = p.artwork_title;
  switch (p.reason) {
    case 'sold':
      return ko
        ? `'${title}' 작품이 다른 컬렉터에게 판매되어 가격 제안이 종료되었습니다.`
        : `Your offer on "${title}" is closed: the work was sold to another collector.`;
    case 'accepted_other':
      return ko
        ? `이 에디션에 대한 다른 가격 제안이 수락되어 '${title}'에 대한 제안이 종료되었습니다.`
        : `Your offer on "${title}" is closed: another offer on this edition was accepted.`;
    case 'relisted':
      return ko
        ? `소유자가 '${title}' 작품을 정해진 가격에 판매 등록하여 가격 제안이 종료되었습니다. 등록된 가격으로 구매하실 수 있습니다.`
        : `Your offer on "${title}" is closed: the owner listed the work at a fixed price, at which you can buy it.`;
    case 'consigned':
      return ko
        ? `'${title}' 작품이 위탁 판매로 정해진 가격에 등록되어 가격 제안이 종료되었습니다. 등록된 가격으로 구매하실 수 있습니다.`
        : `Your offer on "${title}" is closed: the work is now offered on consignment at a fixed price, at which you can buy it.`;
    case 'withdrawn':
      return ko
        ? `'${title}' 작품의 판매가 중단되어 가격 제안이 종료되었습니다.`
        : `Your offer on "${title}" is closed: the work was withdrawn from sale.`;
    default: {
      const who = p.answerer;
      if (who?.kind === 'owner') {
        return ko
          ? `작품 소유자가 '${title}'에 대한 가격 제안을 거절했습니다. 다른 작품도 둘러보세요.`
          : `The owner of "${title}" declined your offer. There is much more to discover.`;
      }
      if (who?.name) {
        return ko
          ? `${who.name}에서 '${title}'에 대한 가격 제안을 거절했습니다. 다른 작품도 둘러보세요.`
          : `${who.name} declined your offer on "${title}". There is much more to discover.`;
      }
      return ko
        ? `'${title}'에 대한 가격 제안이 거절되었습니다. 다른 작품도 둘러보세요.`
        : `Your offer on "${title}" was declined. There is much more to discover.`;
    }
  }
}

/** Who answers an offer, as a notice names them (the gallery's or the store's name; an owner is never named). */
export interface AnswererWords {
  kind: Answerer;
  name: string | null;
}

export interface OfferNoticePayloads {
  'offer-received': {
    first_name: string;
    artwork_title: string;
    /** In the bidder's currency. */
    amount: Money;
    /** The offer in KRW, shown first (rules §4.32); absent in mails enqueued before it. */
    amount_krw?: number;
    /** The price the offer was made against, in KRW. */
    list_price_krw?: number | null;
    expires_at: string;
    url: string;
    /** Who is told: the gallery's partner, the owner, or the operators answering as the store. */
    answerer?: Answerer;
    /** The gallery the offer is made to (the operators answer for it when answerer is store). */
    gallery_name?: string | null;
  };
  'offer-answered': {
    first_name: string;
    artwork_title: string;
    amount: Money;
    /** declined by whoever answers or closed for `reason`; expired unanswered; lapsed unpaid */
    answer: 'accepted' | 'declined' | 'expired' | 'lapsed';
    /** Why a declined offer closed (bids.close_reason); absent in mails enqueued before it. */
    reason?: CloseReason | null;
    /** Who answered, in the bidder's words. */
    answerer?: AnswererWords | null;
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
    const gallery = p.gallery_name ?? '';
    const body =
      p.answerer === 'store'
        ? ko
          ? `파트너 계정이 없는 갤러리 ${gallery}의 작품 '${p.artwork_title}'에 가격 제안이 들어왔습니다. 제안 관리에서 ${BRAND}이 갤러리를 대신해 답변합니다.`
          : `A collector has made an offer on "${p.artwork_title}" of ${gallery}, a gallery without a partner account: ${BRAND} answers it for the gallery in the offers queue.`
        : p.answerer === 'owner'
          ? ko
            ? `판매 중인 회원님의 작품 '${p.artwork_title}'에 새 가격 제안이 들어왔습니다. 수락하거나 거절해 주세요.`
            : `A collector has made an offer on "${p.artwork_title}", your work on sale. You may accept or decline it.`
          : ko
            ? `'${p.artwork_title}'에 새 가격 제안이 들어왔습니다.`
            : `A collector has made an offer on "${p.artwork_title}".`;
    const listed =
      p.list_price_krw === undefined || p.list_price_krw === null
        ? []
        : ([
            [
              ko ? '제안 당시 판매가' : 'Price when offered',
              money({ amount: p.list_price_krw, currency: 'krw' }, locale),
            ],
          ] as [string, string][]);
    return {
      subject: ko ? `[${BRAND}] 새 가격 제안이 도착했습니다` : `New offer on ${p.artwork_title}`,
      paragraphs: [greeting(locale, p.first_name), body],
      details: [
        [ko ? '작품' : 'Artwork', p.artwork_title],
        [ko ? '제안 가격' : 'Offer', offerAmount(p.amount, p.amount_krw, locale)],
        ...listed,
        [ko ? '제안 유효 기한' : 'Open until', formatNoticeDate(p.expires_at, locale)],
      ],
      action: { label: ko ? '받은 제안 보기' : 'Review the offer', url: p.url },
    };
  },
  'offer-answered': (locale, p) => {
    const ko = locale === 'ko';
    const accepted = p.answer === 'accepted';
    // Closed by a change to the listing, not by an answer (rules §4.29).
    const closedByListing =
      p.answer === 'declined' &&
      p.reason !== undefined &&
      p.reason !== null &&
      p.reason !== 'declined';
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
      declined: closedBecause(p, ko),
      expired: ko
        ? `'${p.artwork_title}'에 대한 가격 제안이 기한 안에 답을 받지 못해 만료되었습니다. 언제든 다시 제안하실 수 있습니다.`
        : `Your offer on "${p.artwork_title}" expired before the seller answered. You are welcome to make a new one.`,
      lapsed: ko
        ? `'${p.artwork_title}'에 대한 수락된 제안의 결제 기한이 지나 제안이 취소되었습니다.`
        : `The payment deadline of your accepted offer on "${p.artwork_title}" has passed, so the offer is closed.`,
    }[p.answer];
    return {
      subject: closedByListing
        ? ko
          ? `[${BRAND}] 가격 제안이 종료되었습니다`
          : `Your offer on ${p.artwork_title} is closed`
        : ko
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
