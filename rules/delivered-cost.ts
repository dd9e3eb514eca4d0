// What a work costs delivered to a buyer's door (rules §4.77–4.80, §9.27–9.28, ADR 0081): the
// delivery, the transit insurance and an estimate of the import duties and taxes the buyer pays
// on arrival, for the main destinations. One pure function, in won, shared by the artwork page
// (which shows it) and checkout (which charges the delivery and the insurance, never the duties).
//
// Every figure is an estimate: the delivery is our price list (door to door, crated, export
// cleared), the insurance a share of the price, the duties and taxes the destination's published
// rates for original works of art (HS 9701) on the value as its customs would see it. Sources are
// in DESTINATIONS and in docs/product-rules.md §4.79.
import { deliveryFeesKrw } from './checkout-rules';
import type { CurrencyCode } from './money';

export const destinationCodes = [
  'KR',
  'US',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'GB',
  'JP',
  'CN',
  'TH',
] as const;
/** ISO 3166-1 alpha-2 code of a country we deliver to. */
export type DestinationCode = (typeof destinationCodes)[number];

/** Where a parcel goes from Seoul: the delivery price list's columns. */
export type DeliveryZone = 'domestic' | 'asia' | 'europe' | 'americas';

/** The packed work's class: its size (width + height) a class up when framed or deep. */
export const sizeClasses = ['small', 'medium', 'large'] as const;
export type SizeClass = (typeof sizeClasses)[number];

/** Basis points: 1 % = 100. */
type Bps = number;

export interface Destination {
  code: DestinationCode;
  zone: DeliveryZone;
  /** The currency the estimate is shown in; null: the visitor's own (we sell in no yen, yuan or pound). */
  currency: CurrencyCode | null;
  /** Customs duty on an original painting (HS 9701), on the customs value. */
  dutyBps: Bps;
  /** Import VAT, consumption or sales tax on works of art, on the customs value plus the duty. */
  importTaxBps: Bps;
  /** Where the rates come from (checked 7 December 2026). */
  source: string;
}

/**
 * rules §4.79: duties and import taxes on original works of art (HS 9701), per destination.
 * The customs value is the price plus delivery and insurance (CIF) everywhere but the US, which
 * values at the price alone (and charges nothing on original art anyway).
 */
export const DESTINATIONS: Record<DestinationCode, Destination> = {
  KR: {
    code: 'KR',
    zone: 'domestic',
    currency: 'krw',
    dutyBps: 0,
    importTaxBps: 0,
    source:
      'A domestic sale: no import. Korean VAT Act art. 26(1)16 exempts original works of art.',
  },
  US: {
    code: 'US',
    zone: 'americas',
    currency: 'usd',
    dutyBps: 0,
    importTaxBps: 0,
    source:
      'HTSUS 9701 "Free" (hts.usitc.gov); no federal VAT or sales tax on imports (a state use tax may apply).',
  },
  DE: {
    code: 'DE',
    zone: 'europe',
    currency: 'eur',
    dutyBps: 0,
    importTaxBps: 700,
    source:
      'EU Common Customs Tariff 9701: 0 %; import VAT 7 % on works of art, § 12(2) Nr. 12 UStG with Anlage 2 Nr. 53.',
  },
  FR: {
    code: 'FR',
    zone: 'europe',
    currency: 'eur',
    dutyBps: 0,
    importTaxBps: 550,
    source: 'EU CCT 9701: 0 %; TVA à l’importation 5,5 % on works of art, CGI art. 278-0 bis I.',
  },
  IT: {
    code: 'IT',
    zone: 'europe',
    currency: 'eur',
    dutyBps: 0,
    importTaxBps: 1000,
    source:
      'EU CCT 9701: 0 %; IVA all’importazione 10 % on works of art, DPR 633/1972 Tabella A, parte III, n. 127-septiesdecies.',
  },
  ES: {
    code: 'ES',
    zone: 'europe',
    currency: 'eur',
    dutyBps: 0,
    importTaxBps: 1000,
    source: 'EU CCT 9701: 0 %; IVA de importación 10 % on works of art, Ley 37/1992 art. 91.Uno.4.',
  },
  NL: {
    code: 'NL',
    zone: 'europe',
    currency: 'eur',
    dutyBps: 0,
    importTaxBps: 900,
    source: 'EU CCT 9701: 0 %; btw bij invoer 9 % on works of art, Wet OB 1968 tabel I post b.13.',
  },
  GB: {
    code: 'GB',
    zone: 'europe',
    currency: null,
    dutyBps: 0,
    importTaxBps: 500,
    source:
      'UK Global Tariff 9701: 0 %; import VAT on 25 % of the value, an effective 5 %: VAT Act 1994 s. 21(4)-(6), HMRC IMPS05200.',
  },
  JP: {
    code: 'JP',
    zone: 'asia',
    currency: null,
    dutyBps: 0,
    importTaxBps: 1000,
    source:
      'Japan Customs tariff 9701: free; consumption tax on imports 10 % (7.8 % national + 2.2 % local).',
  },
  CN: {
    code: 'CN',
    zone: 'asia',
    currency: null,
    dutyBps: 100,
    importTaxBps: 1300,
    source:
      'China Customs Tariff: MFN duty 1 % on original works of art (chapter 97, 2024 schedule); import VAT 13 %.',
  },
  TH: {
    code: 'TH',
    zone: 'asia',
    currency: 'thb',
    dutyBps: 0,
    importTaxBps: 700,
    source:
      'Thai Customs tariff 9701: 0 % for Korean-origin goods under the ASEAN–Korea FTA; import VAT 7 % (Revenue Code s. 80).',
  },
};

