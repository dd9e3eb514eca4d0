// The cluster of issue 22, as `npm run cluster` runs it: three instances of the production server
// (server/main.ts, NODE_ENV=production, the Next build) on one PostgreSQL with a streaming replica
// for the public reads, Redis for the abuse limits when it answers, behind nginx (Debian's
// package). Every request below that says "through nginx" goes through it; nginx answers with
// X-Served-By, the instance that served it.
//
// Needs TEST_DATABASE_URL (its server gets a database of its own, <name>_cluster, and the replica
// is a base backup of that server), nginx and a production build (`npm run build`); skipped
// otherwise (scripts/test-all.ts builds and CI installs nginx, so there it runs).
// CLUSTER_TEST_REPLICA=0 runs it without the replica; CLUSTER_TEST_KEEP_LOGS=1 keeps the
// instances' logs.
// The cluster starts once, in this file's beforeAll (cluster-harness.ts): the cluster project runs
// its files one at a time, so the tests stay in one file rather than start it again per file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '@/server/context';
import * as t from '@/server/db/schema';
import type { RunningCluster } from '@/scripts/cluster/cluster';
import type { RunningReplica } from '@/scripts/cluster/replica';
import {
  call,
  clusterDatabaseUrl,
  clusterLog,
  clusterSteps,
  ready,
  startClusterUnderTest,
  stopClusterUnderTest,
  withReplica,
  type Buyer,
  type ClusterUnderTest,
} from './cluster-harness';

