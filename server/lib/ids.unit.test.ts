import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('starts with the prefix and sorts by time', () => {
    const earlier = newId('cus', 1_000);
    const later = newId('cus', 2_000);
    expect(earlier).toMatch(/^cus_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(earlier < later).toBe(true);
  });

  it('increases within one millisecond', () => {
    const ids = Array.from({ length: 50 }, () => newId('ntf', 5_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(50);
  });
});
