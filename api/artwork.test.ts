import { describe, expect, it } from 'vitest';
import { artworkQueries, toQueryParams } from './artwork';

const en = { language: 'en' as const, currency: 'usd' as const };

describe('artwork query keys', () => {
  it('carry the language and the currency, so a preference change never shows stale prices', () => {
    const key = artworkQueries.list({ group_handle: 'painting' }, en).queryKey;
    expect(key).toEqual(['artworks', 'list', { group_handle: 'painting' }, 'en', 'usd']);
    expect(
      artworkQueries.list({ group_handle: 'painting' }, { ...en, currency: 'eur' }).queryKey,
    ).not.toEqual(key);
    expect(artworkQueries.detail('blue-field', en).queryKey).toEqual([
      'artworks',
      'detail',
      'blue-field',
      'en',
      'usd',
    ]);
  });

  it('share one root, so every artwork query can be invalidated at once', () => {
    for (const options of [
      artworkQueries.list({}, en),
      artworkQueries.detail('a', en),
      artworkQueries.editions('art_1', { limit: 10 }, en),
      artworkQueries.editionSummary('art_1', en),
      artworkQueries.count('ongoing', 'en'),
      artworkQueries.recommend('art_1', 8, en),
      artworkQueries.featured(12, en),
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
