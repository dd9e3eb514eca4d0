// A buyer may order a resale that is on sale and someone else's.
import { describe, expect, it } from 'vitest';
import { resaleMessages as m } from '@/schemas/resale';
import { findResaleOnSale } from '@/server/workflows/resale/steps/find-resale-on-sale';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('find the resale on sale', () => {
  it('is the resale on sale for another customer', async () => {
    const { resaleId } = await app.listed();
    const buyer = await app.customer();
    const row = await findResaleOnSale(app.app.ctx.db, {
      customerId: buyer.customerId,
      resaleId,
    });
    expect(row).toMatchObject({ id: resaleId, status: 'on_sale' });
  });

  it('is 404 for an unknown resale', async () => {
    await expect(
      findResaleOnSale(app.app.ctx.db, { customerId: 'cus_nobody', resaleId: 'rsl_unknown' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: m.requestNotFound });
  });

  it('refuses a request not on sale, and the owner’s own listing', async () => {
    const { resale } = await app.requested();
    const buyer = await app.customer();
    await expect(
      findResaleOnSale(app.app.ctx.db, { customerId: buyer.customerId, resaleId: resale.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.notOnSale });
    const { owner, resaleId } = await app.listed();
    await expect(
      findResaleOnSale(app.app.ctx.db, { customerId: owner.customerId, resaleId }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.ownEdition });
  });
});