/**
 * rules §4.78: delivery abroad, door to door, crated and export-cleared, in won by zone and size
 * class. Export transport is zero-rated for Korean VAT (VAT Act art. 23), so no VAT is inside.
 */
export const INTERNATIONAL_DELIVERY_KRW: Record<
  Exclude<DeliveryZone, 'domestic'>,
  Record<SizeClass, number>
> = {
  asia: { small: 250_000, medium: 450_000, large: 900_000 },
  europe: { small: 390_000, medium: 690_000, large: 1_350_000 },
  americas: { small: 420_000, medium: 750_000, large: 1_450_000 },
};

/**
 * rules §4.78 and §9.28: transit all-risk insurance, nail to nail, as a share of the work's price:
 * 1 % abroad (included with every delivery abroad), 0.5 % within Korea (the buyer's option),
 * never less than ₩10,000, rounded up to the next ₩100. Insurance is VAT-exempt (VAT Act art. 26).
 */
export const INSURANCE_RATE_BPS = { abroad: 100, domestic: 50 } as const;
export const INSURANCE_MIN_KRW = 10_000;
const INSURANCE_STEP_KRW = 100;

/** Past this depth (cm) a work travels in a deeper crate: one class up. */
export const DEEP_WORK_CM = 10;

export function isDestinationCode(value: unknown): value is DestinationCode {
  return typeof value === 'string' && (destinationCodes as readonly string[]).includes(value);
}

/** Parses a destination from a cookie or an address's country, case-insensitively. */
export function parseDestination(value: string | null | undefined): DestinationCode | undefined {
  const upper = value?.trim().toUpperCase();
  return isDestinationCode(upper) ? upper : undefined;
}

/**
 * rules §4.77: the destination a visitor sees first when none is remembered: Korea in Korean or in
 * won, the United States in dollars, Germany in euros, Thailand in baht.
 */
export function defaultDestination(language: string, currency: CurrencyCode): DestinationCode {
  if (language === 'ko') return 'KR';
  const byCurrency: Record<CurrencyCode, DestinationCode> = {
    krw: 'KR',
    usd: 'US',
    eur: 'DE',
    thb: 'TH',
  };
  return byCurrency[currency];
}

/** Whether we deliver to `country` abroad (a checkout's international delivery). */
export function deliversAbroadTo(country: string | null | undefined): boolean {
  const code = parseDestination(country);
  return code !== undefined && code !== 'KR';
}

export interface WorkSize {
  widthCm: number;
  heightCm: number;
  depthCm: number | null;
  /** The work travels in its frame (it has a frame size). */
  framed: boolean;
}

