// A withdrawn resale takes its edition off sale, unless a buyer holds it for a payment.
import { describe, expect, it } from 'vitest';
import { resaleMessages as m } from '@/schemas/resale';
import { takeEditionOffSale } from '@/server/workflows/resale/steps/take-edition-off-sale';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('take the edition off sale', () => {
  it('takes an edition on sale off sale', async () => {
    const { editionId, resaleId } = await app.listed();
    const edition = await app.rolledBack(async (tx) => {
      const resale = await app.resaleRow(tx, resaleId);
      await takeEditionOffSale(tx, { resale, now: app.now() });
      return app.editionRowIn(tx, editionId);
    });
    expect(edition.status).toBe('sold');
  });

  it('leaves the edition alone before it is listed', async () => {
    const { editionId, resale } = await app.requested();
    const edition = await app.rolledBack(async (tx) => {
      await takeEditionOffSale(tx, { resale, now: app.now() });
      return app.editionRowIn(tx, editionId);
    });
    expect(edition.status).toBe('sold');
  });

  it('refuses while a buyer holds the edition for a payment', async () => {
    const { resaleId } = await app.listed();
    const buyer = await app.customer();
    const session = await app.call('PUT', `/v3/store/orders/resell/${resaleId}`, {
      token: buyer.accessToken,
      body: { pay_method: 'card_kr', order_consent: true },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    await expect(
      app.rolledBack(async (tx) =>
        takeEditionOffSale(tx, { resale: await app.resaleRow(tx, resaleId), now: app.now() }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.editionBusy });
  });
});
