import { describe, expect, it } from 'vitest';
import { formatMarketDate } from './format-date';

describe('market dates', () => {
  it('shows Seoul time with its zone in both languages', () => {
    const iso = '2026-11-24T20:27:00Z';
    expect(formatMarketDate(iso, 'en')).toBe('25 November 2026, 05:27 KST');
    expect(formatMarketDate(iso, 'ko')).toBe('2026년 11월 25일 05:27 KST');
  });

  it('writes midnight as 00:00 and takes the date from Seoul, not from UTC', () => {
    expect(formatMarketDate('2026-12-31T15:00:00Z', 'en')).toBe('1 January 2027, 00:00 KST');
    expect(formatMarketDate('2026-12-31T15:00:00Z', 'ko')).toBe('2027년 1월 1일 00:00 KST');
  });

  it('uses only words of its own, so the server and the browser write the same text', () => {
    // Node's ICU writes Korean hours as "AM 06:00", Chromium as "오전 06:00": neither appears.
    expect(formatMarketDate('2026-11-23T21:00:00Z', 'ko')).toBe('2026년 11월 24일 06:00 KST');
  });
});
