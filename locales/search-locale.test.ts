import { describe, expect, it } from 'vitest';
import en from '@/locales/en/search.json';
import ko from '@/locales/ko/search.json';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('the search screen’s words', () => {
  it('exist in English and Korean alike', () => {
    expect(keys(ko).sort()).toEqual(keys(en).sort());
  });

  it("keep SPEC §2's loading line", () => {
    expect(en.loading).toBe("AI is searching for the '{{query}}'");
  });
});
