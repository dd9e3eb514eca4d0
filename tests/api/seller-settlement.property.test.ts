// Property-based test of the seller's settlement in won (rules §4.35-4.37, ADR 0072), over HTTP on
// a real database: generated resales and consignments — a listing price, an exchange rate the
// operator sets — are bought in KRW, USD, EUR and THB, and on every surface the seller's figures
// are the same whole won and add up: price − commission − royalty = proceeds.
//  - the order's stored columns (*_krw), against the rule (10 % and 3 %, half up to the won);
//  - the proceeds notice in the outbox: its payload and its rendered text (the won lines, and the
//    buyer's currency only as a reference line);
//  - the Sold tab's DTO (GET store/customer/history?status=sold) and the back office's order;
//  - the buyer sees no settlement.
// And the backfill of migration 0026 gives an order recorded without them the same figures.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { formatMoney, type CurrencyCode } from '@/rules/money';
import { convertFromKrw } from '@/rules/money-conversion';
import type { Buyer } from './buying-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let operator: Buyer;

beforeAll(async () => {
  operator = await app.staff('operator');
  await app.refresh(operator);
});

const won = (amount: number) => formatMoney({ amount, currency: 'krw' }, 'en');
const share = (price: number, bps: number) =>
  Number((BigInt(price) * BigInt(bps) + 5_000n) / 10_000n);

/** Rates an operator might set (KRW per unit, two decimals, as the back office takes them). */
const rateOf: Record<Exclude<CurrencyCode, 'krw'>, fc.Arbitrary<number>> = {
  usd: fc.integer({ min: 90_000, max: 200_000 }).map((n) => n / 100),
  eur: fc.integer({ min: 100_000, max: 220_000 }).map((n) => n / 100),
  thb: fc.integer({ min: 2_500, max: 6_000 }).map((n) => n / 100),
};

interface Case {
  currency: CurrencyCode;
  krwPerUnit: number;
  listingPrice: number;
  kind: 'resale' | 'consignment';
}

const cases = (currency: CurrencyCode): fc.Arbitrary<Case> =>
  fc.record({
    currency: fc.constant(currency),
    krwPerUnit: currency === 'krw' ? fc.constant(1) : rateOf[currency],
    // ₩10,000 steps up to ₩500,000,000, and odd amounts whose shares fall on half a won.
    listingPrice: fc.oneof(
      fc.integer({ min: 1, max: 50_000 }).map((n) => n * 10_000),
      fc.integer({ min: 10_000, max: 500_000_000 }),
    ),
    kind: fc.constantFrom('resale' as const, 'consignment' as const),
  });

/** An owned edition listed by `kind` at `listingPrice` (KRW): registered, proposed, confirmed. */
async function listed(c: Case) {
  const { owner, editionId } = await app.owner({ priceKrw: 1_000_000 });
  const registered =
    c.kind === 'resale'
      ? await app.register(owner, { edition_id: editionId, desired_price: c.listingPrice })
      : await app.call('POST', `/v3/store/artwork/consign/${editionId}`, {
          token: owner.accessToken,
          body: {
            desired_price: c.listingPrice,
            condition: 'excellent',
            photos: ['/media/uploads/front.webp'],
            handover: 'storage',
          },
        });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const resaleId = registered.body.id as string;
  expect((await app.propose(resaleId, { listing_price: c.listingPrice })).status).toBe(200);
  expect((await app.confirm(owner, resaleId)).status).toBe(200);
  return { owner, resaleId };
}

