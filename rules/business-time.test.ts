import { afterAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  fromKoreanTimeInput,
  koreanDay,
  toKoreanTimeInput,
} from './business-time';

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe('the one time policy', () => {
  it('writes a business time in Korea time with the zone named, in both languages', () => {
    const deadline = '2026-11-27T13:30:00.000Z';
    expect(formatDateTime(deadline, 'en')).toBe('27 Nov 2026, 22:30 KST');
    expect(formatDateTime(deadline, 'ko')).toBe('2026년 11월 27일 22:30 KST');
    expect(formatDateTime(new Date(deadline), 'en')).toBe('27 Nov 2026, 22:30 KST');
  });

  it('takes the day from Korea, not from UTC, and writes midnight as 00:00', () => {
    expect(formatDateTime('2026-12-31T15:00:00Z', 'en')).toBe('1 Jan 2027, 00:00 KST');
    expect(formatDateTime('2026-12-31T15:00:00Z', 'ko')).toBe('2027년 1월 1일 00:00 KST');
    expect(formatDate('2026-11-23T23:10:00Z', 'en')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-23T23:10:00Z', 'ko')).toBe('2026년 11월 24일');
  });

  it('reads a calendar date, or a time without a zone, as Korea time', () => {
    expect(formatDate('2026-12-08', 'en')).toBe('8 Dec 2026');
    expect(formatDate('2026-12-08', 'ko')).toBe('2026년 12월 8일');
    expect(formatDateTime('2026-12-08T09:05', 'en')).toBe('8 Dec 2026, 09:05 KST');
  });

  it('shows a dash for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'soon', new Date(Number.NaN)]) {
      expect(formatDateTime(value, 'en')).toBe('—');
      expect(formatDate(value, 'ko')).toBe('—');
    }
  });

  it('writes the same text whatever the process time zone', () => {
    const seen = new Set<string>();
    const hours = new Set<number>();
    for (const zone of ['America/New_York', 'Asia/Seoul', 'UTC']) {
      process.env.TZ = zone;
      // The zone really changed: the local clock of one instant differs between them.
      hours.add(new Date('2026-11-27T13:30:00Z').getHours());
      seen.add(
        [
          formatDateTime('2026-11-27T13:30:00Z', 'en'),
          formatDateTime('2026-11-27T13:30:00Z', 'ko'),
          formatDate('2026-11-27', 'en'),
          formatDateRange('2025-03-05T15:00:00Z', '2025-04-26T15:00:00Z', 'ko'),
          toKoreanTimeInput('2026-11-27T13:30:00Z'),
          fromKoreanTimeInput('2026-11-27T22:30'),
        ].join('|'),
      );
    }
    expect(hours.size).toBe(3);
    expect([...seen]).toEqual([
      '27 Nov 2026, 22:30 KST|2026년 11월 27일 22:30 KST|27 Nov 2026|2025년 3월 6일 – 4월 27일|2026-11-27T22:30|2026-11-27T13:30:00.000Z',
    ]);
  });
});

describe('periods', () => {
  it('names the year once when both dates share it', () => {
    expect(formatDateRange('2025-03-05T15:00:00Z', '2025-04-26T15:00:00Z', 'en')).toBe(
      '6 Mar – 27 Apr 2025',
    );
    expect(formatDateRange('2025-03-05T15:00:00Z', '2025-04-26T15:00:00Z', 'ko')).toBe(
      '2025년 3월 6일 – 4월 27일',
    );
  });

  it('names both years across a new year, in Korea time', () => {
    expect(formatDateRange('2024-12-20T00:00:00Z', '2025-01-31T16:00:00Z', 'en')).toBe(
      '20 Dec 2024 – 1 Feb 2025',
    );
    expect(formatDateRange('2026-11-03T15:00:00Z', '2026-12-31T15:00:00Z', 'ko')).toBe(
      '2026년 11월 4일 – 2027년 1월 1일',
    );
  });

  it('is empty for unreadable dates', () => {
    expect(formatDateRange('soon', '2025-01-01', 'en')).toBe('');
  });
});

describe('date-and-time fields', () => {
  it('show and read Korea time', () => {
    expect(toKoreanTimeInput('2026-11-27T15:00:00Z')).toBe('2026-11-28T00:00');
    expect(fromKoreanTimeInput('2026-11-28T00:00')).toBe('2026-11-27T15:00:00.000Z');
    expect(fromKoreanTimeInput('tomorrow')).toBeNull();
    expect(toKoreanTimeInput(null)).toBe('');
  });

  it('give the Korean calendar day of an instant', () => {
    expect(koreanDay('2026-12-10T16:00:00Z')).toBe('2026-12-11');
    expect(koreanDay(null)).toBeNull();
  });
});
