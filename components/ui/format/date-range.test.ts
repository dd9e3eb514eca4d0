import { describe, expect, it } from 'vitest';
import { formatDateRange } from './date-range';

describe('exhibition dates', () => {
  it('names the year once when both dates share it', () => {
    expect(formatDateRange('2025-03-05T15:00:00Z', '2025-04-26T15:00:00Z', 'en')).toBe(
      '6 Mar – 27 Apr 2025',
    );
    expect(formatDateRange('2025-03-05T15:00:00Z', '2025-04-26T15:00:00Z', 'ko')).toBe(
      '2025년 3월 6일 – 4월 27일',
    );
  });

  it('has a compact numeric Korean form for listings', () => {
    expect(formatDateRange('2026-11-03T15:00:00Z', '2026-12-31T15:00:00Z', 'ko', 'short')).toBe(
      '2026. 11. 4. – 2027. 1. 1.',
    );
  });

  it('names both years across a new year, in Seoul time', () => {
    expect(formatDateRange('2024-12-20T00:00:00Z', '2025-01-31T16:00:00Z', 'en')).toBe(
      '20 Dec 2024 – 1 Feb 2025',
    );
  });

  it('is empty for unreadable dates', () => {
    expect(formatDateRange('soon', '2025-01-01', 'en')).toBe('');
  });
});
