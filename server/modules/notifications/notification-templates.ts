// The messages the store sends, in the customer's language: plain text first (what most mail
// clients and every SMS show) and a simple, inline-styled HTML version of the same words.
import { verificationCodeRules } from '@/rules/account-limits';
import {
  isNoticeName,
  noticeNames,
  noticeSecretFields,
  renderNoticeEmail,
  type NoticeName,
  type NoticePayloads,
} from './notice-templates';
import { renderMembershipPaidEmail, type MembershipPaidPayload } from './membership-notice';

export type NotificationLocale = 'en' | 'ko';

/** What a verification code is for; decides the wording. */
export type CodePurpose = 'verify_email' | 'change_email' | 'verify_phone' | 'password_reset';

export interface TemplatePayloads extends NoticePayloads {
  'verification-code': { code: string; purpose: CodePurpose; first_name: string };
  'password-changed': { first_name: string };
  /** A reset asked for an address without an account (ADR 0065): it is told so, nothing else. */
  'reset-no-account': Record<string, never>;
  'membership-paid': MembershipPaidPayload;
}
export type TemplateName = keyof TemplatePayloads;
export const templateNames = [
  'verification-code',
  'password-changed',
  'reset-no-account',
  'membership-paid',
  ...noticeNames,
] as const;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Payload fields that are secrets: shown only by the dev outbox, redacted once sent for real. */
export const secretPayloadFields: Record<TemplateName, readonly string[]> = {
  'verification-code': ['code'],
  'password-changed': [],
  'reset-no-account': [],
  'membership-paid': [],
  ...noticeSecretFields,
};

const BRAND = 'Artmarket';
const minutes = verificationCodeRules.ttlSeconds / 60;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const codeReason: Record<CodePurpose, Record<NotificationLocale, string>> = {
  verify_email: {
    en: 'Use this code to verify your email address.',
    ko: '이메일 주소 인증을 위해 아래 코드를 입력해 주세요.',
  },
  change_email: {
    en: 'Use this code to confirm your new email address.',
    ko: '새 이메일 주소 확인을 위해 아래 코드를 입력해 주세요.',
  },
  verify_phone: {
    en: 'Use this code to verify your phone number.',
    ko: '휴대폰 번호 인증을 위해 아래 코드를 입력해 주세요.',
  },
  password_reset: {
    en: 'Use this code to reset your password.',
    ko: '비밀번호 재설정을 위해 아래 코드를 입력해 주세요.',
  },
};

