import { describe, expect, it } from 'vitest';
import { artists } from '../db/schema';
import { columnsFor, escapeLike, hasHangul, normalizeKeyword } from './text-match';

describe('text matching helpers', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('김서연')).toBe('김서연');
  });

  it('trims keywords and collapses inner whitespace', () => {
    expect(normalizeKeyword('  blue \t morning  ')).toBe('blue morning');
  });

  it('recognises Hangul syllables and jamo', () => {
    expect(hasHangul('서연')).toBe(true);
    expect(hasHangul('ㅅㅇ')).toBe(true);
    expect(hasHangul('Blue 시리즈')).toBe(true);
    expect(hasHangul('Seoyeon 2024')).toBe(false);
  });

  it('looks for Hangul only in the Korean column', () => {
    expect(columnsFor('서연', artists.nameEn, artists.nameKo)).toEqual([artists.nameKo]);
    expect(columnsFor('seo', artists.nameEn, artists.nameKo)).toEqual([
      artists.nameEn,
      artists.nameKo,
    ]);
  });
});
