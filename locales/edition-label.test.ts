// The edition label of rules/edition-label.ts with the words of both locales: one table of cases.
import { describe, expect, it } from 'vitest';
import enCommon from '@/locales/en/common.json';
import koCommon from '@/locales/ko/common.json';
import type { EditionType } from '@/schemas/artwork-dto';
import { editionLabel, editionWordsFrom } from '@/rules/edition-label';

const words = { en: editionWordsFrom(enCommon), ko: editionWordsFrom(koCommon) };

describe('editionLabel', () => {
  it.each<[EditionType, number, number, 'en' | 'ko', string]>([
    ['unique', 1, 1, 'en', 'Unique work'],
    ['unique', 1, 1, 'ko', '단일 작품'],
    // A unique work's one edition is numbered 1 in the database: never printed as such.
    ['unique', 1, 3, 'en', 'Unique work'],
    ['edition', 3, 10, 'en', 'Edition 3 of 10'],
    ['edition', 3, 10, 'ko', '에디션 3/10'],
    ['edition', 1, 10, 'en', 'Edition 1 of 10'],
    ['edition', 1, 1, 'en', 'Edition 1 of 1'],
    ['edition', 12, 100, 'ko', '에디션 12/100'],
  ])('%s, number %i of %i, in %s: %s', (type, number, size, language, label) => {
    const edition = { edition_type: type, edition_number: number, edition_size: size };
    expect(editionLabel(edition, words[language])).toBe(label);
  });

  it('reads the words through i18next-style t as well', () => {
    const t = (key: string, values: { number: number; size: number }) =>
      `${key}:${values.number}/${values.size}`;
    expect(editionLabel({ edition_type: 'edition', edition_number: 2, edition_size: 5 }, t)).toBe(
      'edition.numbered:2/5',
    );
    expect(editionLabel({ edition_type: 'unique', edition_number: 1, edition_size: 1 }, t)).toBe(
      'edition.unique:1/1',
    );
  });
});
