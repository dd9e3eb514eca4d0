import { describe, expect, it } from 'vitest';
import { exhibitionPeriod } from './exhibition-period';

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-11-30T00:00:00Z');

describe('exhibition period', () => {
  it('is upcoming before it opens, current while open (both ends included), past after', () => {
    expect(exhibitionPeriod(start, end, new Date('2026-10-31T23:59:59Z'))).toBe('upcoming');
    expect(exhibitionPeriod(start, end, start)).toBe('current');
    expect(exhibitionPeriod(start, end, end)).toBe('current');
    expect(exhibitionPeriod(start, end, new Date('2026-11-30T00:00:01Z'))).toBe('past');
  });
});
