import { describe, expect, it } from 'vitest';
import { formatMarketDate } from './format-date';

describe('market dates', () => {
  it('shows Seoul time with its zone in both languages', () => {
    const iso = '2026-11-24T20:27:00Z';
    expect(formatMarketDate(iso, 'en')).toMatch(/25 November 2026.*05:27.*GMT\+9/);
    expect(formatMarketDate(iso, 'ko')).toMatch(/2026년 11월 25일.*05:27/);
  });
});
