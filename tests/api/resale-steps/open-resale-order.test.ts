// The buyer's order of a resold edition is the cart they opened since it was listed, or a new one.
import { describe, expect, it } from 'vitest';
import { openResaleOrder } from '@/server/workflows/resale/steps/open-resale-order';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('open the resale order', () => {
  it('opens a cart for the edition at today’s rate, then finds the same cart again', async () => {
    const { resaleId, editionId } = await app.listed();
    const buyer = await app.customer();
    const { db } = app.app.ctx;
    const resale = await app.resaleRow(db, resaleId);
    const asked: string[] = [];
    const rateOf = async (currency: string) => {
      asked.push(currency);
      return 1_380;
    };
    const input = { customerId: buyer.customerId, resale, currency: 'usd' as const, rateOf };
    const cart = await openResaleOrder(db, { ...input, now: app.now() });
    expect(cart).toMatchObject({
      customerId: buyer.customerId,
      editionId,
      status: 'open',
      currencyCode: 'usd',
    });
    expect(Number(cart.krwPerUnit)).toBe(1_380);
    const again = await openResaleOrder(db, { ...input, now: app.now() });
    expect(again.id).toBe(cart.id);
    expect(asked).toEqual(['usd']);
  });
});
