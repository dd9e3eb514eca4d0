// An accepted bid unpaid at its deadline lapses and frees the edition its order held.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { lapseBid } from '@/server/workflows/bids/steps/lapse-bid';
import { startBidStepApp } from './bid-step-app';

const app = startBidStepApp();

describe('lapse the bid', () => {
  it('closes the accepted bid as lapsed and frees the edition its order held', async () => {
    const { bid, seller, editionId } = await app.pendingBid();
    expect((await app.accept(seller, bid.id)).status).toBe(200);
    const accepted = await app.bidRow(app.app.ctx.db, bid.id);
    const { row, edition, hold } = await app.rolledBack(async (tx) => {
      await lapseBid(tx, { bid: accepted, now: app.now() });
      const [ed] = await tx.select().from(t.editions).where(eq(t.editions.id, editionId));
      const [held] = await tx
        .select()
        .from(t.editionReservations)
        .where(eq(t.editionReservations.editionId, editionId));
      return { row: await app.bidRow(tx, bid.id), edition: ed, hold: held ?? null };
    });
    expect(row).toMatchObject({ status: 'lapsed', closedAt: app.now() });
    expect(edition?.status).toBe('available');
    expect(hold).toBeNull();
  });
});
