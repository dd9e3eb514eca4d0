// The seller hears of each move of their request, in the transaction that moved it (ADR 0040).
import { describe, expect, it } from 'vitest';
import { recordRequest } from '@/server/workflows/resale/steps/record-request';
import { notifySeller } from '@/server/workflows/resale/steps/notify-seller';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

const statusMails = async (email: string) =>
  (await app.outbox(email)).filter((mail) => mail.template === 'resale-status');

describe('notify the seller', () => {
  it('tells the owner their request was received, once however often the step runs', async () => {
    const { owner, editionId, orderId, artworkId } = await app.owner();
    const { db } = app.app.ctx;
    const row = await db.transaction((tx) =>
      recordRequest(tx, {
        values: {
          kind: 'resale',
          desiredPrice: 1_800_000,
          editionId,
          artworkId,
          sellerId: owner.customerId,
          ownershipOrderId: orderId,
        },
        now: app.now(),
      }),
    );
    expect(await statusMails(owner.email)).toHaveLength(0);
    const { notices } = app.app.services;
    for (let i = 0; i < 2; i += 1) {
      await db.transaction((tx) => notifySeller(tx, { notices, resaleId: row.id }));
    }
    expect(await statusMails(owner.email)).toHaveLength(1);
  });
});
