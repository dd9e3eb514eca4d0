import { describe, expect, it } from 'vitest';
import { keywordQueries, keywordWords } from './artwork-keyword';

describe('keywordQueries', () => {
  it('reads an English word as a word or the start of one, in both documents', () => {
    expect(keywordQueries('Landscape')).toEqual({
      english: 'landscape:*',
      korean: 'landscape:*',
    });
  });

  it('needs every word, and matches short words whole', () => {
    expect(keywordQueries('  oil ON  linen ')).toEqual({
      english: 'oil:* & on & linen:*',
      korean: 'oil:* & on & linen:*',
    });
  });

  it('reads Hangul as the syllable pairs the document stores, in a row', () => {
    expect(keywordQueries('풍경')).toEqual({ english: null, korean: '풍경' });
    expect(keywordQueries('김환기')).toEqual({ english: null, korean: '(김환 <-> 환기)' });
    expect(keywordQueries('한')).toEqual({ english: null, korean: '한:*' });
  });

  it('keeps Latin words beside Hangul in the Korean query only', () => {
    expect(keywordQueries('Seoyeon 서연')).toEqual({
      english: null,
      korean: 'seoyeon:* & 서연',
    });
    expect(keywordQueries('No.5추상')).toEqual({ english: null, korean: 'no & 5 & 추상' });
  });

  it('never passes a tsquery operator through', () => {
    const { english, korean } = keywordQueries(`a'b & c|d !e (f) g:*h <-> i\\j`);
    for (const query of [english!, korean!]) {
      expect(query.split(' & ').every((part) => /^[\p{L}\p{N}]+(:\*)?$/u.test(part))).toBe(true);
    }
    expect(keywordQueries("'&|!():*<>")).toEqual({ english: null, korean: null });
    expect(keywordQueries('🎨')).toEqual({ english: null, korean: null });
  });

  it('keeps at most eight words', () => {
    expect(keywordWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
