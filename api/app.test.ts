import { describe, expect, it } from 'vitest';
import { APP_COUNTRY, appQueries } from './app';
import { createQueryClient } from './query-client';

describe('query caching (SPEC §7, §9)', () => {
  it('refetches on focus, is stale after 5 s, cached for 10 s, never retried', () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: true,
      staleTime: 5_000,
      gcTime: 10_000,
      retry: false,
    });
  });

  it('keeps app initialisation fresh for 1 hour and cached for 24 hours, per language', () => {
    const en = appQueries.init(APP_COUNTRY, 'en');
    expect(en.staleTime).toBe(60 * 60 * 1000);
    expect(en.gcTime).toBe(24 * 60 * 60 * 1000);
    expect(en.queryKey).toEqual(['app', 'init', 'KOR', 'en']);
    expect(appQueries.init(APP_COUNTRY, 'ko').queryKey).not.toEqual(en.queryKey);
  });
});