/**
 * rules §4.78: the size class: width + height up to 100 cm small, up to 200 cm medium, larger
 * large (the domestic fee's steps); one class up when framed or deeper than DEEP_WORK_CM.
 */
export function sizeClassOf(size: WorkSize): SizeClass {
  const total = size.widthCm + size.heightCm;
  let index = deliveryFeesKrw.base.findIndex((step) => total <= step.upToCm);
  if (size.framed || (size.depthCm ?? 0) > DEEP_WORK_CM) index += 1;
  return sizeClasses[Math.min(index, sizeClasses.length - 1)]!;
}

/** rules §4.78: the delivery to `destination` in won; Korea: mainland normal delivery by size. */
export function deliveryKrw(size: WorkSize, destination: DestinationCode): number {
  const { zone } = DESTINATIONS[destination];
  if (zone === 'domestic') {
    const total = size.widthCm + size.heightCm;
    return deliveryFeesKrw.base.find((step) => total <= step.upToCm)!.fee;
  }
  return INTERNATIONAL_DELIVERY_KRW[zone][sizeClassOf(size)];
}

/** rules §4.78: the transit insurance on a work of `priceKrw` to `destination`, in won. */
export function insuranceKrw(priceKrw: number, destination: DestinationCode): number {
  const bps = destination === 'KR' ? INSURANCE_RATE_BPS.domestic : INSURANCE_RATE_BPS.abroad;
  const share = Math.ceil((Math.max(0, priceKrw) * bps) / 10_000 / INSURANCE_STEP_KRW);
  return Math.max(INSURANCE_MIN_KRW, share * INSURANCE_STEP_KRW);
}

/** `bps` of `amount` in whole won, half up. */
const bpsOf = (amount: number, bps: Bps) => Math.round((amount * bps) / 10_000);

export interface DeliveredCostInput extends WorkSize {
  priceKrw: number;
  destination: DestinationCode;
}

/** The delivered cost in won, each part rounded to the won once (then converted for display). */
export interface DeliveredCost {
  destination: DestinationCode;
  zone: DeliveryZone;
  sizeClass: SizeClass;
  price: number;
  delivery: number;
  insurance: number;
  /** Charged with the delivery (abroad); within Korea the buyer may add it at checkout. */
  insuranceIncluded: boolean;
  /** The value duties and taxes are assessed on. */
  customsValue: number;
  duty: number;
  importTax: number;
  /** duty + importTax: an estimate, paid by the buyer on import, never charged at checkout. */
  dutiesAndTaxes: number;
  /** price + delivery + insurance + duties and taxes. */
  total: number;
}

/** rules §4.77–4.79: what a work costs delivered to `destination`, in won. */
export function deliveredCost(input: DeliveredCostInput): DeliveredCost {
  const destination = DESTINATIONS[input.destination];
  const price = Math.max(0, Math.round(input.priceKrw));
  const delivery = deliveryKrw(input, input.destination);
  const insurance = insuranceKrw(price, input.destination);
  const domestic = destination.zone === 'domestic';
  const customsValue = domestic
    ? 0
    : input.destination === 'US'
      ? price
      : price + delivery + insurance;
  const duty = bpsOf(customsValue, destination.dutyBps);
  const importTax = bpsOf(customsValue + duty, destination.importTaxBps);
  return {
    destination: input.destination,
    zone: destination.zone,
    sizeClass: sizeClassOf(input),
    price,
    delivery,
    insurance,
    insuranceIncluded: !domestic,
    customsValue,
    duty,
    importTax,
    dutiesAndTaxes: duty + importTax,
    total: price + delivery + insurance + duty + importTax,
  };
}

/**
 * The currency an estimate is shown in: the destination's when we sell in it (dollars for the
 * US, euros in the EU, baht in Thailand, won in Korea), else the visitor's own.
 */
export function estimateCurrency(
  destination: DestinationCode,
  visitorCurrency: CurrencyCode,
): CurrencyCode {
  return DESTINATIONS[destination].currency ?? visitorCurrency;
}
