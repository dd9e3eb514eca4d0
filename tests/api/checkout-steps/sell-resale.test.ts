// A resold edition's sale pays its seller the KRW price less commission and royalty, in won, with
// the buyer's currency as a reference (rules §4.36), and a paid sale closes the resale as sold.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { newOrderId } from '@/server/modules/orders/order.repository';
import { resaleMessages } from '@/schemas/resale';
import { sellResale } from '@/server/workflows/checkout/steps/sell-resale';
import { startSaleApp } from './sale-test-app';

const app = startSaleApp();
const rates = { commissionBps: 1_000, royaltyBps: 500 };

describe('sell the resale', () => {
  it('pays the seller the KRW price less 10% commission and 5% royalty in won, and closes it as sold', async () => {
    const { resaleId } = await app.claimedResale();
    const orderId = newOrderId(app.now());
    const { settlement, resale } = await app.rolledBack(async (tx) => {
      const settled = await sellResale(tx, {
        resaleId,
        artPrice: 185_380,
        priceKrw: 3_000_000,
        paid: true,
        orderId,
        rates,
        now: app.now(),
      });
      const [row] = await tx
        .select()
        .from(t.resaleRequests)
        .where(eq(t.resaleRequests.id, resaleId));
      return { settlement: settled, resale: row };
    });
    // ₩3,000,000 bought as €1,853.80: the seller is settled in won; the euros are a reference.
    expect(settlement).toEqual({
      won: {
        sale_price: 3_000_000,
        platform_commission: 300_000,
        artist_royalty: 150_000,
        seller_proceeds: 2_550_000,
      },
      reference: {
        sale_price: 185_380,
        platform_commission: 18_538,
        artist_royalty: 9_269,
        seller_proceeds: 157_573,
      },
    });
    expect(resale).toMatchObject({ status: 'sold', orderId, closedAt: app.now() });
  });

  it('keeps the resale on sale while a virtual account awaits the deposit', async () => {
    const { resaleId } = await app.claimedResale();
    const resale = await app.rolledBack(async (tx) => {
      await sellResale(tx, {
        resaleId,
        artPrice: 2_000_000,
        priceKrw: 2_000_000,
        paid: false,
        orderId: newOrderId(app.now()),
        rates,
        now: app.now(),
      });
      const [row] = await tx
        .select()
        .from(t.resaleRequests)
        .where(eq(t.resaleRequests.id, resaleId));
      return row;
    });
    expect(resale).toMatchObject({ status: 'on_sale', orderId: null });
  });

  it('refuses a paid sale of a resale withdrawn meanwhile', async () => {
    const { resaleId } = await app.claimedResale();
    await app.app.ctx.db
      .update(t.resaleRequests)
      .set({ status: 'withdrawn' })
      .where(eq(t.resaleRequests.id, resaleId));
    await expect(
      app.rolledBack((tx) =>
        sellResale(tx, {
          resaleId,
          artPrice: 2_000_000,
          priceKrw: 2_000_000,
          paid: true,
          orderId: newOrderId(app.now()),
          rates,
          now: app.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: resaleMessages.notOnSale });
  });
});
