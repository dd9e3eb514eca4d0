// Checkout through the store API, part 2: payment methods by currency, paying and the virtual
// account. The cart is in checkout-cart-shipping.test.ts, orders in checkout-orders.test.ts.
import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { testCards } from '@/server/modules/payments/test-gateway';
import { sharedBuyer, startBuyingApp, usd } from './buying-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();
const buyer = sharedBuyer(app);

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
