// Checkout abroad (rules §4.77–4.80, §9.27–9.28, ADR 0081): international delivery to a country
// of the delivered-cost rule charges that rule's delivery and insurance, always insured, with the
// duties shown as an estimate and never charged; in Korea insurance is the buyer's option. The
// order's documents add up and the seller's won are those of the art price alone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages as m, shippingTracks } from '@/rules/checkout-rules';
import { deliveredCost, type DestinationCode } from '@/rules/delivered-cost';
import { convertFromKrw } from '@/rules/money-conversion';
import { orderLayout } from '@/rules/order-lines';
import { testCards } from '@/server/modules/payments/test-gateway';
import { orders } from '@/server/db/schema';
import { startBuyingApp, usd, type Buyer } from './buying-test-app';
import { korean } from './catalogue-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();
const eur = { headers: { 'x-currency': 'eur' } };

const addresses: Record<string, Record<string, unknown>> = {
  US: { postal_code: '10001', street_address: '350 5th Ave, New York, NY', country: 'US' },
  DE: { postal_code: '10117', street_address: 'Unter den Linden 1, Berlin', country: 'DE' },
  BR: { postal_code: '01310-100', street_address: 'Av. Paulista 1000, São Paulo', country: 'BR' },
};

/** A buyer whose default address is in `country`. */
const buyerIn = (country: string) =>
  app.buyer({ address: { ...addresses[country], phone_number: '12125550100' } });

/** The study the buying app makes: 50 × 40 cm, unframed (small), at `priceKrw`. */
const estimate = (priceKrw: number, destination: DestinationCode) =>
  deliveredCost({ priceKrw, widthCm: 50, heightCm: 40, depthCm: null, framed: false, destination });

async function chooseInternational(me: Buyer, cartId: string, options = {}) {
  return app.call('PUT', `/v3/store/cart/${cartId}/shipping-method`, {
    token: me.accessToken,
    body: { shipping_method: 'international' },
    ...options,
  });
}

