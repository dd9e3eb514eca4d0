import { describe, expect, it } from 'vitest';
import { getArtworkQueryOptions } from './get-artwork';
import { getArtworkCountQueryOptions } from './get-artwork-count';
import { getArtworkEditionsQueryOptions } from './get-artwork-editions';
import { getArtworksQueryOptions } from './get-artworks';
import { getFeaturedArtworksQueryOptions } from './get-featured-artworks';
import { getRecommendedArtworksQueryOptions } from './get-recommended-artworks';
import { toQueryParams } from './query-params';

const en = { language: 'en' as const, currency: 'usd' as const };

describe('artwork query keys', () => {
  it('carry the language and the currency, so a preference change never shows stale prices', () => {
    const key = getArtworksQueryOptions({ group_handle: 'painting' }, en).queryKey;
    expect(key).toEqual(['artworks', 'list', { group_handle: 'painting' }, 'en', 'usd']);
    expect(
      getArtworksQueryOptions({ group_handle: 'painting' }, { ...en, currency: 'eur' }).queryKey,
    ).not.toEqual(key);
    expect(getArtworkQueryOptions('blue-field', en).queryKey).toEqual([
      'artworks',
      'detail',
      'blue-field',
      'en',
      'usd',
    ]);
  });

  it('share one root, so every artwork query can be invalidated at once', () => {
    for (const options of [
      getArtworksQueryOptions({}, en),
      getArtworkQueryOptions('a', en),
      getArtworkEditionsQueryOptions('art_1', { limit: 10 }, en),
      getArtworkCountQueryOptions('ongoing', 'en'),
      getRecommendedArtworksQueryOptions('art_1', 8, en),
      getFeaturedArtworksQueryOptions(12, en),
    ]) {
      expect(options.queryKey[0]).toBe('artworks');
    }
  });
});

describe('query parameters on the wire', () => {
  it('drop empty values and send lists comma-separated', () => {
    expect(
      toQueryParams({
        q: '',
        limit: 20,
        purchase_statuses: ['on_sale', 'release_soon'],
        min_price: undefined,
        group_handle: 'print',
      }),
    ).toEqual({ limit: 20, purchase_statuses: 'on_sale,release_soon', group_handle: 'print' });
  });
});
