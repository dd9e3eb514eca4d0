// What every notice's builder shares (notice-templates.ts and its families): the greeting, money
// and dates as every screen writes them, and the shape of a family's builders.
import { formatDateTime } from '@/rules/business-time';
import { formatMoney, type Money } from '@/rules/money';
import type { Locale, NoticeContent } from './email-layout';

/** Korea time, the market's clock, as every screen writes it (rules/business-time.ts). */
export function formatNoticeDate(iso: string, locale: Locale): string {
  return formatDateTime(iso, locale);
}

export const greeting = (locale: Locale, name: string) =>
  locale === 'ko'
    ? name
      ? `${name}님, 안녕하세요.`
      : '안녕하세요.'
    : name
      ? `Hello ${name},`
      : 'Hello,';

export const money = (value: Money, locale: Locale) => formatMoney(value, locale);

/** One builder per notice of a family's payloads: the words of each notice in `locale`. */
export type NoticeBuilders<P> = {
  [N in keyof P]: (locale: Locale, payload: P[N]) => NoticeContent;
};
