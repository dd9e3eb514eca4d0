// The notice of a question about a work (issue 31, rules §4.41): each new message goes, once, to
// the other side — the collector, the gallery's partner members, or the operators' inbox — in
// the recipient's language: who wrote, the message quoted, a link to the conversation.
import { BRAND } from './email-layout';
import { greeting, type NoticeBuilders } from './notice-parts';

export interface InquiryNoticePayloads {
  'inquiry-message': {
    /** The recipient's first name ('' for the operators' inbox). */
    first_name: string;
    /** Who is told: the collector, a member of the gallery, or the operators' inbox. */
    recipient: 'customer' | 'gallery' | 'operator';
    artwork_title: string;
    author_kind: 'customer' | 'gallery' | 'operator';
    /** The collector's or gallery's name, or the store's for the operators. */
    author_name: string;
    message: string;
    photo_count: number;
    /** The topics ticked, on a conversation's first message (else empty). */
    topics: string[];
    /** True for the message that opened the conversation. */
    opened: boolean;
    url: string;
  };
}

const topicLabels: Record<string, { en: string; ko: string }> = {
  condition: { en: 'Condition', ko: '작품 상태' },
  photos: { en: 'More photos', ko: '추가 사진' },
  shipping: { en: 'Shipping to my country', ko: '해외 배송' },
  framing: { en: 'Framing', ko: '액자' },
  price: { en: 'Price', ko: '가격' },
  other: { en: 'Other', ko: '기타' },
};

export const inquiryNoticeBuilders: NoticeBuilders<InquiryNoticePayloads> = {
  'inquiry-message': (locale, p) => {
    const ko = locale === 'ko';
    const toCollector = p.recipient === 'customer';
    const subject = ko
      ? p.opened && !toCollector
        ? `[${BRAND}] '${p.artwork_title}' 작품 문의가 도착했습니다`
        : `[${BRAND}] '${p.artwork_title}' 문의에 새 메시지가 있습니다`
      : p.opened && !toCollector
        ? `New question about ${p.artwork_title}`
        : `New message about ${p.artwork_title}`;
    const wrote = ko
      ? `${p.author_name}님이 '${p.artwork_title}'에 대해 메시지를 보냈습니다.`
      : `${p.author_name} wrote about "${p.artwork_title}":`;
    const quoted = p.message
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    const details: [string, string][] = [
      [ko ? '작품' : 'Artwork', p.artwork_title],
      [ko ? '보낸 사람' : 'From', p.author_name],
    ];
    if (p.topics.length) {
      details.push([
        ko ? '문의 항목' : 'Topics',
        p.topics.map((topic) => topicLabels[topic]?.[locale] ?? topic).join(', '),
      ]);
    }
    if (p.photo_count > 0) {
      details.push([
        ko ? '첨부 사진' : 'Photos',
        ko ? `${p.photo_count}장` : String(p.photo_count),
      ]);
    }
    return {
      subject,
      paragraphs: [greeting(locale, p.first_name), wrote, quoted],
      details,
      action: {
        label: toCollector
          ? ko
            ? '대화 보기'
            : 'Open the conversation'
          : ko
            ? '답변하기'
            : 'Reply',
        url: p.url,
      },
      notes: [
        ko
          ? '이 메일에 회신하지 말고 위 링크에서 답변해 주세요.'
          : 'Please answer through the link above rather than by replying to this e-mail.',
      ],
    };
  },
};
