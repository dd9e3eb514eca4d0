import { describe, expect, it } from 'vitest';
import en from '@/locales/en/search.json';
import ko from '@/locales/ko/search.json';
import enCommon from '@/locales/en/common.json';
import koCommon from '@/locales/ko/common.json';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('the search screen’s words', () => {
  it('exist in English and Korean alike', () => {
    expect(keys(ko).sort()).toEqual(keys(en).sort());
  });

  it("keep rules §2's loading line, in the words every page has (shown the moment a search is submitted)", () => {
    expect(enCommon.search.loading).toBe("AI is searching for the '{{query}}'");
    expect(koCommon.search.loading).toContain('{{query}}');
  });
});
