import { describe, expect, it } from 'vitest';
import { convertFromKrw } from './money-conversion';
import { formatPriceWithReference } from './price-display';
import {
  DESTINATIONS,
  defaultDestination,
  deliveredCost,
  deliversAbroadTo,
  destinationCodes,
  estimateCurrency,
  insuranceKrw,
  parseDestination,
  sizeClassOf,
  type DestinationCode,
} from './delivered-cost';

// A 60 × 50 cm unframed painting at ₩2,000,000: medium size (width + height 110 cm).
const painting = { priceKrw: 2_000_000, widthCm: 60, heightCm: 50, depthCm: null, framed: false };

describe('the delivered cost of a ₩2,000,000 medium painting, every destination (rules §4.77–4.79)', () => {
  const table: [DestinationCode, number, number, number, number, number][] = [
    // destination, delivery, insurance, duty, import tax, total — all in won
    ['KR', 60_000, 10_000, 0, 0, 2_070_000],
    ['US', 750_000, 20_000, 0, 0, 2_770_000],
    ['DE', 690_000, 20_000, 0, 189_700, 2_899_700],
    ['FR', 690_000, 20_000, 0, 149_050, 2_859_050],
    ['IT', 690_000, 20_000, 0, 271_000, 2_981_000],
    ['ES', 690_000, 20_000, 0, 271_000, 2_981_000],
    ['NL', 690_000, 20_000, 0, 243_900, 2_953_900],
    ['GB', 690_000, 20_000, 0, 135_500, 2_845_500],
    ['JP', 450_000, 20_000, 0, 247_000, 2_717_000],
    ['CN', 450_000, 20_000, 24_700, 324_311, 2_819_011],
    ['TH', 450_000, 20_000, 0, 172_900, 2_642_900],
  ];

  it('covers every destination we deliver to', () => {
    expect(table.map(([code]) => code).sort()).toEqual([...destinationCodes].sort());
  });

  it.each(table)(
    'to %s: delivery ₩%i, insurance ₩%i, duty ₩%i, import tax ₩%i, delivered ₩%i',
    (destination, delivery, insurance, duty, importTax, total) => {
      const cost = deliveredCost({ ...painting, destination });
      expect(cost).toMatchObject({ delivery, insurance, duty, importTax, total });
      expect(cost.dutiesAndTaxes).toBe(duty + importTax);
      expect(cost.price + cost.delivery + cost.insurance + cost.dutiesAndTaxes).toBe(cost.total);
    },
  );

  it('includes insurance abroad and leaves it to the buyer in Korea', () => {
    expect(deliveredCost({ ...painting, destination: 'US' }).insuranceIncluded).toBe(true);
    expect(deliveredCost({ ...painting, destination: 'KR' }).insuranceIncluded).toBe(false);
  });

  it('assesses the US on the price alone and the others on price, delivery and insurance (CIF)', () => {
    expect(deliveredCost({ ...painting, destination: 'US' }).customsValue).toBe(2_000_000);
    expect(deliveredCost({ ...painting, destination: 'DE' }).customsValue).toBe(2_710_000);
    expect(deliveredCost({ ...painting, destination: 'KR' }).customsValue).toBe(0);
  });

  it('names a source for every rate', () => {
    for (const code of destinationCodes)
      expect(DESTINATIONS[code].source.length).toBeGreaterThan(20);
  });
});

