import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import {
  describePrice,
  formatIndicative,
  indicativeUnits,
  formatLockedRate,
  formatPriceWithReference,
} from './price-display';

const usd = (amount: number) => ({ amount, currency: 'usd' as const });
const krw = (amount: number) => ({ amount, currency: 'krw' as const });

describe('a converted price is only indicative: whole units after "≈" (issue 21)', () => {
  it('drops the cents of a converted price and says it is approximate', () => {
    expect(formatIndicative(usd(1_274_336), 'en')).toBe('≈ $12,743');
    expect(formatIndicative({ amount: 4_943_459, currency: 'eur' }, 'en')).toBe('≈ €49,435');
    expect(formatIndicative({ amount: 191_158_901, currency: 'thb' }, 'en')).toBe('≈ ฿1,911,589');
  });

  it('rounds half a unit up and never shows a decimal point', () => {
    expect(formatIndicative(usd(84_550), 'en')).toBe('≈ $846');
    expect(formatIndicative(usd(84_549), 'en')).toBe('≈ $845');
    expect(formatIndicative(usd(49), 'en')).toBe('≈ $0');
  });

  it('says "약" (about) in Korean', () => {
    expect(formatIndicative(usd(1_274_336), 'ko')).toBe('약 $12,743');
  });

  it('writes a KRW price exactly, with no sign: it is the work’s own price', () => {
    expect(formatIndicative(krw(17_000_000), 'en')).toBe('₩17,000,000');
    expect(formatIndicative(krw(17_000_000), 'ko')).toBe('₩17,000,000');
  });
});

describe('the KRW price is the reference beside a converted one', () => {
  const converted = { krw: 17_000_000, display: usd(1_274_336) };

  it('pairs "≈ $12,743" with "₩17,000,000"', () => {
    expect(describePrice(converted, 'en')).toEqual({
      amount: '≈ $12,743',
      reference: '₩17,000,000',
    });
    expect(formatPriceWithReference(converted, 'en')).toBe('≈ $12,743 · ₩17,000,000');
    expect(formatPriceWithReference(converted, 'ko')).toBe('약 $12,743 · ₩17,000,000');
  });

  it('gives no reference when the price is already in KRW', () => {
    const own = { krw: 17_000_000, display: krw(17_000_000) };
    expect(describePrice(own, 'ko')).toEqual({ amount: '₩17,000,000', reference: null });
    expect(formatPriceWithReference(own, 'en')).toBe('₩17,000,000');
  });
});

describe('locked money is exact, with the rate it was locked at', () => {
  it('keeps the minor units of a cart or order amount', () => {
    expect(formatMoney(usd(1_274_336), 'en')).toBe('$12,743.36');
  });

  it('names the rate and the moment it was locked, in Korea time', () => {
    expect(formatLockedRate('usd', 1334.12, '2026-11-28T03:11:00Z', 'en')).toBe(
      '1 USD = 1,334.12 KRW · rate of 28 Nov 2026, 12:11 KST',
    );
    expect(formatLockedRate('usd', 1334.12, '2026-11-28T03:11:00Z', 'ko')).toBe(
      '1 USD = 1,334.12원 · 2026년 11월 28일 12:11 KST 기준',
    );
  });

  it('writes the rate as a bank board does: grouped, two decimals unless whole', () => {
    expect(formatLockedRate('eur', 1400, null, 'en')).toBe('1 EUR = 1,400 KRW');
    expect(formatLockedRate('usd', 1412.5, null, 'en')).toBe('1 USD = 1,412.50 KRW');
    expect(formatLockedRate('thb', 38.456789, null, 'en')).toBe('1 THB = 38.46 KRW');
  });
});

describe('the figure a page shows is the figure its structured data states (rules 4.60)', () => {
  it('is the whole units the indication writes, and won exactly', () => {
    for (const [money, shown] of [
      [{ amount: 339_823, currency: 'usd' }, '≈ $3,398'],
      [{ amount: 339_850, currency: 'usd' }, '≈ $3,399'],
      [{ amount: 312_055, currency: 'eur' }, '≈ €3,121'],
      [{ amount: 4_800_000, currency: 'krw' }, '₩4,800,000'],
    ] as const) {
      const units = indicativeUnits(money);
      expect(shown).toContain(new Intl.NumberFormat('en-US').format(units));
      expect(formatIndicative(money, 'en')).toBe(shown);
    }
  });
});
