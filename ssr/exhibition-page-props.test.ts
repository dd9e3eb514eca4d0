import { describe, expect, it } from 'vitest';
import type { FairSummaryDto } from '@/schemas/dto';
import { isFirstFairHandle, localePrefix } from './exhibition-page-props';

describe('the first fair behind a solo-exhibition address', () => {
  it('recognises the first fair by handle, token or id, and only the first', () => {
    const fair = (id: string, token: string) =>
      ({
        id,
        handle: token,
        token,
        title: '',
        venue: null,
        starts_at: '',
        ends_at: '',
        cover: null,
      }) as FairSummaryDto;
    const fairs = [fair('fair_1', 'seoul-art-week-2026'), fair('fair_2', 'busan-2026')];
    expect(isFirstFairHandle('seoul-art-week-2026', fairs)).toBe(true);
    expect(isFirstFairHandle('fair_1', fairs)).toBe(true);
    expect(isFirstFairHandle('busan-2026', fairs)).toBe(false);
    expect(isFirstFairHandle('seoul-art-week-2026', [])).toBe(false);
    expect(localePrefix({ locale: 'ko', defaultLocale: 'en' })).toBe('/ko');
    expect(localePrefix({ locale: 'en', defaultLocale: 'en' })).toBe('');
  });
});