/** A collector buys it in `currency` (a card that takes the currency). */
async function buy(c: Case, resaleId: string) {
  const buyer = await app.customer();
  const headers = { 'x-currency': c.currency };
  const opened = await app.call('GET', `/v3/store/orders/resell/${resaleId}`, {
    token: buyer.accessToken,
    headers,
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const session = await app.call('PUT', `/v3/store/orders/resell/${resaleId}`, {
    token: buyer.accessToken,
    headers,
    body: {
      pay_method: c.currency === 'krw' ? 'card_kr' : 'card_intl',
      order_consent: true,
      ...(c.currency === 'krw' ? {} : { test_card_number: '4242424242424242' }),
    },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  const paid = await app.call(
    'GET',
    `/v3/store/orders/resell/complete/${resaleId}?payment_session_id=${session.body.payment_session.id}`,
    { token: buyer.accessToken, headers },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { buyer, order: paid.body as { id: string; art_price: number; order_number: string } };
}

const settlementColumns = {
  currency: t.orders.currencyCode,
  artPrice: t.orders.artPrice,
  krwPerUnit: t.orders.krwPerUnit,
  price: t.orders.salePriceKrw,
  commission: t.orders.platformCommissionKrw,
  royalty: t.orders.artistRoyaltyKrw,
  proceeds: t.orders.sellerProceedsKrw,
};

async function stored(orderId: string) {
  const [row] = await app.app.ctx.db
    .select(settlementColumns)
    .from(t.orders)
    .where(eq(t.orders.id, orderId));
  return row!;
}

/** The four won amounts a statement prints, in order, read back as numbers. */
const wonAmounts = (text: string) =>
  [
    /Sale price: ₩([\d,]+)/,
    /Platform commission: −₩([\d,]+)/,
    /Artist royalty: −₩([\d,]+)/,
    /Your proceeds: ₩([\d,]+)/,
  ].map((pattern) => Number(text.match(pattern)?.[1]?.replace(/,/g, '') ?? NaN));

async function checkSurfaces(c: Case) {
  if (c.currency !== 'krw') {
    const set = await app.admin(operator, 'PUT', `/exchange-rates/${c.currency}`, {
      body: { krw_per_unit: c.krwPerUnit },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  const { owner, resaleId } = await listed(c);
  const { buyer, order } = await buy(c, resaleId);

  // The stored columns: the listing's KRW price, 10 % and 3 % half up to the won, the rest.
  const row = await stored(order.id);
  const expected = {
    sale_price: c.listingPrice,
    platform_commission: share(c.listingPrice, 1_000),
    artist_royalty: share(c.listingPrice, 300),
    seller_proceeds: c.listingPrice - share(c.listingPrice, 1_000) - share(c.listingPrice, 300),
  };
  expect(row).toMatchObject({
    currency: c.currency,
    artPrice: convertFromKrw(c.listingPrice, c.currency, c.krwPerUnit).amount,
    price: expected.sale_price,
    commission: expected.platform_commission,
    royalty: expected.artist_royalty,
    proceeds: expected.seller_proceeds,
  });
  expect(row.price! - row.commission! - row.royalty!).toBe(row.proceeds);

  // The proceeds notice: payload in won; its text prints the same won and adds up.
  const sold = (await app.outbox(owner.email)).find(
    (m: { template: string; payload: { status?: string } }) =>
      m.template === 'resale-status' && m.payload.status === 'sold',
  );
  expect(sold, 'the proceeds notice').toBeTruthy();
  const krw = (amount: number) => ({ amount, currency: 'krw' });
  expect(sold.payload.proceeds).toMatchObject({
    order_number: order.order_number,
    sale_price: krw(expected.sale_price),
    platform_commission: krw(expected.platform_commission),
    artist_royalty: krw(expected.artist_royalty),
    seller_proceeds: krw(expected.seller_proceeds),
  });
  const [price, commission, royalty, proceeds] = wonAmounts(sold.text);
  expect([price, commission, royalty, proceeds]).toEqual([
    expected.sale_price,
    expected.platform_commission,
    expected.artist_royalty,
    expected.seller_proceeds,
  ]);
  expect(price! - commission! - royalty!).toBe(proceeds);
  const paidByBuyer = formatMoney({ amount: row.artPrice, currency: c.currency }, 'en');
  if (c.currency === 'krw') expect(sold.text).not.toContain('Paid by the buyer');
  else expect(sold.text).toContain(`Paid by the buyer (reference): ${paidByBuyer} · 1 `);
  expect(sold.text).toContain(`Your proceeds: ${won(expected.seller_proceeds)}`);

  // The Sold tab's DTO and the back office's order: the same won, the buyer's as a reference.
  const settlement = {
    ...expected,
    currency_code: 'krw',
    paid_by_buyer: {
      amount: row.artPrice,
      currency_code: c.currency,
      krw_per_unit: Number(row.krwPerUnit),
    },
  };
  const history = await app.call('GET', '/v3/store/customer/history?status=sold', {
    token: owner.accessToken,
  });
  expect(history.status, JSON.stringify(history.body)).toBe(200);
  const soldRow = history.body.orders.find((o: { id: string }) => o.id === order.id);
  expect(soldRow).toMatchObject({ viewer: 'seller', resale_settlement: settlement });
  const admin = await app.admin(operator, 'GET', `/orders/${order.id}`);
  expect(admin.status, JSON.stringify(admin.body)).toBe(200);
  expect(admin.body.resale_settlement).toMatchObject(settlement);
  const own = await app.call('GET', `/v3/store/orders/${order.id}`, { token: buyer.accessToken });
  expect(own.body.resale_settlement).toBeNull();
  return order.id;
}

describe('the seller is settled in won, whatever the buyer paid in (rules §4.36)', () => {
  for (const currency of ['krw', 'usd', 'eur', 'thb'] as const) {
    it(`adds up in won on every surface for resales bought in ${currency.toUpperCase()}`, async () => {
      await fc.assert(
        fc.asyncProperty(cases(currency), async (c) => {
          await checkSurfaces(c);
        }),
        {
          numRuns: 5,
        },
      );
    }, 120_000);
  }

  it('settles ₩3,000,000 bought in EUR at ₩1,618.30 as ₩300,000 + ₩90,000 + ₩2,610,000', async () => {
    const orderId = await checkSurfaces({
      currency: 'eur',
      krwPerUnit: 1_618.3,
      listingPrice: 3_000_000,
      kind: 'consignment',
    });
    expect(await stored(orderId)).toMatchObject({
      artPrice: 185_380,
      price: 3_000_000,
      commission: 300_000,
      royalty: 90_000,
      proceeds: 2_610_000,
    });
  }, 60_000);

  it('gives an order recorded before the columns the same figures (migration 0026)', async () => {
    const orderId = await checkSurfaces({
      currency: 'thb',
      krwPerUnit: 41.85,
      listingPrice: 2_345_675,
      kind: 'resale',
    });
    const before = await stored(orderId);
    const { db } = app.app.ctx;
    await db
      .update(t.orders)
      .set({
        salePriceKrw: null,
        platformCommissionKrw: null,
        artistRoyaltyKrw: null,
        sellerProceedsKrw: null,
      })
      .where(eq(t.orders.id, orderId));
    const migration = readFileSync(
      new URL('../../server/db/migrations/0026_seller_settlement_in_won.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    expect(await stored(orderId)).toEqual(before);
  }, 60_000);
});