describe.skipIf(!ready)('three instances behind nginx on one PostgreSQL', () => {
  let cluster: RunningCluster;
  let replica: RunningReplica | undefined;
  let ctx: AppContext;
  let nginxUrl: string;
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-cluster-test-'));
  const under: ClusterUnderTest = {};
  const { instanceUrl, buyer, artwork, cart, checkout } = clusterSteps(() => ({ cluster, ctx }));

  beforeAll(async () => {
    await startClusterUnderTest(under, prefix);
    ({ replica } = under);
    cluster = under.cluster!;
    ctx = under.ctx!;
    nginxUrl = cluster.url;
  }, 240_000);

  afterAll(() => stopClusterUnderTest(under, prefix), 60_000);

  it('20 buyers racing for one edition through different instances: exactly one order', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => buyer(i)));
    const { artworkId, editionId } = await artwork();
    const carts = await Promise.all(buyers.map((me) => cart(nginxUrl, me, artworkId)));
    const results = await Promise.all(buyers.map((me, i) => checkout(nginxUrl, me, carts[i]!)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(','),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(new Set(results.map((r) => r.servedBy)).size).toBe(3);
    const orders = await ctx.db.select().from(t.orders).where(eq(t.orders.editionId, editionId));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.id).toBe(results.find((r) => r.status === 200)!.body.id);
  });

  it('a sale on instance 1 is seen as sold through instances 2 and 3 within 100 ms', async () => {
    const { artworkId, handle } = await artwork();
    const page = `/v3/store/artwork/${handle}`;
    const list = `/v3/store/artwork?view_status=all&artist_id=ar_1&order=newest&limit=48`;
    type List = { artworks: { id: string; purchase_status: string }[] };
    // Instances 2 and 3 read the work first: its page and the list are in their caches.
    for (const i of [1, 2]) {
      expect((await call(instanceUrl(i), 'GET', page)).body.purchase_status).toBe('on_sale');
      const before = (await call(instanceUrl(i), 'GET', list)).body as List;
      expect(before.artworks.find((card) => card.id === artworkId)?.purchase_status).toBe(
        'on_sale',
      );
    }
    const me = await buyer(0);
    const sold = await checkout(instanceUrl(0), me, await cart(instanceUrl(0), me, artworkId));
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const at = performance.now();
    /** Reads on instance i until `seen`: how long after the sale the read that saw it was sent. */
    const sees = async (i: number, p: string, seen: (body: never) => boolean) => {
      for (;;) {
        const sentAfter = performance.now() - at;
        const read = await call(instanceUrl(i), 'GET', p);
        expect(read.status).toBe(200);
        if (seen(read.body as never)) return sentAfter;
        if (sentAfter > 2000) throw new Error(`instance ${i + 1}: not seen after 2 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const took = await Promise.all(
      [1, 2].flatMap((i) => [
        sees(i, page, (d: { purchase_status: string }) => d.purchase_status === 'sold'),
        sees(
          i,
          list,
          (l: List) => l.artworks.find((card) => card.id === artworkId)?.purchase_status === 'sold',
        ),
      ]),
    );
    for (const ms of took) expect(ms).toBeLessThan(100);
  });

  it('50 virtual-account orders past a short deposit window expire once each, with one notice each', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, i) => buyer(i)));
    const placed: { orderId: string; editionId: string }[] = [];
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(
        buyers.map(async (me, i) => {
          const { artworkId, editionId } = await artwork();
          const base = instanceUrl((round + i) % 3);
          const order = await checkout(base, me, await cart(base, me, artworkId), {
            pay_method: 'vbank',
          });
          expect(order.status, JSON.stringify(order.body)).toBe(200);
          placed.push({ orderId: order.body.id as string, editionId });
        }),
      );
    }
    const ids = placed.map((p) => p.orderId);
    const awaiting = await ctx.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(inArray(t.orders.id, ids), eq(t.orders.status, 'awaiting_deposit')));
    expect(awaiting).toHaveLength(50);
    // A short deposit window: every deadline one second from now (the gateway gives an hour).
    await ctx.db
      .update(t.orders)
      .set({ depositDeadline: sql`now() + interval '1 second'` })
      .where(inArray(t.orders.id, ids));
    // Every instance sweeps every second (BUYING_SWEEP_SECONDS=1) after its last sweep ended; on
    // a machine loaded far past its cores a sweep may take many seconds.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const open = await ctx.db
        .select({ id: t.orders.id })
        .from(t.orders)
        .where(and(inArray(t.orders.id, ids), eq(t.orders.status, 'awaiting_deposit')));
      if (open.length === 0) break;
      if (Date.now() > deadline) throw new Error(`${open.length} orders not expired in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Two more sweeps of every instance: nothing is done twice.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const orders = await ctx.db.select().from(t.orders).where(inArray(t.orders.id, ids));
    expect(orders.every((o) => o.status === 'canceled')).toBe(true);
    const payments = await ctx.db.select().from(t.payments).where(inArray(t.payments.orderId, ids));
    expect(payments.map((p) => p.status)).toEqual(Array(50).fill('expired'));
    const editions = await ctx.db
      .select()
      .from(t.editions)
      .where(
        inArray(
          t.editions.id,
          placed.map((p) => p.editionId),
        ),
      );
    expect(editions.every((e) => e.status === 'available')).toBe(true);
    const number = sql<string>`${t.notificationOutbox.payload}->>'order_number'`;
    const notices = await ctx.db
      .select({ orderNumber: number, n: sql<number>`count(*)::int` })
      .from(t.notificationOutbox)
      .where(eq(t.notificationOutbox.template, 'order-canceled'))
      .groupBy(number);
    const perOrder = new Map(notices.map((row) => [row.orderNumber, row.n]));
    expect(orders.map((o) => perOrder.get(o.orderNumber) ?? 0)).toEqual(Array(50).fill(1));
    // Which instances did the expiring (their logs): informational, any split is correct.
    const split = cluster.instances.map((instance) => {
      const log = fs.readFileSync(path.join(prefix, `i${instance.index + 1}.log`), 'utf8');
      return [...log.matchAll(/"canceled_orders":(\d+)/g)].reduce((s, m) => s + Number(m[1]), 0);
    });
    console.log(`deposit deadlines expired by instance 1/2/3: ${split.join('/')}`);
    expect(split.reduce((a, b) => a + b, 0)).toBe(50);
  }, 180_000);

  it('an instance killed with kill -9 during checkout load loses no acknowledged order', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => buyer(i)));
    const works = await Promise.all(Array.from({ length: 36 }, () => artwork()));
    const acknowledged: string[] = [];
    const failed: number[] = [];
    let done = 0;
    let next = 0;
    const worker = async (me: Buyer) => {
      for (;;) {
        const i = next++;
        if (i >= works.length) return;
        try {
          const cartAnswer = await call(nginxUrl, 'POST', '/v3/store/cart/artwork', {
            token: me.token,
            body: { artwork_id: works[i]!.artworkId },
          });
          if (cartAnswer.status !== 200) {
            failed.push(cartAnswer.status);
            continue;
          }
          const answer = await checkout(nginxUrl, me, cartAnswer.body.cart_id);
          if (answer.status === 200) acknowledged.push(answer.body.id as string);
          else failed.push(answer.status);
          if (answer.status === 409) console.log(`409 during kill -9: ${answer.body.message}`);
        } catch {
          failed.push(0); // the connection failed: nothing was acknowledged
        } finally {
          done += 1;
        }
      }
    };
    const load = Promise.all(buyers.map((me) => worker(me)));
    while (done < 6) await new Promise((resolve) => setTimeout(resolve, 10));
    await cluster.stop(1, 'SIGKILL');
    await load;
    console.log(
      `kill -9 under checkout load: ${acknowledged.length} acknowledged, ${failed.length} not (${failed.join(',')})`,
    );
    expect(acknowledged.length).toBeGreaterThan(20);
    const stored = await ctx.db
      .select({ id: t.orders.id, status: t.orders.status })
      .from(t.orders)
      .where(inArray(t.orders.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
    expect(stored.every((o) => o.status === 'paid')).toBe(true);
    // No edition went to two buyers.
    const sold = await ctx.db
      .select({ editionId: t.orders.editionId, n: sql<number>`count(*)::int` })
      .from(t.orders)
      .where(
        and(
          inArray(
            t.orders.editionId,
            works.map((w) => w.editionId),
          ),
          eq(t.orders.status, 'paid'),
        ),
      )
      .groupBy(t.orders.editionId);
    expect(sold.every((row) => row.n === 1)).toBe(true);
    await cluster.start(1);
  }, 240_000);

  it('a rolling restart of all three during browsing load fails no request', async () => {
    const { handle } = await artwork();
    const paths = [
      `/v3/store/artwork?view_status=all&order=newest&limit=24`,
      `/v3/store/artwork/${handle}`,
      `/work/${handle}`,
      '/v3/store/artwork?view_status=all&artist_id=ar_1&order=price_asc&limit=12',
    ];
    let stop = false;
    let requests = 0;
    const failures: string[] = [];
    const served = new Set<string>();
    const browser = async (n: number) => {
      for (let i = n; !stop; i += 1) {
        const p = paths[i % paths.length]!;
        try {
          const response = await fetch(nginxUrl + p, { headers: { 'x-currency': 'krw' } });
          await response.arrayBuffer();
          requests += 1;
          served.add(response.headers.get('x-served-by') ?? '');
          if (response.status !== 200) failures.push(`${response.status} ${p}`);
        } catch (error) {
          failures.push(`${(error as Error).message} ${p}`);
        }
        // A visitor reads, then clicks: browsing, not a flood.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const browsers = Array.from({ length: 6 }, (_, n) => browser(n));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pids = cluster.instances.map((instance) => instance.process!.pid);
    const started = Date.now();
    await cluster.rollingRestart();
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(browsers);
    console.log(
      `rolling restart in ${((Date.now() - started) / 1000).toFixed(1)} s under browsing load: ${requests} requests, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    // Every instance is a new process, and all three served.
    expect(cluster.instances.map((instance) => instance.process!.pid)).not.toEqual(
      expect.arrayContaining(pids),
    );
    expect(served.size).toBeGreaterThanOrEqual(3);
  }, 400_000);

  it('an instance killed with SIGKILL is logged and started again', async () => {
    const instance = cluster.instances[2]!;
    const pid = instance.process!.pid!;
    process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    for (;;) {
      const again = instance.process?.pid;
      // The supervisor logs "started again" once its own readiness poll sees the new process.
      if (
        again &&
        again !== pid &&
        clusterLog.some((line) => line.startsWith('instance 3 started again')) &&
        (await call(instance.url, 'GET', '/readyz').catch(() => null))?.status === 200
      )
        break;
      if (Date.now() > deadline)
        throw new Error(`instance 3 not started again: ${clusterLog.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(clusterLog.join('\n')).toContain(`instance 3 (pid ${pid}) died: signal SIGKILL`);
    expect(clusterLog.some((line) => line.startsWith('instance 3 started again'))).toBe(true);
  }, 90_000);

  it('a 10 s database outage: nginx answers no 502, instances 2xx or 503 + Retry-After, no order lost or doubled, all served within 5 s of the return', async () => {
    const database = new URL(clusterDatabaseUrl()).pathname.slice(1);
    const adminUrl = new URL(clusterDatabaseUrl());
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    const terminate = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        database,
      ]);
    const restore = () => admin.query(`alter database "${database}" allow_connections true`);
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => buyer(i)));
    const works = await Promise.all(Array.from({ length: 12 }, () => artwork()));
    const wrong: string[] = [];
    let unavailable = 0;
    let restoredAt = Infinity;
    const servedAgain = new Map<string, number>();
    const send = async (
      client: string,
      method: string,
      p: string,
      options: Parameters<typeof call>[3] = {},
    ) => {
      for (;;) {
        const sent = Date.now();
        const answer = await call(nginxUrl, method, p, options).catch((error: Error) => ({
          status: 0,
          body: error.message,
          servedBy: null,
        }));
        if (answer.status >= 200 && answer.status < 300) {
          if (sent >= restoredAt && !servedAgain.has(client)) servedAgain.set(client, sent);
          return answer;
        }
        if (answer.status !== 503) {
          wrong.push(
            `${client} ${method} ${p}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
          return answer;
        }
        unavailable += 1;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const acknowledged: { orderId: string; editionId: string }[] = [];
    const checkouts = buyers.map(async (me, b) => {
      for (const work of works.slice(b * 2, b * 2 + 2)) {
        const client = `buyer ${b}`;
        const added = await send(client, 'POST', '/v3/store/cart/artwork', {
          token: me.token,
          body: { artwork_id: work.artworkId },
        });
        if (added.status !== 200) continue;
        const cartId = added.body.cart_id as string;
        const session = await send(client, 'POST', `/v3/store/cart/payment-session/${cartId}`, {
          token: me.token,
          body: { order_consent: true, pay_method: 'card_kr' },
          headers: { 'idempotency-key': `outage-session-${cartId}` },
        });
        if (session.status !== 200) continue;
        const id = session.body.payment_session.id as string;
        const order = await send(
          client,
          'GET',
          `/v3/store/cart/${cartId}/complete/krw?payment_session_id=${id}`,
          {
            token: me.token,
            headers: { 'idempotency-key': `outage-complete-${cartId}` },
          },
        );
        if (order.status === 200)
          acknowledged.push({ orderId: order.body.id, editionId: work.editionId });
      }
    });
    let reading = true;
    const pages = [
      '/v3/store/artwork?view_status=all&order=newest&limit=12',
      `/v3/store/artwork/${works[0]!.handle}`,
      `/work/${works[0]!.handle}`,
      `/ko/work/${works[1]!.handle}`,
    ];
    /** What a page answered while the database was away: status, Retry-After, request id. */
    const duringOutage: string[] = [];
    const readers = [0, 1, 2, 3].map(async (r) => {
      for (let i = 0; reading; i += 1) {
        const p = pages[(i + r) % pages.length]!;
        const answer = await send(`reader ${r}`, 'GET', p, { token: buyers[r]!.token });
        if (answer.status === 503) duringOutage.push(p);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    // A page load during the outage, looked at closely.
    let pageDuring: Response | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await admin.query(`alter database "${database}" allow_connections false`);
      await terminate();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      // A page that can be drawn from what an instance still holds (its micro-cache, the
      // replica) is served 200; one that needs the primary answers the outage page. Pages of
      // works not read before are loaded until one needs the primary; none may answer otherwise.
      for (const work of works.slice(2, 8)) {
        const page = await fetch(`${nginxUrl}/ko/work/${work.handle}`);
        if (page.status === 503) {
          pageDuring = page;
          break;
        }
        expect(page.status, 'a page during the outage: served or 503').toBe(200);
        await page.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await terminate();
      restoredAt = Date.now();
      await restore();
      await Promise.all(checkouts);
      const until = Date.now() + 10_000;
      while (servedAgain.size < buyers.length + 4 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      reading = false;
      await Promise.all(readers);
      await restore();
      await admin.end();
    }
    const back = [...servedAgain.values()].map((at) => at - restoredAt);
    console.log(
      `cluster, database outage of 10 s: ${unavailable} answers 503, ${acknowledged.length} orders acknowledged, served again ${Math.max(...back)} ms after the return at the latest`,
    );
    expect(wrong).toEqual([]);
    expect(unavailable).toBeGreaterThan(0);
    expect(pageDuring?.status, 'a page that needed the primary during the outage').toBe(503);
    expect(pageDuring!.headers.get('retry-after')).toBe('5');
    expect(pageDuring!.headers.get('x-request-id')).toBeTruthy();
    expect(await pageDuring!.text()).toContain('잠시 사이트를 이용할 수 없습니다');
    expect(servedAgain.size).toBe(buyers.length + 4);
    expect(Math.max(...back)).toBeLessThan(5_000);
    expect(acknowledged).toHaveLength(works.length);
    const stored = await ctx.db
      .select({ id: t.orders.id, status: t.orders.status })
      .from(t.orders)
      .where(
        inArray(
          t.orders.editionId,
          works.map((w) => w.editionId),
        ),
      );
    expect(stored.map((o) => o.id).sort()).toEqual(acknowledged.map((a) => a.orderId).sort());
    expect(stored.every((o) => o.status === 'paid')).toBe(true);
    // Nothing the instances logged as uncaught.
    for (const instance of cluster.instances) {
      const log = fs.readFileSync(path.join(prefix, `i${instance.index + 1}.log`), 'utf8');
      expect(log).not.toMatch(/uncaughtException|unhandledRejection/);
    }
  }, 120_000);

  describe.skipIf(!withReplica)('with the streaming replica', () => {
    it('serves the catalogue reads from the replica', async () => {
      const replicaClient = new pg.Client({
        connectionString: replica!.urlFor(new URL(clusterDatabaseUrl()).pathname.slice(1)),
      });
      await replicaClient.connect();
      try {
        const readers = await replicaClient.query(
          `select count(*)::int as n from pg_stat_activity
            where application_name = 'artmarket-read' and datname = current_database()`,
        );
        expect(readers.rows[0].n).toBeGreaterThan(0);
        const scans = async () => {
          const { rows } = await replicaClient.query(
            `select coalesce(sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0)), 0)::bigint::text as n
               from pg_stat_user_tables where relname = 'artworks'`,
          );
          return Number(rows[0].n);
        };
        const before = await scans();
        // Lists no cache holds (a new price bound each), through nginx, a round every half second:
        // after a database outage (the test before) an instance reads on the primary until its
        // replica has answered again and caught up (read-replica.ts rests 5 s after a failure),
        // and the replica's statistics are flushed at most once a second.
        const deadline = Date.now() + 20_000;
        let bound = 1000;
        let after = before;
        while (after <= before && Date.now() < deadline) {
          for (let i = 0; i < 12; i += 1) {
            bound += 1;
            const list = await call(
              nginxUrl,
              'GET',
              `/v3/store/artwork?view_status=all&min_price=${bound}&order=newest&limit=12`,
            );
            expect(list.status).toBe(200);
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
          after = await scans();
        }
        expect(after).toBeGreaterThan(before);
        // Each instance counts what it read where (its /readyz).
        const counts = await Promise.all(
          [0, 1, 2].map(async (i) => (await call(instanceUrl(i), 'GET', '/readyz')).body),
        );
        const fromReplica = counts.reduce((sum, body) => sum + body.public_reads.replica, 0);
        expect(fromReplica, JSON.stringify(counts)).toBeGreaterThan(0);
      } finally {
        await replicaClient.end();
      }
    });

    it('a customer sees their order at once after checkout, and the work as sold everywhere', async () => {
      const me = await buyer(0);
      const { artworkId, handle } = await artwork();
      // Every instance has read the work (cached, from the replica).
      for (const i of [0, 1, 2]) {
        expect((await call(instanceUrl(i), 'GET', `/v3/store/artwork/${handle}`)).status).toBe(200);
      }
      const paid = await checkout(nginxUrl, me, await cart(nginxUrl, me, artworkId));
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const orderId = paid.body.id as string;
      const [order, history] = await Promise.all([
        call(nginxUrl, 'GET', `/v3/store/orders/${orderId}`, { token: me.token }),
        call(nginxUrl, 'GET', '/v3/store/customer/history', { token: me.token }),
      ]);
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      expect(JSON.stringify(order.body)).toContain(orderId);
      expect(history.status).toBe(200);
      expect(JSON.stringify(history.body)).toContain(orderId);
      const pages = await Promise.all(
        [0, 1, 2].map((i) => call(instanceUrl(i), 'GET', `/v3/store/artwork/${handle}`)),
      );
      // Instances 2 and 3 heard of the sale through NOTIFY; a read this soon may still be racing
      // it (up to ADR 0039's 100 ms), so they are read again until then.
      for (const [i, first] of pages.entries()) {
        let status = first.body.purchase_status as string;
        const until = Date.now() + 100;
        while (status !== 'sold' && Date.now() < until) {
          status = (await call(instanceUrl(i), 'GET', `/v3/store/artwork/${handle}`)).body
            .purchase_status;
        }
        expect(status, `instance ${i + 1}`).toBe('sold');
      }
    });
  });
});
