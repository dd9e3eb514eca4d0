import { describe, expect, it } from 'vitest';
import { hasUnusableParams, isUsableParam } from './page-params';

describe('page address parameters', () => {
  it('takes the names of records', () => {
    expect(isUsableParam('seoul-art-week')).toBe(true);
    expect(isUsableParam('한국-작가')).toBe(true);
    expect(isUsableParam(['orders', 'ord_1'])).toBe(true);
    expect(hasUnusableParams({ handle: 'blue-morning' })).toBe(false);
    expect(hasUnusableParams(undefined)).toBe(false);
  });

  it.each([
    ['a NUL byte', '\u0000'],
    ['a NUL inside', 'blue\u0000morning'],
    ['a control character', 'a\u001bb'],
    ['a lone surrogate', 'a\ud800'],
    ['nothing', ''],
    ['more than 200 characters', 'x'.repeat(201)],
  ])('refuses %s', (_, value) => {
    expect(isUsableParam(value)).toBe(false);
    expect(hasUnusableParams({ handle: value })).toBe(true);
    expect(hasUnusableParams({ path: ['orders', value] })).toBe(true);
  });
});
