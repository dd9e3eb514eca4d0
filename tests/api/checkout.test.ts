import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@/schemas/checkout-rules';
import { SELLER_ADDRESS } from '@/schemas/seller';
import { testCards } from '@/server/modules/payments/test-gateway';
import { startBuyingApp, usd, type Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();
const korean = { headers: { 'accept-language': 'ko' } };

let shared: Buyer;
const buyer = async () => (shared ??= await app.buyer());

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

describe('payment methods by currency (GET store/cart/{id}/pay-method/{currency})', () => {
  it('offers the Korean methods with KRW, with installments from ₩50,000', async () => {
    const me = await buyer();
    const cart = await app.cart(me, (await app.artwork()).artworkId);
    const list = await app.call('GET', `/v3/store/cart/${cart.cart_id}/pay-method/krw`, {
      token: me.accessToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.pay_methods.map((p: { code: string }) => p.code)).toEqual([
      'card_kr',
      'card_intl',
      'transfer',
      'vbank',
    ]);
    const card = list.body.pay_methods[0];
    expect(card.installments).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(list.body.pay_methods[1].notice).toBe(
      'Cards and bank accounts issued in Korea cannot be used.',
    );
  });

  it('offers only non-Korean methods in USD, with the notice on the card option', async () => {
    const me = await buyer();
    const cart = await app.cart(me, (await app.artwork()).artworkId, usd);
    const list = await app.call('GET', `/v3/store/cart/${cart.cart_id}/pay-method/usd`, {
      token: me.accessToken,
      ...usd,
    });
    expect(list.body.pay_methods.map((p: { code: string }) => p.code)).toEqual([
      'card_intl',
      'paypal',
      'bitpay',
    ]);
    expect(list.body.pay_methods[0]).toMatchObject({
      korean: false,
      installments: [],
      notice: m.nonKoreanCardNotice,
    });
    const thb = await app.call('GET', `/v3/store/cart/${cart.cart_id}/pay-method/thb`, {
      token: me.accessToken,
    });
    expect(thb.body.pay_methods.map((p: { code: string }) => p.code)).toEqual([
      'card_intl',
      'paypal',
    ]);
    expect(thb.body.currency_code).toBe('thb');
    const bad = await app.call('GET', `/v3/store/cart/${cart.cart_id}/pay-method/jpy`, {
      token: me.accessToken,
    });
    expectError(bad, 400, 'currency must be one of eur, krw, thb, usd');
  });
});

describe('paying (payment-session, complete)', () => {
  it('requires the order consent', async () => {
    const me = await buyer();
    const cart = await app.cart(me, (await app.artwork()).artworkId);
    const response = await app.session(me, cart.cart_id, { order_consent: false });
    expectError(response, 400, m.consentRequired);
  });

  it('pays by Korean card in 3 installments: the order is paid, the edition sold, the card masked', async () => {
    const me = await buyer();
    const { artworkId, editionIds } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const started = await app.session(me, cart.cart_id, {
      installment_months: 3,
      test_card_number: testCards.approvedKorean,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await app.editionStatus(editionIds[0]!)).toBe('reserved');
    const done = await app.complete(me, cart.cart_id, started.body.payment_session.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      status: 'paid',
      payment_method: 'card_kr',
      card_name: 'BC',
      card_number: '941000******0001',
      installment_months: 3,
      total: 1_030_000,
      shipping_method: 'delivery',
      shipping_status: 'preparing_for_ship',
      shipping_track: [
        'preparing_for_ship',
        'ready_for_shipping',
        'shipped',
        'out_for_delivery',
        'delivered',
      ],
      expected_delivery_date: '2026-12-06',
      can_cancel: true,
      buyer_name: 'Minji Kim',
    });
    expect(done.body.approval_number).toMatch(/^\d{8}$/);
    expect(done.body.order_number).toMatch(/^AM-20261122-[0-9A-Z]{8}$/);
    expect(await app.editionStatus(editionIds[0]!)).toBe('sold');
    // Completing again answers the same order.
    const again = await app.complete(me, cart.cart_id, started.body.payment_session.id);
    expect(again.body.id).toBe(done.body.id);
    const cartAfter = await app.call('GET', `/v3/store/cart/${cart.cart_id}`, {
      token: me.accessToken,
    });
    expect(cartAfter.body).toMatchObject({ status: 'ordered', order_id: done.body.id });
  });

  it('declines the documented test cards with 402 and frees the edition', async () => {
    const me = await buyer();
    const { artworkId, editionIds } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const declined = await app.checkout(me, cart.cart_id, { test_card_number: testCards.declined });
    expectError(declined, 402, 'The card was declined.');
    expect(await app.editionStatus(editionIds[0]!)).toBe('available');
    const funds = await app.checkout(me, cart.cart_id, {
      test_card_number: testCards.insufficientFunds,
    });
    expectError(funds, 402, 'The card has insufficient funds.');
    const approved = await app.checkout(me, cart.cart_id, { test_card_number: testCards.approved });
    expect(approved.status).toBe(200);
  });

  it('refuses a Korean card for the non-Korean option, installments on other methods and methods of another currency', async () => {
    const me = await buyer();
    const cart = await app.cart(me, (await app.artwork()).artworkId, usd);
    const korean = await app.checkout(me, cart.cart_id, {
      pay_method: 'card_intl',
      test_card_number: testCards.approvedKorean,
    });
    expectError(korean, 402, m.nonKoreanCardNotice);
    const vbank = await app.session(me, cart.cart_id, { pay_method: 'vbank' });
    expectError(vbank, 409, m.payMethodUnavailable);
    const installments = await app.session(me, cart.cart_id, {
      pay_method: 'card_intl',
      installment_months: 3,
    });
    expectError(installments, 400, m.installmentsUnavailable);
    const paypal = await app.checkout(me, cart.cart_id, { pay_method: 'paypal' });
    expect(paypal.status).toBe(200);
    expect(paypal.body).toMatchObject({
      status: 'paid',
      currency_code: 'usd',
      payment_method: 'paypal',
    });
  });

  it('pays in USD by card and by BitPay, and by real-time transfer in KRW', async () => {
    const me = await buyer();
    const card = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId, usd)).cart_id,
      {
        pay_method: 'card_intl',
        test_card_number: testCards.approvedMastercard,
      },
    );
    expect(card.body).toMatchObject({
      status: 'paid',
      card_name: 'MASTERCARD',
      currency_code: 'usd',
      art_price: 72_464,
    });
    const bitpay = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId, usd)).cart_id,
      {
        pay_method: 'bitpay',
      },
    );
    expect(bitpay.body).toMatchObject({ status: 'paid', payment_method: 'bitpay' });
    const transfer = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
      {
        pay_method: 'transfer',
      },
    );
    expect(transfer.body).toMatchObject({
      status: 'paid',
      payment_method: 'transfer',
      bank: 'KB Kookmin Bank',
    });
  });

  it('refuses to complete a session started before the cart changed', async () => {
    const me = await buyer();
    const cart = await app.cart(me, (await app.artwork()).artworkId);
    const started = await app.session(me, cart.cart_id);
    await app.call('PUT', `/v3/store/cart/${cart.cart_id}/frame-service`, {
      token: me.accessToken,
      body: { frame: 'premium' },
    });
    const done = await app.complete(me, cart.cart_id, started.body.payment_session.id);
    expectError(done, 409, m.paymentSessionExpired);
    const wrong = await app.complete(me, cart.cart_id, 'pay_unknown');
    expectError(wrong, 404, m.paymentSessionNotFound);
  });
});

