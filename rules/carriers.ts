// The carriers a shipment goes with (rules §4.46–4.47): the common Korean parcel services and the
// couriers abroad, each with its name in both languages, the shape of its tracking numbers and
// the public page that tracks one. The back office's "shipped" step names one of them and the
// number; the buyer's order page and shipping notice print both with the tracking link.
import type { Language } from '@/schemas/dto';

export interface Carrier {
  name: Record<Language, string>;
  /** A domestic parcel service delivers in Korea only; a courier abroad delivers anywhere. */
  scope: 'domestic' | 'international';
  /** The tracking number after normalizeTrackingNumber (digits, or capitals and digits). */
  pattern: RegExp;
  /** How the number looks, for the staff member's hint and the refusal. */
  example: string;
  /** The carrier's public tracking page for a number. */
  trackingUrl: (number: string) => string;
}

const q = encodeURIComponent;

export const carriers = {
  cj: {
    name: { ko: 'CJ대한통운', en: 'CJ Logistics' },
    scope: 'domestic',
    // Waybills of 10 or 12 digits (the 12-digit ones are the current series).
    pattern: /^(\d{10}|\d{12})$/,
    example: '6789 1234 5678',
    trackingUrl: (n) => `https://trace.cjlogistics.com/next/tracking.html?wblNo=${q(n)}`,
  },
  hanjin: {
    name: { ko: '한진택배', en: 'Hanjin Express' },
    scope: 'domestic',
    pattern: /^(\d{10}|\d{12})$/,
    example: '5123 4567 8901',
    trackingUrl: (n) =>
      `https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=${q(n)}`,
  },
  lotte: {
    name: { ko: '롯데택배', en: 'Lotte Global Logistics' },
    scope: 'domestic',
    pattern: /^\d{12}$/,
    example: '2345 6789 0123',
    trackingUrl: (n) =>
      `https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=${q(n)}`,
  },
  epost: {
    name: { ko: '우체국택배', en: 'Korea Post Parcel' },
    scope: 'domestic',
    pattern: /^\d{13}$/,
    example: '6012 3456 78901',
    trackingUrl: (n) =>
      `https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=${q(n)}`,
  },
  logen: {
    name: { ko: '로젠택배', en: 'Logen' },
    scope: 'domestic',
    pattern: /^\d{11}$/,
    example: '3012 3456 789',
    trackingUrl: (n) => `https://www.ilogen.com/web/personal/trace/${q(n)}`,
  },
  dhl: {
    name: { ko: 'DHL', en: 'DHL Express' },
    scope: 'international',
    // An Express waybill: 10 digits.
    pattern: /^\d{10}$/,
    example: '1234567890',
    trackingUrl: (n) =>
      `https://www.dhl.com/kr-en/home/tracking/tracking-express.html?submit=1&tracking-id=${q(n)}`,
  },
  fedex: {
    name: { ko: 'FedEx', en: 'FedEx' },
    scope: 'international',
    // Express 12 digits, Ground 15, SmartPost 20 or 22.
    pattern: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
    example: '7712 3456 7890',
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${q(n)}`,
  },
  ups: {
    name: { ko: 'UPS', en: 'UPS' },
    scope: 'international',
    // "1Z", the shipper's six characters, the service's two, seven digits and a check digit.
    pattern: /^1Z[0-9A-Z]{16}$/,
    example: '1Z999AA10123456784',
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${q(n)}`,
  },
  ems: {
    name: { ko: 'EMS (우체국 국제특급)', en: 'EMS (Korea Post)' },
    scope: 'international',
    // The UPU's S10 number: two letters, eight digits and a check digit, the country.
    pattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/,
    example: 'EE123456789KR',
    trackingUrl: (n) =>
      `https://service.epost.go.kr/trace.RetrieveEmsRigiTraceList.comm?POST_CODE=${q(n)}`,
  },
} as const satisfies Record<string, Carrier>;

export type CarrierCode = keyof typeof carriers;
export const carrierCodes = Object.keys(carriers) as CarrierCode[];

export function isCarrierCode(value: unknown): value is CarrierCode {
  return typeof value === 'string' && Object.hasOwn(carriers, value);
}

/** The carrier's name in `language` ("CJ대한통운", "CJ Logistics"); an unknown code as stored. */
export function carrierName(code: string, language: Language): string {
  return isCarrierCode(code) ? carriers[code].name[language] : code;
}

/** The number as carriers print it on their labels, without the spaces and hyphens people type. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/[\s\-‐‑–.]/g, '').toUpperCase();
}

/** The messages of the shipped step's refusals (English; the back office shows its own words). */
export const shipmentMessages = {
  carrierRequired: 'Choose the carrier and enter the tracking number to mark the order shipped.',
  trackingNumberInvalid: "The tracking number does not match the carrier's numbers.",
  domesticCarrierAbroad: 'A Korean parcel service delivers in Korea only: choose a courier abroad.',
  notOnShippedStep: 'A carrier and tracking number go with the shipped step only.',
} as const;

export type ShipmentProblem = keyof typeof shipmentMessages;

/**
 * Checks a carrier and tracking number for a shipment to `country` (ISO 3166 alpha-2, null when
 * unknown): the number normalized, or the problem.
 */
export function checkShipment(
  carrier: CarrierCode,
  trackingNumber: string,
  country: string | null,
): { ok: true; trackingNumber: string } | { ok: false; problem: ShipmentProblem } {
  const number = normalizeTrackingNumber(trackingNumber);
  if (!carriers[carrier].pattern.test(number)) {
    return { ok: false, problem: 'trackingNumberInvalid' };
  }
  if (carriers[carrier].scope === 'domestic' && country && country.toUpperCase() !== 'KR') {
    return { ok: false, problem: 'domesticCarrierAbroad' };
  }
  return { ok: true, trackingNumber: number };
}

/** The public tracking page of a stored shipment, or null for an unknown carrier. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  return isCarrierCode(carrier) ? carriers[carrier].trackingUrl(trackingNumber) : null;
}

/** The carriers to offer for a shipment to `country`: the domestic ones only in Korea. */
export function carriersFor(country: string | null): CarrierCode[] {
  const abroad = country !== null && country.toUpperCase() !== 'KR';
  return carrierCodes.filter((code) => !abroad || carriers[code].scope === 'international');
}
