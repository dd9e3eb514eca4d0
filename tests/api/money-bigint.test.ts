// Money above 32 bits end to end (issue 20, ADR 0044): a ₩10,000,000,000 work is listed by an
// operator and a partner, found by price, bought in every currency (cards, a virtual account),
// bid on in baht, resold and consigned above ₩3,000,000,000, discounted by a ₩3,000,000,000
// coupon, paid out to its gallery and refunded: every amount kept and answered exactly.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { issueCoupon } from '@/server/modules/coupons/coupon.repository';
import { testCards } from '@/server/modules/payments/test-gateway';
import {
  currencyCodes,
  MAX_MONEY_KRW,
  MAX_MONEY_MINOR,
  MIN_KRW_PER_UNIT,
  type CurrencyCode,
} from '@/rules/money';
import { convertFromKrw } from '@/rules/money-conversion';
import type { Buyer } from './buying-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const PRICE = 10_000_000_000;
const RESALE_PRICE = 12_000_000_000;
/** The fixture's rates (tests/api/fixtures.ts). */
const RATES: Record<CurrencyCode, number> = { krw: 1, usd: 1380, eur: 1490, thb: 40 };

const app = startBackOfficeApp();
let operator: Buyer;
let partner: Buyer;
let counter = 0;

beforeAll(async () => {
  operator = await app.staff('operator');
  partner = await app.staff('partner', 'in_1');
});

const newArtwork = (overrides: Record<string, unknown> = {}) => ({
  handle: `masterpiece-${Date.now().toString(36)}-${(counter += 1)}`,
  title_en: 'Masterpiece',
  title_ko: '걸작',
  artist_id: 'ar_1',
  institution_id: 'in_1',
  category_id: 'cat_paint',
  width_cm: 200,
  height_cm: 150,
  price: PRICE,
  purchase_status: 'on_sale',
  ...overrides,
});

async function payments(orderId: string) {
  return app.app.ctx.db
    .select({ amount: t.payments.amount, refunded: t.payments.refundedAmount })
    .from(t.payments)
    .where(eq(t.payments.orderId, orderId));
}

