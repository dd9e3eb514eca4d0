// The state machine of schemas/resale.ts decides where an event moves a request, and for whom.
import { describe, expect, it } from 'vitest';
import { resaleMessages as m } from '@/schemas/resale';
import { decideNextStatus } from '@/server/workflows/resale/steps/decide-next-status';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('decide the next status', () => {
  it('moves a request reviewing to waiting for confirmation when the operator proposes', async () => {
    const { resale } = await app.requested();
    const decided = await app.rolledBack((tx) =>
      decideNextStatus(tx, { resaleId: resale.id, event: 'propose', actor: 'operator' }),
    );
    expect(decided).toMatchObject({
      seen: { id: resale.id, status: 'reviewing' },
      to: 'waiting_for_confirmation',
    });
  });

  it('is 404 for an owner’s move on someone else’s request', async () => {
    const { resale } = await app.requested();
    const other = await app.customer();
    await expect(
      app.rolledBack((tx) =>
        decideNextStatus(tx, {
          resaleId: resale.id,
          event: 'withdraw',
          actor: 'owner',
          visibleTo: other.customerId,
        }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: m.requestNotFound });
  });

  it('refuses an event that does not apply: confirming before any proposal', async () => {
    const { owner, resale } = await app.requested();
    await expect(
      app.rolledBack((tx) =>
        decideNextStatus(tx, {
          resaleId: resale.id,
          event: 'confirm',
          actor: 'owner',
          visibleTo: owner.customerId,
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.wrongStatus });
  });
});
