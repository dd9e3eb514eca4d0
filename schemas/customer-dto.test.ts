import { describe, expect, it } from 'vitest';
import { customerFullName, hasPinkRock, type MembershipDto } from './customer-dto';

describe('customer derived fields', () => {
  it.each([
    ['Minji', 'Kim', 'Minji Kim'],
    ['민지', '김', '김민지'],
    ['Minji', '김', 'Minji 김'],
    ['Minji', '', 'Minji'],
  ])('full name of %s %s', (first, last, full) => {
    expect(customerFullName(first, last)).toBe(full);
  });

  it('isPinkRock: an active pink_rock membership', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const member = (badge_type: MembershipDto['badge_type'], expires_at: string | null) => ({
      badge_type,
      granted_at: '2026-01-01T00:00:00Z',
      expires_at,
    });
    expect(hasPinkRock([member('pink_rock', null)], now)).toBe(true);
    expect(hasPinkRock([member('pink_rock', '2026-12-01T00:00:00Z')], now)).toBe(true);
    expect(hasPinkRock([member('pink_rock', '2026-11-01T00:00:00Z')], now)).toBe(false);
    expect(hasPinkRock([member('khaki_rock', null)], now)).toBe(false);
    expect(hasPinkRock([], now)).toBe(false);
  });
});
