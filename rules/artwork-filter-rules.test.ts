import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { artworkUrlFilterKeys, readArtworkUrlFilters } from './artwork-filter-rules';
import { artworkFiltersSchema } from '@/schemas/artwork-filters';

/** What the API's yup schema makes of one value: the value, or undefined when it refuses it. */
function bySchema(key: string, raw: string): unknown {
  try {
    return artworkFiltersSchema.validateSyncAt(key, { [key]: raw }, { stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return undefined;
    throw error;
  }
}

const samples: Record<string, string[]> = {
  view_status: ['ongoing', 'sold', 'all', 'SOLD', ' sold', 'nope', ''],
  order: ['newest', 'price_asc', 'price_desc', 'popular', 'ending_soon', 'cheap', ''],
  group_handle: [
    'painting',
    ' painting ',
    'all',
    'Painting',
    'a_b',
    'x'.repeat(64),
    'x'.repeat(65),
    ' ',
  ],
  q: ['blue', '  푸른 하늘 ', ' ', 'x'.repeat(100), 'x'.repeat(101), ''],
  min_price: [
    '0',
    '10',
    ' 10 ',
    '1 000',
    '12.5',
    '1e3',
    '-1',
    'abc',
    'Infinity',
    '1e12',
    '1e13',
    ' ',
  ],
  max_width: ['0', '10000', '10001', '0x10', 'NaN'],
  min_size_total: ['20000', '20001', '.5'],
};

describe('URL filters read without yup agree with the API schema', () => {
  for (const key of artworkUrlFilterKeys) {
    const values = samples[key] ?? samples.min_price!;
    it(`${key}`, () => {
      for (const raw of values) {
        const expected = raw === '' ? undefined : bySchema(key, raw);
        // A blank q is "not set" for both.
        expect([raw, readArtworkUrlFilters({ [key]: raw })[key]]).toEqual([raw, expected]);
      }
    });
  }

  it('drops the max of a range whose ends cross, as the schema refuses it', () => {
    const input = { min_price: '500', max_price: '100', min_width: '10', max_width: '20' };
    expect(() => artworkFiltersSchema.validateSync(input)).toThrow(/max_price/);
    expect(readArtworkUrlFilters(input)).toEqual({ min_price: 500, min_width: 10, max_width: 20 });
    expect(artworkFiltersSchema.validateSync(readArtworkUrlFilters(input))).toBeTruthy();
  });

  it('ignores keys it does not know', () => {
    expect(readArtworkUrlFilters({ limit: '5', page: '2', order: 'popular' })).toEqual({
      order: 'popular',
    });
  });
});
