// Exhibition and fair dates, in the marketplace's time zone so server and browser agree. Ranges
// are joined by hand: Intl's formatRange spacing differs between ICU builds (hydration).
import type { Language } from '@/schemas/dto';

const TIME_ZONE = 'Asia/Seoul';
const cache = new Map<string, Intl.DateTimeFormat>();

export type DateStyle = 'long' | 'short';

function format(date: Date, language: Language, withYear: boolean, style: DateStyle): string {
  const key = `${language}:${withYear}:${style}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-GB', {
      year: withYear ? 'numeric' : undefined,
      // Korean listings use the compact numeric form (2026. 11. 4.).
      month: language === 'ko' ? (style === 'long' ? 'long' : 'numeric') : 'short',
      day: 'numeric',
      timeZone: TIME_ZONE,
    });
    cache.set(key, f);
  }
  return f.format(date).replace(/\s+/g, ' ');
}

const yearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE });

function yearOf(date: Date): string {
  return yearFormat.format(date);
}

/**
 * '6 Mar – 27 Apr 2025'; Korean '2025년 3월 6일 – 4월 27일' (long) or '2025. 3. 6. – 4. 27.'
 * (short). The year is repeated only when it changes.
 */
export function formatDateRange(
  start: string,
  end: string,
  language: Language,
  style: DateStyle = 'long',
): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  const sameYear = yearOf(from) === yearOf(to);
  if (language === 'ko') {
    return `${format(from, 'ko', true, style)} – ${format(to, 'ko', !sameYear, style)}`;
  }
  return `${format(from, 'en', !sameYear, style)} – ${format(to, 'en', true, style)}`;
}
