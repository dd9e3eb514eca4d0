// rules §4.46–4.47: the carriers, their names in both languages, their numbers and tracking links.
import { describe, expect, it } from 'vitest';
import {
  carrierCodes,
  carrierName,
  carriers,
  carriersFor,
  checkShipment,
  normalizeTrackingNumber,
  trackingUrl,
  type CarrierCode,
} from './carriers';

describe('carriers (rules §4.46)', () => {
  it('are the common Korean parcel services and the couriers abroad, named in both languages', () => {
    expect(carrierCodes).toEqual([
      'cj',
      'hanjin',
      'lotte',
      'epost',
      'logen',
      'dhl',
      'fedex',
      'ups',
      'ems',
    ]);
    expect(carrierName('cj', 'ko')).toBe('CJ대한통운');
    expect(carrierName('cj', 'en')).toBe('CJ Logistics');
    expect(carrierName('epost', 'ko')).toBe('우체국택배');
    expect(carrierName('logen', 'ko')).toBe('로젠택배');
    expect(carrierName('hanjin', 'en')).toBe('Hanjin Express');
    for (const code of carrierCodes) {
      expect(carriers[code].name.en).toMatch(/\S/);
      expect(carriers[code].name.ko).toMatch(/\S/);
    }
  });

  it('each accepts its own example and links to its public tracking page with the number', () => {
    for (const code of carrierCodes) {
      const checked = checkShipment(code, carriers[code].example, 'KR');
      expect(checked, code).toEqual({
        ok: true,
        trackingNumber: normalizeTrackingNumber(carriers[code].example),
      });
      const url = trackingUrl(code, normalizeTrackingNumber(carriers[code].example));
      expect(url).toMatch(/^https:\/\//);
      expect(url).toContain(encodeURIComponent(normalizeTrackingNumber(carriers[code].example)));
    }
  });

  it('reads a number as typed: spaces, hyphens and lower case do not matter', () => {
    expect(normalizeTrackingNumber(' 6789-1234 5678 ')).toBe('678912345678');
    expect(normalizeTrackingNumber('1z999aa10123456784')).toBe('1Z999AA10123456784');
    expect(checkShipment('cj', '6789-1234-5678', 'KR')).toEqual({
      ok: true,
      trackingNumber: '678912345678',
    });
    expect(checkShipment('ems', 'ee 123 456 789 kr', 'US')).toEqual({
      ok: true,
      trackingNumber: 'EE123456789KR',
    });
  });

  it.each<[CarrierCode, string]>([
    ['cj', '12345'],
    ['cj', '12345678901'],
    ['hanjin', 'ABC1234567'],
    ['lotte', '1234567890'],
    ['epost', '123456789012'],
    ['logen', '1234567890'],
    ['dhl', '12345678901'],
    ['fedex', '1234567890123'],
    ['ups', '1Z999AA1012345678'],
    ['ups', '999AA10123456784'],
    ['ems', 'E123456789KR'],
    ['ems', 'EE12345678KR'],
  ])('refuses a %s number that is not one of its numbers (%s)', (carrier, number) => {
    expect(checkShipment(carrier, number, 'KR')).toEqual({
      ok: false,
      problem: 'trackingNumberInvalid',
    });
  });

  it('a Korean parcel service delivers in Korea only; a courier abroad anywhere (rules §4.47)', () => {
    expect(checkShipment('cj', '678912345678', 'US')).toEqual({
      ok: false,
      problem: 'domesticCarrierAbroad',
    });
    expect(checkShipment('dhl', '1234567890', 'US').ok).toBe(true);
    expect(checkShipment('dhl', '1234567890', 'KR').ok).toBe(true);
    expect(carriersFor('KR')).toEqual(carrierCodes);
    expect(carriersFor('de')).toEqual(['dhl', 'fedex', 'ups', 'ems']);
    expect(carriersFor(null)).toEqual(carrierCodes);
  });

  it('an unknown stored code prints as stored, without a link', () => {
    expect(carrierName('pigeon', 'en')).toBe('pigeon');
    expect(trackingUrl('pigeon', '1')).toBeNull();
  });
});
