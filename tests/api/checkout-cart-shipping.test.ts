// Checkout through the store API, part 1: the cart and its prices, shipping, frame and installation.
// Paying is in checkout-paying.test.ts, orders after payment in checkout-orders.test.ts.
import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { testCards } from '@/server/modules/payments/test-gateway';
import { sharedBuyer, startBuyingApp, usd } from './buying-test-app';
import { korean } from './catalogue-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();
const buyer = sharedBuyer(app);

describe('the cart (POST store/cart/artwork, GET store/cart/{id})', () => {
  it('creates a cart for the first available edition, priced in KRW with delivery to the default Korean address', async () => {
    const me = await buyer();
    const { artworkId, editionIds } = await app.artwork({ priceKrw: 1_000_000, editions: 2 });
    const cart = await app.cart(me, artworkId, korean);
    expect(cart).toMatchObject({
      status: 'open',
      currency_code: 'krw',
      exchange_rate: { krw_per_unit: 1 },
      shipping_method: 'delivery',
      shipping_address_id: me.addressId,
      artwork: { id: artworkId, edition_id: editionIds[0], edition_number: 1, vat_taxable: false },
      expected_delivery_days: 14,
    });
    // 50 x 40 cm (size total 90) to Seoul: ₩30,000 delivery, VAT included; the work is tax-free.
    expect(cart.amounts).toEqual({
      art_price: 1_000_000,
      delivery_fee: 30_000,
      specified_date_fee: 0,
      frame_fee: 0,
      installation_fee: 0,
      extra_works_fee: 0,
      insurance_fee: 0,
      artwork_discount: 0,
      additional_discount: 0,
      discount_amount: 0,
      total: 1_030_000,
      supply_amount: 27_273,
      vat: 2_727,
      tax_free_amount: 1_000_000,
      taxable_amount: 30_000,
    });
    const read = await app.call('GET', `/v3/store/cart/${cart.cart_id}`, {
      token: me.accessToken,
      ...korean,
    });
    expect(read.status).toBe(200);
    expect(read.body.amounts.total).toBe(1_030_000);
  });

  it('prices in USD at a rate locked when priced (₩1,380 per dollar)', async () => {
    const me = await buyer();
    const { artworkId } = await app.artwork({ priceKrw: 1_380_000 });
    const cart = await app.cart(me, artworkId, usd);
    expect(cart.currency_code).toBe('usd');
    expect(cart.exchange_rate.krw_per_unit).toBe(1380);
    expect(cart.amounts.art_price).toBe(100_000); // $1,000.00
    expect(cart.art_price_krw).toBe(1_380_000); // the reference beside it: the work's own price
    // The rate changes later: the cart keeps the one it locked.
    const { exchangeRates } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await app.app.ctx.db
      .update(exchangeRates)
      .set({ krwPerUnit: 1500 })
      .where(eq(exchangeRates.currencyCode, 'usd'));
    const again = await app.call('GET', `/v3/store/cart/${cart.cart_id}`, {
      token: me.accessToken,
      ...usd,
    });
    expect(again.body.exchange_rate).toEqual(cart.exchange_rate);
    expect(again.body.amounts.art_price).toBe(100_000);
    // The order is charged at that rate and names it, with the moment it was locked (issue 21).
    const paid = await app.checkout(me, cart.cart_id, {
      pay_method: 'card_intl',
      test_card_number: testCards.approvedMastercard,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      currency_code: 'usd',
      art_price: 100_000,
      krw_per_unit: 1380,
      rate_locked_at: cart.exchange_rate.locked_at,
    });
    const order = await app.call('GET', `/v3/store/orders/${paid.body.id}`, {
      token: me.accessToken,
    });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      krw_per_unit: 1380,
      rate_locked_at: cart.exchange_rate.locked_at,
    });
    await app.app.ctx.db
      .update(exchangeRates)
      .set({ krwPerUnit: 1380 })
      .where(eq(exchangeRates.currencyCode, 'usd'));
  });

  it('is KRW only in Korean mode', async () => {
    const me = await buyer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId, {
      headers: { 'accept-language': 'ko', 'x-currency': 'usd' },
    });
    expect(cart.currency_code).toBe('krw');
    const methods = await app.call('GET', `/v3/store/cart/${cart.cart_id}/pay-method/usd`, {
      token: me.accessToken,
      ...korean,
    });
    expectError(methods, 400, m.koreanModeKrwOnly);
  });

  it('refuses a sold or held edition with a clear 409, and a work not for sale', async () => {
    const me = await buyer();
    const sold = await app.call('POST', '/v3/store/cart/artwork', {
      token: me.accessToken,
      body: { artwork_id: 'aw_4' },
    });
    expectError(sold, 409, m.editionUnavailable);
    const held = await app.call('POST', '/v3/store/cart/artwork', {
      token: me.accessToken,
      body: { artwork_id: 'aw_3', edition_id: 'ed_3_5' },
    });
    expectError(held, 409, m.editionUnavailable);
    const notForSale = await app.call('POST', '/v3/store/cart/artwork', {
      token: me.accessToken,
      body: { artwork_id: 'aw_6' },
    });
    expectError(notForSale, 409, m.notForSale);
    const unknown = await app.call('POST', '/v3/store/cart/artwork', {
      token: me.accessToken,
      body: { artwork_id: 'aw_nope' },
    });
    expect(unknown.status).toBe(404);
  });

  it('needs a signed-in customer, and answers 404 for another customer’s cart', async () => {
    const me = await buyer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const anonymous = await app.call('GET', `/v3/store/cart/${cart.cart_id}`);
    expect(anonymous.status).toBe(401);
    const other = await app.buyer();
    const theirs = await app.call('GET', `/v3/store/cart/${cart.cart_id}`, {
      token: other.accessToken,
    });
    expectError(theirs, 404, m.cartNotFound);
    const bad = await app.call('POST', '/v3/store/cart/artwork', {
      token: me.accessToken,
      body: {},
    });
    expectError(bad, 400, 'artwork_id is required');
  });
});

