// Resale under real concurrency over HTTP (issue 6): two buyers start and complete the purchase
// of the same resold edition at once; exactly one buys it, the other is told it is no longer
// available, and ownership moves once. RESALE_RACE_TRIALS sets the number of trials (default 5).
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { startResaleApp } from './resale-test-app';

const app = startResaleApp();
const trials = Number(process.env.RESALE_RACE_TRIALS || 5);

describe('two buyers racing for one resold edition', () => {
  it(
    `sell it once, in ${trials} trials`,
    async () => {
      for (let trial = 0; trial < trials; trial += 1) {
        const { owner, editionId, resaleId } = await app.listed({ listingPrice: 1_500_000 });
        const buyers = [await app.customer(), await app.customer()];
        const results = await Promise.all(buyers.map((buyer) => app.buyResold(buyer, resaleId)));
        const statuses = results.map((r) => r.status).sort();
        expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([200, 409]);
        const { db } = app.app.ctx;
        const [sales] = await db
          .select({ n: count() })
          .from(t.orders)
          .where(and(eq(t.orders.editionId, editionId), eq(t.orders.resaleId, resaleId)));
        expect(sales!.n).toBe(1);
        const [live] = await db
          .select({ n: count() })
          .from(t.orders)
          .where(and(eq(t.orders.editionId, editionId), inArray(t.orders.status, ['paid'])));
        expect(live!.n).toBe(2); // the owner's purchase and the one resale
        const [request] = await db
          .select()
          .from(t.resaleRequests)
          .where(eq(t.resaleRequests.id, resaleId));
        expect(request!.status).toBe('sold');
        const winner = buyers[results.findIndex((r) => r.status === 200)]!;
        const works = await app.call('GET', '/v3/store/customer/my-work', {
          token: winner.accessToken,
        });
        expect(works.body.works.map((w: { edition_id: string }) => w.edition_id)).toEqual([
          editionId,
        ]);
        const sellerWorks = await app.call('GET', '/v3/store/customer/my-work', {
          token: owner.accessToken,
        });
        expect(sellerWorks.body.count).toBe(0);
      }
    },
    Math.max(60_000, trials * 3_000),
  );
});
