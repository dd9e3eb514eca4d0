// A resold edition's sale pays its seller the art price less commission and royalty, and a paid
// sale closes the resale as sold.
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
  it('pays the seller the art price less 10% commission and 5% royalty, and closes it as sold', async () => {
    const { resaleId } = await app.claimedResale();
    const orderId = newOrderId(app.now());
    const { settlement, resale } = await app.rolledBack(async (tx) => {
      const settled = await sellResale(tx, {
        resaleId,
        artPrice: 2_000_000,
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
    expect(settlement).toEqual({
      sale_price: 2_000_000,
      platform_commission: 200_000,
      artist_royalty: 100_000,
      seller_proceeds: 1_700_000,
    });
    expect(resale).toMatchObject({ status: 'sold', orderId, closedAt: app.now() });
  });

  it('keeps the resale on sale while a virtual account awaits the deposit', async () => {
    const { resaleId } = await app.claimedResale();
    const resale = await app.rolledBack(async (tx) => {
      await sellResale(tx, {
        resaleId,
        artPrice: 2_000_000,
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
          paid: true,
          orderId: newOrderId(app.now()),
          rates,
          now: app.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: resaleMessages.notOnSale });
  });
});
