// The notices outside a purchase: the newsletter's confirmation (its link proves the address)
// and the contact requests that go to the operators, in both languages at once.
import { BRAND, type Locale } from './email-layout';
import { greeting, type NoticeBuilders } from './notice-parts';

export interface OutreachNoticePayloads {
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

const contactTypeLabel: Record<string, string> = {
  enroll_artist: 'Artist enrolment / 작가 입점',
  enroll_gallery: 'Gallery enrolment / 갤러리 입점',
  common_contact: 'Contact / 문의',
  vip_contact: 'VIP contact / VIP 문의',
  request_for_sale: 'Request for sale / 구매 요청',
};

export const outreachNoticeBuilders: NoticeBuilders<OutreachNoticePayloads> = {
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
