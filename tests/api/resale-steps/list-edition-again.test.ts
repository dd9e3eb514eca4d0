// The owned edition is on sale again at the listing price, once.
import { describe, expect, it } from 'vitest';
import { resaleMessages as m } from '@/schemas/resale';
import { listEditionAgain } from '@/server/workflows/resale/steps/list-edition-again';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('list the edition again', () => {
  it('puts the sold edition on sale at the listing price', async () => {
    const { editionId } = await app.owner();
    const edition = await app.rolledBack(async (tx) => {
      await listEditionAgain(tx, { editionId, priceKrw: 2_400_000, now: app.now() });
      return app.editionRowIn(tx, editionId);
    });
    expect(edition).toEqual({ status: 'available', price: 2_400_000 });
  });

  it('refuses an edition already on sale', async () => {
    const { editionId } = await app.listed();
    await expect(
      app.rolledBack((tx) =>
        listEditionAgain(tx, { editionId, priceKrw: 2_400_000, now: app.now() }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.wrongStatus });
  });
});
