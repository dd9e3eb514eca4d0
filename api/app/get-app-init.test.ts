import { describe, expect, it } from 'vitest';
import { APP_COUNTRY, getAppInitQueryOptions } from './get-app-init';

describe('app initialisation caching (rules §7)', () => {
  it('keeps app initialisation fresh for 1 hour and cached for 24 hours, per language', () => {
    const en = getAppInitQueryOptions(APP_COUNTRY, 'en');
    expect(en.staleTime).toBe(60 * 60 * 1000);
    expect(en.gcTime).toBe(24 * 60 * 60 * 1000);
    expect(en.queryKey).toEqual(['app', 'init', 'KOR', 'en']);
    expect(getAppInitQueryOptions(APP_COUNTRY, 'ko').queryKey).not.toEqual(en.queryKey);
  });
});
