import { describe, expect, it } from 'vitest';
import { localizedHref } from './localized-href';

describe('addresses of the site outside next/link', () => {
  it('write the locale prefix of Korean pages and none for English, the default', () => {
    expect(localizedHref('/works?category=painting', 'ko')).toBe('/ko/works?category=painting');
    expect(localizedHref('/', 'ko')).toBe('/ko');
    expect(localizedHref('/ko/works', 'ko')).toBe('/ko/works');
    expect(localizedHref('/works', 'en')).toBe('/works');
    expect(localizedHref('https://example.com/x', 'ko')).toBe('https://example.com/x');
    expect(localizedHref('//cdn.example.com/x', 'ko')).toBe('//cdn.example.com/x');
  });
});
