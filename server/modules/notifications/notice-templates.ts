// The notices of issues 9 and 19 in the customer's language: orders (placed, deposit reminder,
// payment, expired, cancelled, refunded, shipping), offers (received, answered, the accepted
// bid's payment reminder), resale and consignment (received, reviewed, listed, sold with the
// proceeds statement, reopened), the newsletter's confirmation and the contact requests that go
// to the operators. Amounts and dates are formatted when rendered, links are absolute (made when
// enqueued, from PUBLIC_URL).
// Each family's payloads and words are a file of its own (order-, offer-, resale- and
// outreach-notices.ts, their shared parts in notice-parts.ts); this is their one index.
import { renderNotice, type Locale, type NoticeContent } from './email-layout';
import { inquiryNoticeBuilders, type InquiryNoticePayloads } from './inquiry-notices';
import { offerNoticeBuilders, type OfferNoticePayloads } from './offer-notices';
import { orderNoticeBuilders, type OrderNoticePayloads } from './order-notices';
import { outreachNoticeBuilders, type OutreachNoticePayloads } from './outreach-notices';
import { releaseNoticeBuilders, type ReleaseNoticePayloads } from './release-notices';
import { resaleNoticeBuilders, type ResaleNoticePayloads } from './resale-notices';

export { formatNoticeDate } from './notice-parts';

export interface NoticePayloads
  extends
    OrderNoticePayloads,
    OfferNoticePayloads,
    ResaleNoticePayloads,
    OutreachNoticePayloads,
    InquiryNoticePayloads,
    ReleaseNoticePayloads {}

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
  'inquiry-message',
  'artwork-released',
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
  'inquiry-message': [],
  'artwork-released': [],
};

export function isNoticeName(name: string): name is NoticeName {
  return (noticeNames as readonly string[]).includes(name);
}

type Builder<N extends NoticeName> = (locale: Locale, payload: NoticePayloads[N]) => NoticeContent;

const builders: { [N in NoticeName]: Builder<N> } = {
  ...orderNoticeBuilders,
  ...offerNoticeBuilders,
  ...resaleNoticeBuilders,
  ...outreachNoticeBuilders,
  ...inquiryNoticeBuilders,
  ...releaseNoticeBuilders,
};

export function renderNoticeEmail<N extends NoticeName>(
  name: N,
  locale: Locale,
  payload: NoticePayloads[N],
) {
  const build = builders[name] as unknown as (l: Locale, p: NoticePayloads[N]) => NoticeContent;
  return renderNotice(locale, build(locale, payload));
}
