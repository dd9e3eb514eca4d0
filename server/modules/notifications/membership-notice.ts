// The membership notice (issue 23, ADR 0059): a Pink Rock plan paid, in the member's language, like
// every payment's e-mail: what was paid, how, and until when the membership runs (Korea time).
import enOrders from '@/locales/en/orders.json';
import koOrders from '@/locales/ko/orders.json';
import { formatDateTime } from '@/rules/business-time';
import { formatMoney, type Money } from '@/rules/money';
import { BRAND, renderNotice, type Locale } from './email-layout';

export interface MembershipPaidPayload {
  first_name: string;
  plan_name: string;
  amount: Money;
  /** checkout-rules' payMethods */
  method: string;
  approval_number: string | null;
  /** ISO 8601 */
  expires_at: string;
  url: string;
}

export function renderMembershipPaidEmail(locale: Locale, p: MembershipPaidPayload) {
  const ko = locale === 'ko';
  const methods = (ko ? koOrders : enOrders).payMethods as Record<string, string>;
  const greeting = ko
    ? p.first_name
      ? `${p.first_name}님, 안녕하세요.`
      : '안녕하세요.'
    : p.first_name
      ? `Hello ${p.first_name},`
      : 'Hello,';
  return renderNotice(locale, {
    subject: ko
      ? `[${BRAND}] 핑크 록 멤버십 결제가 완료되었습니다`
      : `Welcome to Pink Rock, your ${BRAND} membership`,
    paragraphs: [
      greeting,
      ko
        ? '핑크 록 멤버십 결제가 완료되었습니다. 지금부터 회원님의 계정에 핑크 록 배지가 표시됩니다.'
        : 'Your Pink Rock membership is paid. The Pink Rock badge now shows on your account.',
    ],
    details: [
      [ko ? '멤버십' : 'Membership', p.plan_name],
      [ko ? '결제 금액' : 'Amount paid', formatMoney(p.amount, locale)],
      [ko ? '결제 수단' : 'Payment method', methods[p.method] ?? p.method],
      ...(p.approval_number
        ? ([[ko ? '승인번호' : 'Approval number', p.approval_number]] as [string, string][])
        : []),
      [ko ? '유효 기간' : 'Member until', formatDateTime(p.expires_at, locale)],
    ],
    action: { label: ko ? '멤버십 보기' : 'View your membership', url: p.url },
  });
}
