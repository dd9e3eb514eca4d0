import { describe, expect, it } from 'vitest';
import en from '@/locales/en/common.json';
import ko from '@/locales/ko/common.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function values(value: unknown): string[] {
  if (value && typeof value === 'object') return Object.values(value).flatMap(values);
  return [String(value)];
}

describe('locale files', () => {
  it('English and Korean have exactly the same keys', () => {
    expect(keys(ko).sort()).toEqual(keys(en).sort());
  });

  it('have no empty strings', () => {
    expect(values(en).filter((v) => !v.trim())).toEqual([]);
    expect(values(ko).filter((v) => !v.trim())).toEqual([]);
  });

  it("keep the spec's exact English strings", () => {
    expect(en.error).toMatchObject({
      notFound: 'Page is not found',
      serverError: "This page isn't working",
      generic: 'Error occurred',
    });
    expect(en.auth.signedOut).toBe('You have successfully signed out.');
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
    const enFlat = Object.fromEntries(
      keys(en).map((k) => [
        k,
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], en),
      ]),
    );
    const koFlat = Object.fromEntries(
      keys(ko).map((k) => [
        k,
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], ko),
      ]),
    );
    for (const key of Object.keys(enFlat)) {
      expect(vars(String(koFlat[key])), key).toBe(vars(String(enFlat[key])));
    }
  });
});
