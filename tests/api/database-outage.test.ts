// A database outage mid-traffic (issue 30, ADR 0069): the app's backends are terminated and the
// database refuses connections for 10 s (ALTER DATABASE … ALLOW_CONNECTIONS false, on this
// file's own database only; the PostgreSQL server itself keeps running) while buyers browse and
// check out with Idempotency-Keys. Every answer is a 2xx or a 503 with Retry-After and a request
// id, nothing is thrown past the app, no acknowledged order is lost or doubled, a retry with the
// same key gets the same order, and every client is served again within 5 s of the return.
//
// PostgreSQL only: PGlite runs inside this process, so there is no connection to lose, no
// backend to terminate and nothing to refuse; its failures are statements' own, answered as
// before. The multi-instance version behind nginx is in tests/cluster.
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { startBuyingApp, type Buyer } from './buying-test-app';
import type { CallResult } from './customer-test-app';

const OUTAGE_MS = 10_000;
const BUYERS = 12;
const WORKS_EACH = 3;
const READERS = 4;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a 10 s database outage mid-traffic (PostgreSQL; PGlite is in-process: no connection to lose)',
  () => {
    const app = startBuyingApp();
    let admin: pg.Client;
    let database: string;
    let buyers: Buyer[] = [];

    /** Terminates the app's backends and refuses new connections to this file's database. */
    const cut = async () => {
      await admin.query(`alter database "${database}" allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [database],
      );
    };
    const restore = () => admin.query(`alter database "${database}" allow_connections true`);

    beforeAll(async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      database = decodeURIComponent(url.pathname.slice(1));
      // The admin connection is to another database: it lives through the cut.
      url.pathname = '/postgres';
      admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      buyers = [];
      for (let i = 0; i < BUYERS; i += 1) buyers.push(await app.buyer());
    });

    afterAll(async () => {
      await restore();
      await admin.end();
    });

    it('answers 2xx or 503 + Retry-After, loses and doubles no order, serves all within 5 s of the return', async () => {
      const thrown: unknown[] = [];
      const onThrown = (error: unknown) => thrown.push(error);
      process.on('uncaughtException', onThrown);
      process.on('unhandledRejection', onThrown);

      const works = await Promise.all(
        buyers.map(() => Promise.all(Array.from({ length: WORKS_EACH }, () => app.artwork()))),
      );
      const wrong: string[] = [];
      let unavailable = 0;
      let restoredAt = Infinity;
      const readiness: { status: number; body: { status: string } }[] = [];
      /** Per client: the first 2xx answer sent at or after the database's return. */
      const servedAgain = new Map<string, number>();

      /** One call, retried on 503 (after 250 ms) until it answers otherwise. */
      const send = async (client: string, request: () => Promise<CallResult>) => {
        for (;;) {
          const sent = Date.now();
          const answer = await request();
          if (answer.status >= 200 && answer.status < 300) {
            if (sent >= restoredAt && !servedAgain.has(client)) servedAgain.set(client, sent);
            return answer;
          }
          if (answer.status !== 503) {
            wrong.push(`${client}: ${answer.status} ${JSON.stringify(answer.body)}`);
            return answer;
          }
          unavailable += 1;
          if (!answer.headers.get('retry-after') || !answer.body?.request_id) {
            wrong.push(`${client}: 503 without Retry-After or request id`);
          }
          if (!answer.headers.get('x-request-id')) wrong.push(`${client}: no X-Request-Id`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };

      const acknowledged: { cartId: string; orderId: string; buyer: Buyer; sessionId: string }[] =
        [];
      const checkouts = buyers.map(async (me, b) => {
        for (const work of works[b]!) {
          const client = `buyer ${b}`;
          const cart = await send(client, () =>
            app.call('POST', '/v3/store/cart/artwork', {
              token: me.accessToken,
              body: { artwork_id: work.artworkId },
            }),
          );
          if (cart.status !== 200) continue;
          const cartId = cart.body.cart_id as string;
          const session = await send(client, () =>
            app.session(me, cartId, {}, { 'idempotency-key': `outage-session-${cartId}` }),
          );
          if (session.status !== 200) continue;
          const sessionId = session.body.payment_session.id as string;
          const order = await send(client, () =>
            app.complete(me, cartId, sessionId, 'krw', {
              'idempotency-key': `outage-complete-${cartId}`,
            }),
          );
          if (order.status === 200) {
            acknowledged.push({ cartId, orderId: order.body.id, buyer: me, sessionId });
          }
        }
      });
      let reading = true;
      const readers = Array.from({ length: READERS }, async (_, r) => {
        const paths = [
          '/v3/store/artwork?view_status=all&order=newest&limit=12',
          `/v3/store/artwork/${works[r]![0]!.handle}`,
          '/v3/store/customer/info',
        ];
        for (let i = 0; reading; i += 1) {
          const p = paths[i % paths.length]!;
          await send(`reader ${r}`, () => app.call('GET', p, { token: buyers[r]!.accessToken }));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });

      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await cut();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        // A blip does not make the instance "not ready" (a balancer would take all out at once).
        readiness.push(await app.app.get('/readyz'));
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - 2_000));
        // Once more: a backend that was connecting at the first cut.
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [database],
        );
        restoredAt = Date.now();
        await restore();
        await Promise.all(checkouts);
        // The readers keep going until each has been served after the return.
        const until = Date.now() + 10_000;
        while (servedAgain.size < BUYERS + READERS && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        reading = false;
        await Promise.all(readers);
        await restore();
        process.off('uncaughtException', onThrown);
        process.off('unhandledRejection', onThrown);
      }
      readiness.push(await app.app.get('/readyz'));
      const back = [...servedAgain.values()].map((at) => at - restoredAt);
      console.log(
        `database outage (${OUTAGE_MS / 1000} s): ${unavailable} answers 503, ${acknowledged.length} orders acknowledged, served again ${Math.max(...back)} ms after the return at the latest`,
      );
      expect(thrown).toEqual([]);
      expect(wrong).toEqual([]);
      expect(unavailable).toBeGreaterThan(0);
      expect(readiness.map((r) => [r.status, r.body.status])).toEqual([
        [200, 'degraded'],
        [200, 'ok'],
      ]);
      expect(servedAgain.size).toBe(BUYERS + READERS);
      expect(Math.max(...back)).toBeLessThan(5_000);
      // Every buyer bought every work: nothing was lost on the way.
      expect(acknowledged).toHaveLength(BUYERS * WORKS_EACH);
      const ids = acknowledged.map((a) => a.orderId);
      expect(new Set(ids).size).toBe(ids.length);
      const { db } = app.app.ctx;
      const stored = await db
        .select({ id: t.orders.id, editionId: t.orders.editionId, status: t.orders.status })
        .from(t.orders)
        .where(inArray(t.orders.id, ids));
      expect(stored).toHaveLength(ids.length);
      expect(stored.every((o) => o.status === 'paid')).toBe(true);
      // One order per edition, and no payment left half done.
      const editions = works.flat().flatMap((w) => w.editionIds);
      const sold = await db
        .select({ id: t.orders.id })
        .from(t.orders)
        .where(inArray(t.orders.editionId, editions));
      expect(sold).toHaveLength(editions.length);
      const payments = await db
        .select({ status: t.payments.status })
        .from(t.payments)
        .where(
          inArray(
            t.payments.cartId,
            acknowledged.map((a) => a.cartId),
          ),
        );
      expect(payments.filter((p) => p.status === 'processing')).toEqual([]);
      // The same key again: the same order, replayed.
      for (const { buyer, cartId, sessionId, orderId } of acknowledged.slice(0, 6)) {
        const again = await app.complete(buyer, cartId, sessionId, 'krw', {
          'idempotency-key': `outage-complete-${cartId}`,
        });
        expect(again.status).toBe(200);
        expect(again.body.id).toBe(orderId);
      }
    }, 90_000);
  },
);