describe('shipping, frame and installation', () => {
  it('delivers only to Korean addresses; a foreign address moves the cart to free storage', async () => {
    const me = await buyer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const abroad = await app.call('POST', '/v3/store/customer/shipping-address', {
      token: me.accessToken,
      body: {
        postal_code: '10001',
        street_address: '350 5th Ave, New York',
        phone_number: '12125550100',
        country: 'US',
      },
    });
    const moved = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-address`, {
      token: me.accessToken,
      body: { shipping_address_id: abroad.body.shipping_address.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ shipping_method: 'storage', amounts: { delivery_fee: 0 } });
    expect(moved.body.shipping_options).toContainEqual({
      value: 'delivery',
      fee: 0,
      available: false,
      reason: m.domesticDeliveryOnly,
    });
    const delivery = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'delivery' },
    });
    expectError(delivery, 409, m.domesticDeliveryOnly);
    const pickupWithout = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'pickup' },
    });
    expectError(pickupWithout, 400, m.pickupContactRequired);
    const pickup = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'pickup', pickup_contact: 'I am in Seoul from 3 to 10 December.' },
    });
    expect(pickup.body).toMatchObject({
      shipping_method: 'pickup',
      pickup_contact: 'I am in Seoul from 3 to 10 December.',
    });
  });

  it('charges extra for Jeju, remote islands and a specified date (at least 14 days ahead)', async () => {
    const jeju = await app.buyer({ address: { postal_code: '63100', street_address: 'Jeju-si' } });
    const { artworkId } = await app.artwork();
    const cart = await app.cart(jeju, artworkId);
    expect(cart.amounts.delivery_fee).toBe(60_000); // 30,000 + Jeju 30,000
    const tooEarly = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: jeju.accessToken,
      body: { shipping_method: 'delivery', specified_date: '2026-11-30' },
    });
    expectError(tooEarly, 400, m.specifiedDateTooEarly);
    const dated = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: jeju.accessToken,
      body: { shipping_method: 'delivery', specified_date: '2026-12-21' },
    });
    expect(dated.body.amounts).toMatchObject({
      delivery_fee: 60_000,
      specified_date_fee: 50_000,
      total: 1_110_000,
      taxable_amount: 110_000,
    });
    const island = await app.buyer({
      address: { postal_code: '40230', street_address: 'Ulleung-gun' },
    });
    const islandCart = await app.cart(island, (await app.artwork()).artworkId);
    expect(islandCart.amounts.delivery_fee).toBe(80_000); // 30,000 + remote 50,000
  });

  it('lets the buyer name a delivery weekday from readiness to 60 days ahead, and keeps it on the order and sale slip', async () => {
    const me = await app.buyer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    expect(cart.specified_date_fee).toBe(50_000);
    expect(cart.specified_date_range.earliest > '2026-12-05').toBe(true);
    const put = (body: Record<string, unknown>) =>
      app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
        token: me.accessToken,
        body: { shipping_method: 'delivery', ...body },
      });
    expectError(await put({ specified_date: '2026-11-01' }), 400, m.specifiedDateTooEarly);
    expectError(await put({ specified_date: '2026-12-26' }), 400, m.specifiedDateNotWorkday);
    expectError(await put({ specified_date: '2026-12-25' }), 400, m.specifiedDateNotWorkday);
    expectError(await put({ specified_date: '2027-03-02' }), 400, m.specifiedDateTooLate);
    expectError(await put({ specified_date: '2026-12-32' }), 400, m.specifiedDateInvalid);
    expect((await put({ specified_date: 'soon' })).status).toBe(400);
    const storage = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'storage', specified_date: '2026-12-21' },
    });
    expectError(storage, 400, m.specifiedDateNeedsDelivery);
    const dated = await put({ specified_date: '2026-12-22' });
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    expect(dated.body).toMatchObject({ specified_date: '2026-12-22' });
    expect(dated.body.amounts).toMatchObject({ delivery_fee: 30_000, specified_date_fee: 50_000 });
    const order = await app.checkout(me, cart.cart_id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({
      specified_date: '2026-12-22',
      delivery_fee: 30_000,
      specified_date_fee: 50_000,
      total: 1_080_000,
      taxable_amount: 80_000,
      vat: 7_273,
    });
    const slip = await app.call('GET', `/v3/store/orders/receipt/${order.body.id}`, {
      token: me.accessToken,
    });
    expect(slip.body.order).toMatchObject({ specified_date_fee: 50_000 });
    // Back to no date: the fee goes.
    const undated = await app.call(
      'PUT',
      `/v3/store/cart/${(await app.cart(me, (await app.artwork()).artworkId)).cart_id}/shipping-method`,
      {
        token: me.accessToken,
        body: { shipping_method: 'delivery', specified_date: null },
      },
    );
    expect(undated.body.amounts.specified_date_fee).toBe(0);
  });

  it('adds frame and installation fees with 10% VAT; installation needs delivery', async () => {
    const me = await buyer();
    const cart = await app.cart(me, (await app.artwork()).artworkId);
    const framed = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/frame-service`, {
      token: me.accessToken,
      body: { frame: 'standard', installation: 'rail_wire', extra_installs: 2 },
    });
    expect(framed.status).toBe(200);
    expect(framed.body.amounts).toMatchObject({
      frame_fee: 150_000,
      installation_fee: 150_000, // rail and wire
      extra_works_fee: 100_000, // 2 extra works, a line of their own
      total: 1_430_000,
      tax_free_amount: 1_000_000,
      taxable_amount: 430_000,
      vat: 39_091,
      supply_amount: 390_909,
    });
    await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'storage' },
    });
    const refused = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/frame-service`, {
      token: me.accessToken,
      body: { frame: 'none', installation: 'standard' },
    });
    expectError(refused, 409, m.installationNeedsDelivery);
    const bad = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/frame-service`, {
      token: me.accessToken,
      body: { frame: 'gold' },
    });
    expectError(bad, 400, 'frame must be none, standard or premium');
  });

  it('taxes an artwork marked taxable', async () => {
    const me = await buyer();
    const cart = await app.cart(
      me,
      (await app.artwork({ priceKrw: 110_000, vatTaxable: true })).artworkId,
    );
    expect(cart.amounts).toMatchObject({
      total: 140_000,
      tax_free_amount: 0,
      taxable_amount: 140_000,
      vat: 12_727,
    });
  });
});
