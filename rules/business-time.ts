// The one time policy (ADR 0038): every date and time the store shows — deposit and payment
// deadlines, paid-at, order and document dates, offers, releases, back-office lists, e-mails — is
// written here, in Korea time with the zone named, so a screen, its server render, a document and
// an e-mail say the same whatever the reader's time zone.
//
//   date and time  en "27 Nov 2026, 22:30 KST"   ko "2026년 11월 27일 22:30 KST"
//   date           en "27 Nov 2026"              ko "2026년 11월 27일"
//   period         en "6 Mar – 27 Apr 2025"      ko "2025년 3월 6일 – 4월 27일"
//
// The words are ours, not Intl's: Node's and the browser's ICU data word dates differently (Node
// 20 writes Korean hours "AM 06:00", Chromium "오전 06:00"), and server-rendered text must equal
// what the browser renders when it hydrates. Korea keeps UTC+9 all year (no daylight saving since
// 1988), so its clock is UTC shifted by nine hours: plain arithmetic, no time-zone data needed.
import type { Language } from '@/schemas/language';

export const BUSINESS_TIME_ZONE = 'Asia/Seoul';
/** The zone's name after every time, in both languages. */
export const BUSINESS_ZONE_LABEL = 'KST';
/** What a missing date is shown as. */
export const NO_DATE = '—';

const OFFSET_MS = 9 * 60 * 60 * 1000;
const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** An instant (ISO 8601 or Date), or a Korean calendar date (YYYY-MM-DD). */
export type When = string | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NO_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Milliseconds since the epoch; a date or a time without a zone is read as Korea time. */
function instant(value: When): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  const text = DATE_ONLY.test(value)
    ? `${value}T00:00:00+09:00`
    : NO_ZONE.test(value)
      ? `${value}+09:00`
      : value;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

interface KoreanClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function koreanClock(ms: number): KoreanClock {
  const shifted = new Date(ms + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

function writeDate(c: KoreanClock, language: Language, withYear = true): string {
  if (language === 'ko') return `${withYear ? `${c.year}년 ` : ''}${c.month}월 ${c.day}일`;
  return `${c.day} ${MONTHS_EN[c.month - 1]}${withYear ? ` ${c.year}` : ''}`;
}

/** A business time: "27 Nov 2026, 22:30 KST" / "2026년 11월 27일 22:30 KST"; "—" when missing. */
export function formatDateTime(value: When, language: Language): string {
  const ms = instant(value);
  if (ms === null) return NO_DATE;
  const c = koreanClock(ms);
  const time = `${two(c.hour)}:${two(c.minute)} ${BUSINESS_ZONE_LABEL}`;
  return language === 'ko' ? `${writeDate(c, 'ko')} ${time}` : `${writeDate(c, 'en')}, ${time}`;
}

/** A date in Korea: "27 Nov 2026" / "2026년 11월 27일"; "—" when missing. */
export function formatDate(value: When, language: Language): string {
  const ms = instant(value);
  return ms === null ? NO_DATE : writeDate(koreanClock(ms), language);
}

/**
 * A period: "6 Mar – 27 Apr 2025" / "2025년 3월 6일 – 4월 27일", the year named once when both
 * dates share it; empty when either date is unreadable.
 */
export function formatDateRange(start: When, end: When, language: Language): string {
  const from = instant(start);
  const to = instant(end);
  if (from === null || to === null) return '';
  const a = koreanClock(from);
  const b = koreanClock(to);
  const sameYear = a.year === b.year;
  return language === 'ko'
    ? `${writeDate(a, 'ko')} – ${writeDate(b, 'ko', !sameYear)}`
    : `${writeDate(a, 'en', !sameYear)} – ${writeDate(b, 'en')}`;
}

/** The Korean calendar date (YYYY-MM-DD) of an instant; null when missing. */
export function koreanDay(value: When): string | null {
  const ms = instant(value);
  if (ms === null) return null;
  const c = koreanClock(ms);
  return `${c.year}-${two(c.month)}-${two(c.day)}`;
}

/** The value of a date-and-time field, in Korea time (YYYY-MM-DDTHH:mm); "" when missing. */
export function toKoreanTimeInput(value: When): string {
  const ms = instant(value);
  if (ms === null) return '';
  const c = koreanClock(ms);
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}

/** A date-and-time field's value, read as Korea time, as an ISO instant; null when unreadable. */
export function fromKoreanTimeInput(value: string): string | null {
  if (!NO_ZONE.test(value)) return null;
  const ms = instant(value);
  return ms === null ? null : new Date(ms).toISOString();
}