describe('size classes and delivery by zone (rules §4.78)', () => {
  const size = (
    widthCm: number,
    heightCm: number,
    framed = false,
    depthCm: number | null = null,
  ) => ({
    widthCm,
    heightCm,
    framed,
    depthCm,
  });

  it.each([
    ['40 × 30 cm, unframed', size(40, 30), 'small'],
    ['40 × 30 cm, framed', size(40, 30, true), 'medium'],
    ['40 × 30 × 15 cm (deep)', size(40, 30, false, 15), 'medium'],
    ['40 × 30 × 10 cm (not deep)', size(40, 30, false, 10), 'small'],
    ['100 × 100 cm', size(100, 100), 'medium'],
    ['100 × 100 cm, framed', size(100, 100, true), 'large'],
    ['150 × 100 cm', size(150, 100), 'large'],
    ['150 × 100 cm, framed (no class above large)', size(150, 100, true), 'large'],
  ] as const)('%s is %s', (_name, work, expected) => {
    expect(sizeClassOf(work)).toBe(expected);
  });

  it.each([
    ['KR', 30_000, 60_000, 120_000],
    ['JP', 250_000, 450_000, 900_000],
    ['DE', 390_000, 690_000, 1_350_000],
    ['US', 420_000, 750_000, 1_450_000],
  ] as const)('delivers to %s at ₩%i small, ₩%i medium, ₩%i large', (destination, s, m, l) => {
    const at = (widthCm: number, heightCm: number) =>
      deliveredCost({
        priceKrw: 1_000_000,
        widthCm,
        heightCm,
        depthCm: null,
        framed: false,
        destination,
      }).delivery;
    expect([at(40, 30), at(60, 50), at(150, 100)]).toEqual([s, m, l]);
  });
});

describe('insurance in won (rules §4.78)', () => {
  it.each([
    [2_000_000, 'US', 20_000],
    [1_234_567, 'DE', 12_400], // 1 % is ₩12,345.67: up to the next ₩100
    [500_000, 'JP', 10_000], // 1 % is ₩5,000: the minimum
    [5_000_000, 'KR', 25_000], // 0.5 % in Korea
    [1_234_567, 'KR', 10_000],
    [0, 'US', 10_000],
  ] as const)('insures a ₩%i work to %s for ₩%i', (price, destination, expected) => {
    expect(insuranceKrw(price, destination)).toBe(expected);
  });
});

describe('rounded in won, then converted once for display', () => {
  it('shows German import VAT of ₩189,700 at ₩1,500 per euro as "≈ €126 · ₩189,700"', () => {
    const { importTax } = deliveredCost({ ...painting, destination: 'DE' });
    const display = convertFromKrw(importTax, 'eur', 1_500);
    expect(display).toEqual({ amount: 12_647, currency: 'eur' });
    expect(formatPriceWithReference({ krw: importTax, display }, 'en')).toBe('≈ €126 · ₩189,700');
    expect(formatPriceWithReference({ krw: importTax, display }, 'ko')).toBe('약 €126 · ₩189,700');
  });

  it('shows the US delivery of ₩750,000 at ₩1,412.5 per dollar as "≈ $531 · ₩750,000"', () => {
    const display = convertFromKrw(750_000, 'usd', 1_412.5);
    expect(formatPriceWithReference({ krw: 750_000, display }, 'en')).toBe('≈ $531 · ₩750,000');
  });
});

describe('the destination a visitor sees first, and where we deliver abroad (rules §4.77)', () => {
  it.each([
    ['ko', 'krw', 'KR'],
    ['ko', 'usd', 'KR'],
    ['en', 'krw', 'KR'],
    ['en', 'usd', 'US'],
    ['en', 'eur', 'DE'],
    ['en', 'thb', 'TH'],
  ] as const)('in %s with %s: %s', (language, currency, expected) => {
    expect(defaultDestination(language, currency)).toBe(expected);
  });

  it('shows dollars for the US, euros in the EU, baht in Thailand, the visitor’s own elsewhere', () => {
    expect(estimateCurrency('US', 'krw')).toBe('usd');
    expect(estimateCurrency('FR', 'usd')).toBe('eur');
    expect(estimateCurrency('TH', 'usd')).toBe('thb');
    expect(estimateCurrency('KR', 'usd')).toBe('krw');
    expect(estimateCurrency('JP', 'usd')).toBe('usd');
    expect(estimateCurrency('GB', 'eur')).toBe('eur');
  });

  it('reads a cookie or a country case-insensitively and delivers abroad only to its list', () => {
    expect(parseDestination(' de ')).toBe('DE');
    expect(parseDestination('BR')).toBeUndefined();
    expect(deliversAbroadTo('US')).toBe(true);
    expect(deliversAbroadTo('KR')).toBe(false);
    expect(deliversAbroadTo('BR')).toBe(false);
    expect(deliversAbroadTo(null)).toBe(false);
  });
});
