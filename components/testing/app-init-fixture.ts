// A small app-initialisation answer for component tests.
import type { AppInitDto } from '@/schemas/dto';
import { currencies, currencyCodes } from '@/rules/money';

export function appInitFixture(overrides: Partial<AppInitDto> = {}): AppInitDto {
  return {
    country: { code: 'KOR', iso2: 'KR', name: 'Republic of Korea', default_currency: 'krw' },
    artwork_categories: [
      { id: 'c1', title: 'Painting', handle: 'painting' },
      { id: 'c2', title: 'Sculpture', handle: 'sculpture' },
    ],
    payment_providers: [],
    featured_artists: [],
    featured_institutions: [],
    currencies: currencyCodes.map((code) => currencies[code]),
    fairs: [],
    exhibitions: [],
    pre_access: false,
    monitoring: { amplitude: null, sentry: null },
    headers_exhibitions: { exhibitions: [], exhibition_highlights: [] },
    ...overrides,
  };
}