function greeting(locale: NotificationLocale, firstName: string): string {
  if (locale === 'ko') return firstName ? `${firstName}님, 안녕하세요.` : '안녕하세요.';
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

const paragraphsHtml = (paragraphs: string[], colour = '#111111') =>
  paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:${colour}">${escapeHtml(p)}</p>`)
    .join('\n      ');

/** The brand, the paragraphs, an optional code set large, then quieter notes. */
function htmlLayout(
  locale: NotificationLocale,
  paragraphs: string[],
  highlight?: string,
  notes: string[] = [],
): string {
  const body = paragraphsHtml(paragraphs);
  const code = highlight
    ? `<p style="margin:24px 0;font-size:28px;letter-spacing:8px;font-weight:600">${escapeHtml(highlight)}</p>\n      ${paragraphsHtml(notes, '#555555')}`
    : paragraphsHtml(notes, '#555555');
  return `<!doctype html>
<html lang="${locale}">
  <body style="margin:0;padding:32px;background:#ffffff;color:#111111;font-family:Pretendard,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',Arial,sans-serif;word-break:keep-all">
    <div style="max-width:520px;margin:0 auto">
      <p style="margin:0 0 32px;font-size:14px;letter-spacing:2px;text-transform:uppercase">${BRAND}</p>
      ${body}
      ${code}
      <hr style="border:0;border-top:1px solid #e5e5e5;margin:32px 0 16px" />
      <p style="margin:0;font-size:12px;color:#666666">${BRAND}</p>
    </div>
  </body>
</html>`;
}

function verificationEmail(
  locale: NotificationLocale,
  { code, purpose, first_name }: TemplatePayloads['verification-code'],
): RenderedEmail {
  const ko = locale === 'ko';
  // The code stays out of the subject, which mail systems log and notifications preview.
  const subject = ko ? `[${BRAND}] 인증 코드 안내` : `Your ${BRAND} verification code`;
  const expiry = ko
    ? `이 코드는 ${minutes}분 후에 만료됩니다.`
    : `The code expires in ${minutes} minutes.`;
  const ignore = ko
    ? '요청하지 않으셨다면 이 메일을 무시해 주세요. 누구에게도 코드를 알려주지 마세요.'
    : 'If you did not ask for it, you can ignore this email. Never share the code with anyone.';
  const lines = [greeting(locale, first_name), codeReason[purpose][locale]];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n    ${code}\n\n${expiry}\n${ignore}\n\n${BRAND}\n`,
    html: htmlLayout(locale, lines, code, [expiry, ignore]),
  };
}

function passwordChangedEmail(
  locale: NotificationLocale,
  { first_name }: TemplatePayloads['password-changed'],
): RenderedEmail {
  const ko = locale === 'ko';
  const lines = ko
    ? [
        greeting(locale, first_name),
        '계정의 비밀번호가 변경되었고, 다른 기기에서는 로그아웃되었습니다.',
        '직접 변경하지 않으셨다면 즉시 비밀번호 찾기로 비밀번호를 재설정해 주세요.',
      ]
    : [
        greeting(locale, first_name),
        'The password of your account was changed, and your other devices were signed out.',
        'If this was not you, reset your password with "Forgot password" right away.',
      ];
  return {
    subject: ko ? `[${BRAND}] 비밀번호가 변경되었습니다` : `Your ${BRAND} password was changed`,
    text: `${lines.join('\n\n')}\n\n${BRAND}\n`,
    html: htmlLayout(locale, lines),
  };
}

/**
 * The answer to a reset asked for an address no account uses: the same kind of mail an account
 * gets, so the request costs the same whoever owns the address, and its owner learns of it.
 */
function resetNoAccountEmail(locale: NotificationLocale): RenderedEmail {
  const ko = locale === 'ko';
  const lines = ko
    ? [
        '안녕하세요.',
        `이 이메일 주소로 ${BRAND} 비밀번호 재설정이 요청되었지만, 이 주소로 가입된 계정이 없습니다.`,
        '직접 요청하셨다면 다른 이메일 주소로 가입하셨거나 소셜 계정으로 로그인하셨을 수 있습니다. 새로 가입하실 수도 있습니다.',
        '요청하지 않으셨다면 이 메일을 무시해 주세요.',
      ]
    : [
        'Hello,',
        `Someone asked to reset the password of a ${BRAND} account with this email address, but no account uses it.`,
        'If it was you, you may have signed up with another address or with a social account; you can also create an account.',
        'If it was not you, you can ignore this email.',
      ];
  return {
    subject: ko ? `[${BRAND}] 비밀번호 재설정 요청 안내` : `Your ${BRAND} password reset request`,
    text: `${lines.join('\n\n')}\n\n${BRAND}\n`,
    html: htmlLayout(locale, lines),
  };
}

export function renderEmail<T extends TemplateName>(
  template: T,
  locale: NotificationLocale,
  payload: TemplatePayloads[T],
): RenderedEmail {
  switch (template) {
    case 'verification-code':
      return verificationEmail(locale, payload as TemplatePayloads['verification-code']);
    case 'password-changed':
      return passwordChangedEmail(locale, payload as TemplatePayloads['password-changed']);
    case 'reset-no-account':
      return resetNoAccountEmail(locale);
    case 'membership-paid':
      return renderMembershipPaidEmail(locale, payload as MembershipPaidPayload);
    default:
      if (isNoticeName(template)) {
        return renderNoticeEmail(
          template as NoticeName,
          locale,
          payload as NoticePayloads[NoticeName],
        );
      }
      throw new Error(`unknown e-mail template ${String(template)}`);
  }
}

/** Text messages are short: the brand, the code, the expiry. */
export function renderSms<T extends TemplateName>(
  template: T,
  locale: NotificationLocale,
  payload: TemplatePayloads[T],
): string {
  if (template === 'verification-code') {
    const { code } = payload as TemplatePayloads['verification-code'];
    return locale === 'ko'
      ? `[${BRAND}] 인증번호 ${code} (${minutes}분 내 입력)`
      : `[${BRAND}] Your code is ${code}. It expires in ${minutes} minutes.`;
  }
  return renderEmail(template, locale, payload).text;
}