describe('virtual account (vbank)', () => {
  it('issues bank, account number and holder with a 1-hour deadline; the edition stays held', async () => {
    const me = await buyer();
    const { artworkId, editionIds } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const order = await app.checkout(me, cart.cart_id, { pay_method: 'vbank' });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({
      status: 'awaiting_deposit',
      bank: 'Shinhan Bank',
      account_name: 'Artmarket Inc.',
      deposit_deadline: '2026-11-22T04:00:00.000Z',
      paid_at: null,
      expected_delivery_date: null,
    });
    expect(order.body.account_number).toMatch(/^5620\d{10}$/);
    expect(await app.editionStatus(editionIds[0]!)).toBe('reserved');
    const other = await app.buyer();
    const taken = await app.call('POST', '/v3/store/cart/artwork', {
      token: other.accessToken,
      body: { artwork_id: artworkId },
    });
    expectError(taken, 409, m.editionUnavailable);
    const receipt = await app.call('GET', `/v3/store/orders/receipt/${order.body.id}`, {
      token: me.accessToken,
    });
    expectError(receipt, 409, m.receiptNotReady);
  });
});

describe('orders, receipts, cancel and refund', () => {
  it('serves the order and its sale slip with the store info', async () => {
    const me = await buyer();
    const order = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    const detail = await app.call('GET', `/v3/store/orders/${order.body.id}`, {
      token: me.accessToken,
    });
    expect(detail.body).toEqual(order.body);
    const receipt = await app.call('GET', `/v3/store/orders/receipt/${order.body.id}`, {
      token: me.accessToken,
    });
    expect(receipt.status).toBe(200);
    expect(receipt.body.store).toEqual({
      store_name: 'Artmarket Inc.',
      address: SELLER_ADDRESS.en,
      representative: '[redacted]',
      business_number: '000-00-00000',
    });
    expect(receipt.body.order).toMatchObject({
      order_number: order.body.order_number,
      supply_amount: 27_273,
      vat: 2_727,
    });
    const other = await app.buyer();
    const theirs = await app.call('GET', `/v3/store/orders/${order.body.id}`, {
      token: other.accessToken,
    });
    expectError(theirs, 404, m.orderNotFound);
  });

  it('refunds a paid order before shipment and puts the edition back on sale', async () => {
    const me = await buyer();
    const { artworkId, editionIds } = await app.artwork();
    const order = await app.checkout(me, (await app.cart(me, artworkId)).cart_id);
    const canceled = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: { reason: 'Changed my mind' },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({
      status: 'refunded',
      cancel_date: '2026-11-22T03:00:00.000Z',
      cancel_amount: 1_030_000,
      refund_info: { amount: 1_030_000, method: 'card_kr', bank: null },
      can_cancel: false,
    });
    expect(await app.editionStatus(editionIds[0]!)).toBe('available');
    const twice = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    expectError(twice, 409, m.cancelNotAllowed);
  });

  it('cancels an order once shipped no more', async () => {
    const me = await buyer();
    const order = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    const { orders } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await app.app.ctx.db
      .update(orders)
      .set({ shippingStatus: 'shipped' })
      .where(eq(orders.id, order.body.id));
    const refused = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    expectError(refused, 409, m.cancelNotAllowed);
  });

  it('lists the history by status tab with counts', async () => {
    const me = await app.buyer();
    const paid = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    const waiting = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
      { pay_method: 'vbank' },
    );
    const refunded = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
    );
    await app.call('POST', `/v3/store/orders/${refunded.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    const canceled = await app.checkout(
      me,
      (await app.cart(me, (await app.artwork()).artworkId)).cart_id,
      { pay_method: 'vbank' },
    );
    await app.call('POST', `/v3/store/orders/${canceled.body.id}/cancel`, {
      token: me.accessToken,
      body: {},
    });
    const tab = async (status: string) => {
      const response = await app.call('GET', `/v3/store/customer/history?status=${status}`, {
        token: me.accessToken,
      });
      expect(response.status).toBe(200);
      return response.body;
    };
    const all = await tab('purchased');
    expect(all.counts).toEqual({
      purchased: 4,
      sold: 0,
      canceled: 1,
      awaiting_deposit: 1,
      paid: 1,
      refunded: 1,
    });
    expect(all.orders).toHaveLength(4);
    expect((await tab('paid')).orders.map((o: { id: string }) => o.id)).toEqual([paid.body.id]);
    expect((await tab('awaiting_deposit')).orders.map((o: { id: string }) => o.id)).toEqual([
      waiting.body.id,
    ]);
    expect((await tab('refunded')).orders.map((o: { id: string }) => o.id)).toEqual([
      refunded.body.id,
    ]);
    const canceledTab = await tab('canceled');
    expect(canceledTab.orders[0]).toMatchObject({
      id: canceled.body.id,
      status: 'canceled',
      cancel_amount: canceled.body.total,
    });
    expect((await tab('sold')).orders).toEqual([]);
    const bad = await app.call('GET', '/v3/store/customer/history?status=lost', {
      token: me.accessToken,
    });
    expectError(
      bad,
      400,
      'status must be one of purchased, sold, canceled, awaiting_deposit, paid, refunded',
    );
  });
});

describe('bad input gets a clear 4xx, never a 5xx', () => {
  it('answers 400 with the rule’s message on every buying call', async () => {
    const me = await buyer();
    const cart = await app.cart(me, (await app.artwork()).artworkId);
    const id = cart.cart_id as string;
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/v3/store/cart/artwork',
        { artwork_id: { $ne: 1 } },
        'artwork_id is not a valid id',
      ],
      [
        'PUT',
        `/v3/store/cart/${id}/shipping-method`,
        { shipping_method: 'air' },
        'shipping_method must be delivery, storage or pickup',
      ],
      [
        'PUT',
        `/v3/store/cart/${id}/shipping-method`,
        { shipping_method: 'delivery', specified_date: 'soon' },
        'specified_date must be YYYY-MM-DD',
      ],
      ['PUT', `/v3/store/cart/${id}/shipping-address`, {}, 'shipping_address_id is required'],
      [
        'PUT',
        `/v3/store/cart/${id}/frame-service`,
        { extra_installs: 9 },
        'extra_installs must be 5 or fewer',
      ],
      [
        'POST',
        `/v3/store/cart/payment-session/${id}`,
        { pay_method: 'cash', order_consent: true },
        'pay_method must be one of card_kr, card_intl, transfer, vbank, paypal, bitpay',
      ],
      [
        'POST',
        `/v3/store/cart/payment-session/${id}`,
        { pay_method: 'card_kr', order_consent: true, installment_months: 13 },
        'installment_months must be 0 (full payment) or 2 to 12',
      ],
      [
        'POST',
        `/v3/store/cart/payment-session/${id}`,
        { pay_method: 'card_kr', constructor: 1, toString: 2 },
        m.consentRequired,
      ],
      ['GET', `/v3/store/cart/${id}/complete/krw`, undefined, 'payment_session_id is required'],
      ['GET', '/v3/store/customer/history?limit=abc', undefined, 'limit must be a number'],
      [
        'POST',
        '/v3/store/orders/ord_x/cancel',
        { refund_account: { bank: 'Woori', account_number: 'abc', holder: 'Kim' } },
        'account_number must be 6 to 30 digits',
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const response = await app.call(method, path, { token: me.accessToken, body });
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(400);
      expectError(response, 400, message);
    }
    const notJson = await fetch(`${app.app.baseUrl}/v3/store/cart/artwork`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.accessToken}`, 'content-type': 'application/json' },
      body: '{"artwork_id":',
    });
    expect(notJson.status).toBe(400);
    const unknownOrder = await app.call('GET', '/v3/store/orders/ord_nope', {
      token: me.accessToken,
    });
    expectError(unknownOrder, 404, m.orderNotFound);
  });
});

describe('the price the buyer agreed to', () => {
  it('orders at the amounts of the payment session even if the artwork’s price changes meanwhile', async () => {
    const me = await buyer();
    const { artworkId } = await app.artwork({ priceKrw: 1_000_000 });
    const cart = await app.cart(me, artworkId);
    const started = await app.session(me, cart.cart_id);
    const { artworks } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await app.app.ctx.db
      .update(artworks)
      .set({ price: 2_000_000 })
      .where(eq(artworks.id, artworkId));
    const done = await app.complete(me, cart.cart_id, started.body.payment_session.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      art_price: 1_000_000,
      total: started.body.payment_session.amount,
    });
  });
});

describe('a stored order (rules §9 free storage)', () => {
  it('carries no delivery address nor expected delivery date', async () => {
    const me = await buyer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const stored = await app.call('PUT', `/v3/store/cart/${cart.cart_id}/shipping-method`, {
      token: me.accessToken,
      body: { shipping_method: 'storage' },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const order = await app.checkout(me, cart.cart_id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({
      status: 'paid',
      shipping_method: 'storage',
      shipping_address: null,
      expected_delivery_date: null,
    });
  });
});
