// A resale request is recorded reviewing for the edition its seller owns, one in play per edition.
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@/server/db/errors';
import { recordRequest } from '@/server/workflows/resale/steps/record-request';
import { startResaleStepApp } from './resale-step-app';

const app = startResaleStepApp();

describe('record the resale request', () => {
  it('records a request reviewing for the owned edition', async () => {
    const { owner, editionId, orderId, artworkId } = await app.owner();
    const row = await app.rolledBack((tx) =>
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
    expect(row).toMatchObject({
      status: 'reviewing',
      kind: 'resale',
      editionId,
      sellerId: owner.customerId,
      desiredPrice: 1_800_000,
    });
  });

  it('keeps one request in play per edition', async () => {
    const { owner, editionId, resale } = await app.requested();
    const error = await app
      .rolledBack((tx) =>
        recordRequest(tx, {
          values: {
            kind: 'resale',
            desiredPrice: 1_700_000,
            editionId,
            artworkId: resale.artworkId,
            sellerId: owner.customerId,
            ownershipOrderId: resale.ownershipOrderId,
          },
          now: app.now(),
        }),
      )
      .catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
