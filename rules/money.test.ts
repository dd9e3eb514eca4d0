import { describe, expect, it } from 'vitest';
import { convertFromKrw, convertToKrw } from './money-conversion';
import {
  currencyCodes,
  effectiveCurrency,
  formatMoney,
  MAX_MONEY_KRW,
  MAX_MONEY_MINOR,
  MIN_KRW_PER_UNIT,
  parseCurrency,
  toMinorUnits,
} from './money';

describe('currency of a visitor (rules §4)', () => {
  it('defaults to krw in Korean and usd otherwise', () => {
    expect(effectiveCurrency('ko')).toBe('krw');
    expect(effectiveCurrency('en')).toBe('usd');
    expect(effectiveCurrency(undefined)).toBe('usd');
  });

  it('overrides a stored non-krw currency to krw in the Korean locale', () => {
    expect(effectiveCurrency('ko', 'usd')).toBe('krw');
    expect(effectiveCurrency('ko', 'EUR')).toBe('krw');
  });

  it('keeps a stored currency in English and ignores unknown ones', () => {
    expect(effectiveCurrency('en', 'thb')).toBe('thb');
    expect(effectiveCurrency('en', 'KRW')).toBe('krw');
    expect(effectiveCurrency('en', 'jpy')).toBe('usd');
  });

  it('parses currency codes case-insensitively', () => {
    expect(parseCurrency(' EUR ')).toBe('eur');
    expect(parseCurrency('btc')).toBeUndefined();
    expect(parseCurrency(null)).toBeUndefined();
  });
});

describe('money in minor units (architecture §4)', () => {
  it('converts KRW prices to cents at the KRW-per-unit rate, rounding to the nearest cent', () => {
    expect(convertFromKrw(1_380_000, 'usd', 1380)).toEqual({ amount: 100_000, currency: 'usd' });
    expect(convertFromKrw(1_000_000, 'usd', 1385.5)).toEqual({ amount: 72_176, currency: 'usd' });
    expect(convertFromKrw(1_234_567, 'krw', 1)).toEqual({ amount: 1_234_567, currency: 'krw' });
  });

  it('converts back to whole won for price filters', () => {
    expect(convertToKrw({ amount: 100_000, currency: 'usd' }, 1380)).toBe(1_380_000);
    expect(convertToKrw({ amount: 5000, currency: 'krw' }, 1)).toBe(5000);
  });

  it('turns typed major amounts into minor units', () => {
    expect(toMinorUnits(1200.5, 'usd')).toBe(120_050);
    expect(toMinorUnits(1200, 'krw')).toBe(1200);
  });

  it('formats with the currency symbol and its decimals', () => {
    expect(formatMoney({ amount: 1_200_000, currency: 'krw' }, 'ko')).toBe('₩1,200,000');
    expect(formatMoney({ amount: 84_520, currency: 'usd' }, 'en')).toBe('$845.20');
    expect(formatMoney({ amount: 99_900, currency: 'eur' }, 'en')).toBe('€999.00');
    expect(formatMoney({ amount: 150_000, currency: 'thb' }, 'en')).toBe('฿1,500.00');
  });
});

describe('the one money maximum (ADR 0044)', () => {
  it('fits every currency at the lowest accepted rate, as a safe integer and in bigint', () => {
    expect(MIN_KRW_PER_UNIT).toBe(0.01);
    for (const currency of currencyCodes) {
      const { amount } = convertFromKrw(MAX_MONEY_KRW, currency, MIN_KRW_PER_UNIT);
      expect(amount).toBeLessThanOrEqual(MAX_MONEY_MINOR);
      // A ₩100 million fee on top still leaves a safe integer, far inside bigint's 2^63.
      const withFees = amount + convertFromKrw(100_000_000, currency, MIN_KRW_PER_UNIT).amount;
      expect(Number.isSafeInteger(withFees)).toBe(true);
      expect(BigInt(withFees) < 2n ** 63n).toBe(true);
    }
  });
});
