// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preAccessAllows, preAccessRequired } from './pre-access';

describe('the pre-access gate (PRE_ACCESS_EMAILS)', () => {
  it('lets everyone in when no list is configured, and says the gate is off', () => {
    expect(preAccessAllows('', 'anyone@example.com')).toBe(true);
    expect(preAccessAllows(' , ', 'anyone@example.com')).toBe(true);
    expect(preAccessRequired('')).toBe(false);
    expect(preAccessRequired(' , ')).toBe(false);
    expect(preAccessRequired('@artmarket.kr')).toBe(true);
  });

  it('lets in listed addresses and domains, whatever their case', () => {
    const list = 'curator@gallery.kr, @artmarket.kr';
    expect(preAccessAllows(list, 'Curator@Gallery.kr')).toBe(true);
    expect(preAccessAllows(list, 'staff@artmarket.kr')).toBe(true);
    expect(preAccessAllows(list, 'staff@artmarket.kr.evil.com')).toBe(false);
    expect(preAccessAllows(list, 'someone@gallery.kr')).toBe(false);
  });
});
