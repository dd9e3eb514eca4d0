// How the order screens write money and dates: amounts are minor units of the order's currency
// (schemas/money.ts formats them), dates in the visitor's language, Seoul time.
import { formatMoney, type CurrencyCode } from '@/schemas/money';
import type { Language } from '@/schemas/dto';

export function money(amount: number, currency: CurrencyCode, language: Language): string {
  return formatMoney({ amount, currency }, language);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-GB', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: language === 'ko' ? 'long' : 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A date (and its time when `withTime`), e.g. "24 Nov 2026" / "2026년 11월 24일". */
export function formatDate(
  value: string | null | undefined,
  language: Language,
  withTime = false,
): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00+09:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatter(language, withTime).format(date);
}