describe('international delivery (PUT store/cart/{id}/shipping-method)', () => {
  it('charges a US address the delivered cost’s delivery and insurance in USD, duties free and not charged', async () => {
    const me = await buyerIn('US');
    const { artworkId } = await app.artwork({ priceKrw: 1_380_000 });
    const cart = await app.cart(me, artworkId, usd);
    const rate = cart.exchange_rate.krw_per_unit;
    const cost = estimate(1_380_000, 'US');
    const inUsd = (krw: number) => convertFromKrw(krw, 'usd', rate).amount;
    // Abroad the work waits in storage until the buyer chooses; normal delivery stays Korean.
    expect(cart.shipping_method).toBe('storage');
    expect(cart.shipping_options).toContainEqual({
      value: 'international',
      fee: inUsd(cost.delivery),
      available: true,
      reason: null,
    });
    expect(cart.shipping_options).toContainEqual(
      expect.objectContaining({
        value: 'delivery',
        available: false,
        reason: m.domesticDeliveryOnly,
      }),
    );

    const chosen = await chooseInternational(me, cart.cart_id, usd);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({
      shipping_method: 'international',
      insurance: true,
      insurance_included: true,
      insurance_fee: inUsd(cost.insurance),
      duties_estimate: { destination: 'US', duty: 0, import_tax: 0, total: 0, total_krw: 0 },
    });
    // ₩420,000 delivery and ₩13,800 insurance (1 %), at ₩1,380 per dollar: $304.35 and $10.00.
    expect(cost).toMatchObject({ delivery: 420_000, insurance: 13_800 });
    expect(chosen.body.amounts).toMatchObject({
      art_price: 100_000,
      delivery_fee: 30_435,
      insurance_fee: 1_000,
      total: 131_435,
      // Delivery abroad is zero-rated and insurance exempt: no VAT anywhere in this order.
      tax_free_amount: 131_435,
      taxable_amount: 0,
      vat: 0,
    });

    const paid = await app.checkout(me, cart.cart_id, {
      pay_method: 'card_intl',
      test_card_number: testCards.approvedMastercard,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const order = await app.call('GET', `/v3/store/orders/${paid.body.id}`, {
      token: me.accessToken,
    });
    expect(order.body).toMatchObject({
      shipping_method: 'international',
      shipping_status: 'preparing_for_ship',
      shipping_track: [...shippingTracks.international],
      delivery_fee: 30_435,
      insurance_fee: 1_000,
      total: 131_435,
    });
    // The order page's lines: the price, the delivery, then the insurance; they add up.
    const layout = orderLayout(order.body);
    expect(layout.lines.map((line) => line.key)).toEqual(['artPrice', 'delivery', 'insurance']);
    expect(layout.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(order.body.total);
    expect(layout.tax.reduce((sum, line) => sum + line.amount, 0)).toBe(order.body.total);
    // Delivery and insurance pass through: the sale's won are the art price's alone.
    const [row] = await app.app.ctx.db
      .select({ salePriceKrw: orders.salePriceKrw })
      .from(orders)
      .where(eq(orders.id, paid.body.id));
    expect(row!.salePriceKrw).toBe(1_380_000);
  });

  it('charges a German address in EUR and shows the 7 % import VAT as an estimate only', async () => {
    const me = await buyerIn('DE');
    const { artworkId } = await app.artwork({ priceKrw: 2_000_000 });
    const cart = await app.cart(me, artworkId, eur);
    const rate = cart.exchange_rate.krw_per_unit;
    const inEur = (krw: number) => convertFromKrw(krw, 'eur', rate).amount;
    const cost = estimate(2_000_000, 'DE');
    const chosen = await chooseInternational(me, cart.cart_id, eur);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(cost).toMatchObject({ delivery: 390_000, insurance: 20_000, importTax: 168_700 });
    expect(chosen.body.amounts).toMatchObject({
      delivery_fee: inEur(390_000),
      insurance_fee: inEur(20_000),
      total: inEur(2_000_000) + inEur(390_000) + inEur(20_000),
    });
    expect(chosen.body.duties_estimate).toEqual({
      destination: 'DE',
      duty: 0,
      import_tax: inEur(168_700),
      total: inEur(168_700),
      total_krw: 168_700,
    });
  });

  it('is for addresses abroad in a country we deliver to, without a date or an installation', async () => {
    const seoul = await app.buyer();
    const { artworkId } = await app.artwork();
    const korea = await app.cart(seoul, artworkId, korean);
    expect(korea.shipping_options).toContainEqual({
      value: 'international',
      fee: 0,
      available: false,
      reason: m.internationalDeliveryAbroadOnly,
    });
    expectError(
      await chooseInternational(seoul, korea.cart_id),
      409,
      m.internationalDeliveryAbroadOnly,
    );

    const brazil = await buyerIn('BR');
    const far = await app.cart(brazil, (await app.artwork()).artworkId, usd);
    expect(far.shipping_options).toContainEqual(
      expect.objectContaining({ value: 'international', available: false }),
    );
    expectError(
      await chooseInternational(brazil, far.cart_id),
      409,
      m.internationalDestinationUnavailable,
    );

    const us = await buyerIn('US');
    const cart = await app.cart(us, (await app.artwork()).artworkId, usd);
    const dated = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: us.accessToken,
      body: { shipping_method: 'international', specified_date: '2026-12-21' },
    });
    expectError(dated, 400, m.specifiedDateNeedsDelivery);
    await chooseInternational(us, cart.cart_id);
    const hung = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/frame-service`, {
      token: us.accessToken,
      body: { frame: 'standard', installation: 'standard' },
    });
    expectError(hung, 409, m.installationNeedsDelivery);
    // A Korean address puts the work back in storage, uninsured.
    const moved = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-address`, {
      token: us.accessToken,
      body: { shipping_address_id: (await app.buyer()).addressId },
    });
    expect(moved.status).toBe(404); // someone else's address
    const home = await app.call('POST', '/v3/store/customer/shipping-address', {
      token: us.accessToken,
      body: {
        postal_code: '04524',
        street_address: '110 Sejong-daero, Jung-gu, Seoul',
        phone_number: '01012345678',
      },
    });
    const back = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-address`, {
      token: us.accessToken,
      body: { shipping_address_id: home.body.shipping_address.id },
    });
    expect(back.body).toMatchObject({
      shipping_method: 'storage',
      insurance: false,
      amounts: { delivery_fee: 0, insurance_fee: 0 },
    });
  });
});

describe('insurance in Korea is the buyer’s option (rules §9.28)', () => {
  it('adds 0.5 % of the price (at least ₩10,000) VAT-free to normal delivery when chosen, and takes it off again', async () => {
    const me = await app.buyer();
    const { artworkId } = await app.artwork({ priceKrw: 3_000_000 });
    const cart = await app.cart(me, artworkId, korean);
    expect(cart).toMatchObject({
      shipping_method: 'delivery',
      insurance: false,
      insurance_included: false,
      insurance_fee: 15_000,
      duties_estimate: null,
      amounts: { insurance_fee: 0, total: 3_030_000 },
    });
    const insured = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'delivery', insurance: true },
      ...korean,
    });
    expect(insured.body).toMatchObject({
      insurance: true,
      amounts: {
        delivery_fee: 30_000,
        insurance_fee: 15_000,
        total: 3_045_000,
        tax_free_amount: 3_015_000,
        taxable_amount: 30_000,
        vat: 2_727,
      },
    });
    const paid = await app.checkout(me, cart.cart_id, {
      pay_method: 'card_kr',
      test_card_number: testCards.approvedKorean,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ insurance_fee: 15_000, total: 3_045_000 });

    const other = await app.cart(me, (await app.artwork()).artworkId, korean);
    const storage = await app.call('PUT', `/v3/store/cart/${other.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'storage', insurance: true },
    });
    expect(storage.body).toMatchObject({ insurance: false, amounts: { insurance_fee: 0 } });
  });
});