async function deliver(orderId: string) {
  for (;;) {
    const order = (await app.admin(operator, 'GET', `/orders/${orderId}`)).body;
    if (!order.next_shipping_status) return;
    const moved = await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
      body: {
        shipping_status: order.next_shipping_status,
        // The shipped step names its carrier and tracking number (rules §4.46).
        ...(order.next_shipping_status === 'shipped'
          ? { carrier: 'cj', tracking_number: '678912345678' }
          : {}),
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

describe('a ₩10,000,000,000 work', () => {
  it('is listed by an operator and a partner, repriced, and found by its price', async () => {
    const created = await app.admin(operator, 'POST', '/artworks', { body: newArtwork() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.price).toBe(PRICE);
    const repriced = await app.admin(operator, 'PUT', `/artworks/${created.body.id}`, {
      body: { price: MAX_MONEY_KRW },
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect(repriced.body.price).toBe(MAX_MONEY_KRW);
    const tooMuch = await app.admin(operator, 'PUT', `/artworks/${created.body.id}`, {
      body: { price: MAX_MONEY_KRW + 1 },
    });
    expect(tooMuch.status).toBe(400);

    const byPartner = await app.admin(partner, 'POST', '/partner/artworks', {
      body: newArtwork({ institution_id: undefined }),
    });
    expect(byPartner.status, JSON.stringify(byPartner.body)).toBe(200);
    expect(byPartner.body.price).toBe(PRICE);

    const page = await app.call('GET', `/v3/store/artwork/${byPartner.body.handle}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.price.krw).toBe(PRICE);
    const inBaht = await app.call('GET', `/v3/store/artwork/${byPartner.body.handle}`, {
      headers: { 'x-currency': 'thb' },
    });
    expect(inBaht.body.price.display).toEqual({
      amount: convertFromKrw(PRICE, 'thb', RATES.thb).amount,
      currency: 'thb',
    });
    const found = await app.call('GET', '/v3/store/artwork?min_price=9000000000&limit=100');
    const handles = found.body.artworks.map((a: { handle: string }) => a.handle);
    expect(handles).toContain(byPartner.body.handle);
    expect(handles).toContain(created.body.handle);
    const [facet] = await app.app.ctx.db
      .select({ price: t.artworkSearchFacets.price })
      .from(t.artworkSearchFacets)
      .where(eq(t.artworkSearchFacets.artworkId, byPartner.body.id));
    expect(facet).toEqual({ price: PRICE });
  });

  it('cannot be priced past the maximum in any currency: a rate below ₩0.01 is refused', async () => {
    const tooLow = await app.admin(operator, 'PUT', '/exchange-rates/thb', {
      body: { krw_per_unit: MIN_KRW_PER_UNIT / 2 },
    });
    expect(tooLow.status, JSON.stringify(tooLow.body)).toBe(400);
    expect(tooLow.body.message).toMatch(/krw_per_unit/);
    const bid = await app.bid(
      await app.customer(),
      { artwork_id: 'aw_any', amount: MAX_MONEY_MINOR + 1 },
      { headers: { 'x-currency': 'thb' } },
    );
    expect(bid.status, JSON.stringify(bid.body)).toBe(400);
  });

  it.each(currencyCodes)('is bought by card in %s', async (currency) => {
    const buyer = await app.customer();
    const { artworkId, editionIds } = await app.artwork({ priceKrw: PRICE });
    const headers = { 'x-currency': currency };
    const cart = await app.cart(buyer, artworkId, { headers });
    const paid = await app.checkout(
      buyer,
      cart.cart_id,
      currency === 'krw' ? {} : { pay_method: 'card_intl', test_card_number: testCards.approved },
      { headers },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const artPrice = convertFromKrw(PRICE, currency, RATES[currency]).amount;
    expect(paid.body).toMatchObject({
      status: 'paid',
      currency_code: currency,
      art_price: artPrice,
    });
    expect(paid.body.total).toBeGreaterThanOrEqual(artPrice);
    expect(await payments(paid.body.id)).toEqual([{ amount: paid.body.total, refunded: null }]);
    expect(await app.editionStatus(editionIds[0]!)).toBe('sold');
    const detail = await app.call('GET', `/v3/store/orders/${paid.body.id}`, {
      token: buyer.accessToken,
    });
    expect(detail.body).toMatchObject({ art_price: artPrice, total: paid.body.total });
  });

  it('is bought through a virtual account in KRW and refunded', async () => {
    const buyer = await app.customer();
    const { artworkId } = await app.artwork({ priceKrw: PRICE });
    const cart = await app.cart(buyer, artworkId);
    const order = await app.checkout(buyer, cart.cart_id, { pay_method: 'vbank' });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({ status: 'awaiting_deposit', art_price: PRICE });
    const deposited = await app.deposit({
      event_id: `evt-${order.body.id}`,
      type: 'deposit.completed',
      account_number: order.body.account_number,
      amount: order.body.total,
      currency: 'krw',
    });
    expect(deposited.body).toEqual({ applied: true, outcome: 'paid', order_id: order.body.id });

    const refunded = await app.admin(operator, 'POST', `/orders/${order.body.id}/cancel`, {
      body: {
        reason: 'The buyer changed their mind',
        refund_account: { bank: 'shinhan', account_number: '110123456789', holder: 'Kim Minji' },
      },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const answer = await app.admin(operator, 'GET', `/orders/${order.body.id}`);
    expect(answer.body).toMatchObject({
      status: 'refunded',
      cancel_amount: order.body.total,
      refund_info: { amount: order.body.total },
    });
  });

  it('is refunded after a card payment in baht', async () => {
    const buyer = await app.customer();
    const { artworkId, editionIds } = await app.artwork({ priceKrw: PRICE });
    const headers = { 'x-currency': 'thb' };
    const cart = await app.cart(buyer, artworkId, { headers });
    const paid = await app.checkout(
      buyer,
      cart.cart_id,
      { pay_method: 'card_intl', test_card_number: testCards.approved },
      { headers },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const refunded = await app.admin(operator, 'POST', `/orders/${paid.body.id}/cancel`, {
      body: { reason: 'Damaged in storage' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    expect(await payments(paid.body.id)).toEqual([
      { amount: paid.body.total, refunded: paid.body.total },
    ]);
    expect(paid.body.total).toBeGreaterThan(2 ** 31);
    expect(await app.editionStatus(editionIds[0]!)).toBe('available');
  });

  it('takes a ₩3,000,000,000 coupon and pays its gallery out', async () => {
    const coupon = await app.admin(operator, 'POST', '/coupons', {
      body: {
        code: `BILLIONS-${(counter += 1)}`,
        kind: 'artwork',
        discount_type: 'fixed',
        off_amount: 3_000_000_000,
        max_amount: null,
        title_en: 'Collectors',
        title_ko: '컬렉터',
        starts_at: new Date(app.now().getTime() - 86_400_000).toISOString(),
        ends_at: new Date(app.now().getTime() + 86_400_000).toISOString(),
      },
    });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    const buyer = await app.customer();
    const heldId = await issueCoupon(app.app.ctx.db, buyer.customerId, coupon.body.id, app.now());
    const { artworkId } = await app.biddingArtwork({ priceKrw: PRICE, institutionId: 'in_1' });
    const cart = await app.cart(buyer, artworkId);
    const applied = await app.call('POST', `/v3/store/coupon/coupon-apply/${cart.cart_id}`, {
      token: buyer.accessToken,
      body: { artwork_coupon_id: heldId },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const paid = await app.checkout(buyer, cart.cart_id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ art_price: PRICE, artwork_discount: 3_000_000_000 });

    await deliver(paid.body.id);
    const bps = app.app.ctx.config.PRIMARY_COMMISSION_BPS;
    const commission = Math.floor((PRICE * bps + 5_000) / 10_000);
    const payout = await app.admin(operator, 'POST', `/payouts/${paid.body.id}`, { body: {} });
    expect(payout.status, JSON.stringify(payout.body)).toBe(200);
    expect(payout.body).toMatchObject({ amount_krw: PRICE - commission, status: 'paid_out' });
    const sales = (await app.admin(partner, 'GET', '/partner/sales')).body;
    expect(
      sales.sales.find((s: { order_id: string }) => s.order_id === paid.body.id),
    ).toMatchObject({ sale_price: PRICE, payout: PRICE - commission });
  });

  it('takes a bid in baht, which the gallery accepts and the bidder pays', async () => {
    const seller = await app.seller('in_1');
    const bidder = await app.customer();
    const { artworkId } = await app.biddingArtwork({ priceKrw: PRICE, institutionId: 'in_1' });
    const amount = convertFromKrw(9_000_000_000, 'thb', RATES.thb).amount;
    const placed = await app.bid(
      bidder,
      { artwork_id: artworkId, amount },
      { headers: { 'x-currency': 'thb' } },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({
      amount: { amount, currency: 'thb' },
      amount_krw: 9_000_000_000,
    });
    const work = await app.call('GET', `/v3/store/artwork/${artworkId.replaceAll('_', '-')}`);
    expect(work.body.last_bid_price).toMatchObject({ krw: 9_000_000_000 });
    const accepted = await app.accept(seller, placed.body.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const paid = await app.payBid(bidder, placed.body.id, {
      pay_method: 'card_intl',
      test_card_number: testCards.approved,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', currency_code: 'thb', art_price: amount });
  });

  it('is resold above ₩3,000,000,000 and bought in baht; the settlement adds up', async () => {
    const { resaleId, owner, artworkId } = await app.listed({
      priceKrw: PRICE,
      listingPrice: RESALE_PRICE,
    });
    // The resold edition's own price, read by a subquery (a bigint in raw SQL).
    const work = await app.call('GET', `/v3/store/artwork/${artworkId.replaceAll('_', '-')}`);
    expect(work.body.price).toMatchObject({ krw: RESALE_PRICE });
    const mine = await app.call('GET', `/v2/store/resell/${resaleId}`, {
      token: owner.accessToken,
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(String(RESALE_PRICE));

    const buyer = await app.customer();
    const headers = { 'x-currency': 'thb' };
    const session = await app.call('PUT', `/v3/store/orders/resell/${resaleId}`, {
      token: buyer.accessToken,
      headers,
      body: {
        pay_method: 'card_intl',
        test_card_number: testCards.approved,
        order_consent: true,
      },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const sold = await app.call(
      'GET',
      `/v3/store/orders/resell/complete/${resaleId}?payment_session_id=${session.body.payment_session.id}`,
      { token: buyer.accessToken, headers },
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const artPrice = convertFromKrw(RESALE_PRICE, 'thb', RATES.thb).amount;
    expect(sold.body).toMatchObject({ status: 'paid', currency_code: 'thb', art_price: artPrice });
    const [order] = await app.app.ctx.db
      .select({
        commission: t.orders.platformCommission,
        royalty: t.orders.artistRoyalty,
        proceeds: t.orders.sellerProceeds,
      })
      .from(t.orders)
      .where(eq(t.orders.id, sold.body.id));
    expect(order!.commission! + order!.royalty! + order!.proceeds!).toBe(artPrice);
    expect(order!.proceeds).toBeGreaterThan(2 ** 31);
  });

  it('is consigned at ₩5,000,000,000 and proposed at ₩4,500,000,000', async () => {
    const { owner, editionId } = await app.owner({ priceKrw: PRICE });
    const consigned = await app.call('POST', `/v3/store/artwork/consign/${editionId}`, {
      token: owner.accessToken,
      body: {
        desired_price: 5_000_000_000,
        condition: 'excellent',
        condition_note: 'As bought',
        photos: ['/media/uploads/front.webp'],
        handover: 'storage',
      },
    });
    expect(consigned.status, JSON.stringify(consigned.body)).toBe(200);
    const proposed = await app.propose(consigned.body.id, { listing_price: 4_500_000_000 });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(JSON.stringify(proposed.body)).toContain('4500000000');
  });
});
