import { describe, expect, it } from 'vitest';
import { APP_COUNTRY, appQueries } from './app';

describe('app initialisation caching (SPEC §7)', () => {
  it('keeps app initialisation fresh for 1 hour and cached for 24 hours, per language', () => {
    const en = appQueries.init(APP_COUNTRY, 'en');
    expect(en.staleTime).toBe(60 * 60 * 1000);
    expect(en.gcTime).toBe(24 * 60 * 60 * 1000);
    expect(en.queryKey).toEqual(['app', 'init', 'KOR', 'en']);
    expect(appQueries.init(APP_COUNTRY, 'ko').queryKey).not.toEqual(en.queryKey);
  });
});
