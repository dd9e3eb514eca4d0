import { describe, expect, it } from 'vitest';
import {
  canAdvanceShipping,
  canCancelOrder,
  checkoutMessages as m,
  deliveryArea,
  deliveryFeeKrw,
  initialShippingStatus,
  installmentChoices,
  isDeliveryDay,
  koreanDate,
  nextShippingStatus,
  payMethodOffered,
  payMethodRules,
  payMethods,
  shippingTracks,
  specifiedDateProblem,
  specifiedDateRange,
} from './checkout-rules';
import { currencyCodes } from './money';

describe('rules §4 shipping statuses: three tracks', () => {
  it('ships to storage: preparing, ready, shipping to storage, in storage', () => {
    expect(shippingTracks.storage).toEqual([
      'preparing_for_ship_to_storage',
      'ready_for_shipping_to_storage',
      'shipping_to_storage',
      'in_storage',
    ]);
  });

  it('delivers: preparing, ready, shipped, out for delivery, delivered', () => {
    expect(shippingTracks.delivery).toEqual([
      'preparing_for_ship',
      'ready_for_shipping',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('is picked up: preparing, ready, picked up', () => {
    expect(shippingTracks.pickup).toEqual([
      'preparing_for_pick_up',
      'ready_for_pick_up',
      'picked_up',
    ]);
  });

  it('moves one step forward only, never across tracks', () => {
    expect(initialShippingStatus('delivery')).toBe('preparing_for_ship');
    expect(nextShippingStatus('delivery', 'shipped')).toBe('out_for_delivery');
    expect(nextShippingStatus('delivery', 'delivered')).toBeNull();
    expect(canAdvanceShipping('pickup', 'preparing_for_pick_up', 'ready_for_pick_up')).toBe(true);
    expect(canAdvanceShipping('pickup', 'preparing_for_pick_up', 'picked_up')).toBe(false);
    expect(canAdvanceShipping('storage', 'in_storage', 'preparing_for_ship')).toBe(false);
    expect(nextShippingStatus('pickup', 'shipped')).toBeNull();
  });
});

describe('cancel and refund before shipment', () => {
  it.each([
    ['awaiting_deposit', 'delivery', 'preparing_for_ship', true],
    ['paid', 'delivery', 'preparing_for_ship', true],
    ['paid', 'delivery', 'ready_for_shipping', true],
    ['paid', 'delivery', 'shipped', false],
    ['paid', 'storage', 'shipping_to_storage', false],
    ['paid', 'pickup', 'picked_up', false],
    ['canceled', 'delivery', 'preparing_for_ship', false],
    ['refunded', 'delivery', 'preparing_for_ship', false],
  ] as const)('%s, %s, %s → %s', (status, method, shipping, allowed) => {
    expect(canCancelOrder(status, method, shipping)).toBe(allowed);
  });
});

describe('rules §9 delivery: Korea only, extra for Jeju, remote areas and a specified date', () => {
  it('knows Jeju and the remote islands by postal code', () => {
    expect(deliveryArea('04524')).toBe('mainland');
    expect(deliveryArea('63100')).toBe('jeju');
    expect(deliveryArea('40230')).toBe('remote');
  });

  it('adds the charges to the fee for the size', () => {
    expect(deliveryFeeKrw(90, '04524')).toBe(30_000);
    expect(deliveryFeeKrw(150, '04524')).toBe(60_000);
    expect(deliveryFeeKrw(250, '04524')).toBe(120_000);
    expect(deliveryFeeKrw(90, '63100')).toBe(60_000);
  });
});

describe('rules §9 payment methods by currency', () => {
  it('offers the Korean methods with KRW only', () => {
    for (const method of payMethods) {
      for (const currency of currencyCodes) {
        if (payMethodRules[method].korean && currency !== 'krw') {
          expect(payMethodOffered(method, currency)).toBe(false);
        }
      }
    }
    expect(payMethodOffered('card_kr', 'krw')).toBe(true);
    expect(payMethodOffered('vbank', 'usd')).toBe(false);
    expect(payMethodOffered('paypal', 'usd')).toBe(true);
  });

  it('shows the notice on the non-Korean card option', () => {
    expect(payMethodRules.card_intl.notice).toBe(
      'Cards and bank accounts issued in Korea cannot be used.',
    );
  });

  it('offers installments or full payment on a Korean card from ₩50,000', () => {
    expect(installmentChoices('card_kr', 50_000)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(installmentChoices('card_kr', 49_999)).toEqual([0]);
    expect(installmentChoices('paypal', 1_000_000)).toEqual([]);
  });
});

describe('a specified delivery date', () => {
  // 2026-11-22 03:00 UTC is Sunday 22 November, noon in Seoul.
  const now = new Date('2026-11-22T03:00:00Z');

  it.each<[string, string | null, string]>([
    ['2026-12-07', null, 'a Monday 15 days ahead'],
    ['2026-12-06', m.specifiedDateNotWorkday, 'a Sunday 14 days ahead'],
    ['2026-12-04', m.specifiedDateTooEarly, 'sooner than the work is ready'],
    ['2026-11-20', m.specifiedDateTooEarly, 'in the past'],
    ['2026-12-12', m.specifiedDateNotWorkday, 'a Saturday'],
    ['2026-12-25', m.specifiedDateNotWorkday, 'Christmas'],
    ['2027-01-01', m.specifiedDateNotWorkday, 'New Year'],
    ['2027-01-21', null, 'the 60th day, a Thursday'],
    ['2027-01-22', m.specifiedDateTooLate, 'more than 60 days ahead'],
    ['2026-02-30', m.specifiedDateInvalid, 'not in the calendar'],
    ['2026-1-5', m.specifiedDateInvalid, 'not YYYY-MM-DD'],
  ])('%s gives %s (%s)', (date, problem) => {
    expect(specifiedDateProblem(date, now)).toBe(problem);
  });

  it('counts days in Korea: 23:30 UTC is already the next day in Seoul', () => {
    expect(koreanDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('offers the delivery days from readiness to 60 days ahead', () => {
    expect(specifiedDateRange(now)).toEqual({ earliest: '2026-12-07', latest: '2027-01-21' });
    expect(isDeliveryDay('2026-09-25')).toBe(false); // Chuseok
    expect(isDeliveryDay('2026-09-28')).toBe(true);
  });
});
