// The release notice (issue 32, ADR 0077, rules §4.64): a work a customer asked to hear about
// ("Notify me") went on sale. Once per customer per work, in their language, its price in the
// currency they saw it in with the won price beside it, and the time it went on sale in KST.
import { formatPriceWithReference, type ListedPrice } from '@/rules/price-display';
import { BRAND } from './email-layout';
import { formatNoticeDate, greeting, type NoticeBuilders } from './notice-parts';

export interface ReleaseNoticePayloads {
  'artwork-released': {
    first_name: string;
    /** "Artist, Title" in the recipient's language. */
    artwork_title: string;
    /** The work's KRW price and its indicative conversion into the customer's currency. */
    price: ListedPrice;
    /** When the work went on sale (ISO 8601). */
    released_at: string;
    /** The work's page, in the recipient's language. */
    url: string;
  };
}

export const releaseNoticeBuilders: NoticeBuilders<ReleaseNoticePayloads> = {
  'artwork-released': (locale, p) => {
    const ko = locale === 'ko';
    return {
      subject: ko
        ? `[${BRAND}] 알림 신청하신 '${p.artwork_title}' 작품의 판매가 시작되었습니다`
        : `Now on sale: ${p.artwork_title}`,
      paragraphs: [
        greeting(locale, p.first_name),
        ko
          ? `알림을 신청하신 '${p.artwork_title}' 작품이 판매를 시작했습니다. 먼저 구매하는 분께 판매되니 작품 페이지에서 확인해 보세요.`
          : `"${p.artwork_title}", which you asked us to tell you about, is now on sale. It goes to whoever buys it first.`,
        ko ? '이 알림은 작품마다 한 번만 보내 드립니다.' : 'We send this notice once per work.',
      ],
      details: [
        [ko ? '작품' : 'Artwork', p.artwork_title],
        [ko ? '가격' : 'Price', formatPriceWithReference(p.price, locale)],
        [ko ? '판매 시작' : 'On sale since', formatNoticeDate(p.released_at, locale)],
      ],
      action: { label: ko ? '작품 보기' : 'See the work', url: p.url },
    };
  },
};
