// A request moves by one conditional update from the status it was read at; a concurrent move wins once.
import { describe, expect, it } from 'vitest';
import { resaleMessages as m } from '@/schemas/resale';
import { moveResale } from '@/server/workflows/resale/steps/move-resale';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('move the resale request', () => {
  it('moves it with its changes', async () => {
    const { resale } = await app.requested();
    const row = await app.rolledBack((tx) =>
      moveResale(tx, {
        resaleId: resale.id,
        event: 'reject',
        to: 'rejected',
        changes: { rejectionReason: 'Not for us', closedAt: app.now() },
        now: app.now(),
      }),
    );
    expect(row).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not for us',
      closedAt: app.now(),
    });
  });

  it('refuses when someone moved it first', async () => {
    const { resale } = await app.requested();
    expect((await app.reject(resale.id, { reason: 'No' })).status).toBe(200);
    await expect(
      app.rolledBack((tx) =>
        moveResale(tx, {
          resaleId: resale.id,
          event: 'propose',
          to: 'waiting_for_confirmation',
          changes: { listingPrice: 1_900_000 },
          now: app.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.wrongStatus });
  });
});
