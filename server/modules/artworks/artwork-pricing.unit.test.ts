import { describe, expect, it } from 'vitest';
import { krwPricing, majorToKrw, toPriceDto } from './artwork-pricing';

const usd = { currency: 'usd' as const, krwPerUnit: 1380 };

describe('artwork prices', () => {
  it('shows a KRW price in the visitor’s currency in minor units', () => {
    expect(toPriceDto(1_380_000, usd)).toEqual({
      krw: 1_380_000,
      display: { amount: 100_000, currency: 'usd' },
    });
    expect(toPriceDto(690_000, krwPricing)).toEqual({
      krw: 690_000,
      display: { amount: 690_000, currency: 'krw' },
    });
    expect(toPriceDto(null, usd)).toBeNull();
  });

  it('turns a price typed in the visitor’s currency into KRW for the filters', () => {
    expect(majorToKrw(1000, usd)).toBe(1_380_000);
    expect(majorToKrw(0.5, usd)).toBe(690);
    expect(majorToKrw(1_000_000, krwPricing)).toBe(1_000_000);
  });
});
