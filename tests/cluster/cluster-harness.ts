// The cluster test's harness (issue 22): the cluster under test (a fresh <test db>_cluster database
// with the fixtures, the optional streaming replica, three production instances behind nginx),
// started once in the test file's beforeAll and stopped in its afterAll, and the steps the tests
// take through it (a buyer, a work on sale, a cart, a checkout). See cluster.test.ts.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Redis from 'ioredis';
import { expect } from 'vitest';
import { readConfig } from '@/server/config';
import { createAppContext, type AppContext } from '@/server/context';
import * as t from '@/server/db/schema';
import {
  ensureDatabase,
  hasBuild,
  startCluster,
  type RunningCluster,
} from '@/scripts/cluster/cluster';
import { nginxAvailable } from '@/scripts/cluster/nginx';
import {
  ensurePrimaryAllowsReplication,
  startReplica,
  type RunningReplica,
} from '@/scripts/cluster/replica';
import { insertArtworkFixture, insertCatalogueFixture } from '../api/fixtures';

export const testUrl = process.env.TEST_DATABASE_URL;
export const ready = Boolean(testUrl) && nginxAvailable() && hasBuild();
export const withReplica = process.env.CLUSTER_TEST_REPLICA !== '0';

/** The cluster's own database on the test server: <test db>_cluster. */
export function clusterDatabaseUrl(): string {
  const url = new URL(testUrl!);
  url.pathname = `/${decodeURIComponent(url.pathname.slice(1)) || 'test'}_cluster`;
  return url.toString();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function redisUrlIfAnswering(): Promise<string | undefined> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG' ? url : undefined;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
  servedBy: string | null;
}

let ipCounter = 0;
/** A distinct documentation-range address per buyer: the abuse limits are per address. */
export const nextIp = () => {
  ipCounter += 1;
  return `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export async function call(
  base: string,
  method: string,
  p: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(base + p, {
    method,
    headers: {
      'x-currency': 'krw',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a page)
  }
  return { status: response.status, body, servedBy: response.headers.get('x-served-by') };
}

export interface Buyer {
  token: string;
  customerId: string;
}

/** The steps the tests take through the cluster `under()` gives (known once beforeAll ran). */
export function clusterSteps(under: () => { cluster: RunningCluster; ctx: AppContext }) {
  let artworkCounter = 0;
  const instanceUrl = (i: number) => under().cluster.instances[i]!.url;

  /** A signed-up buyer with a Seoul address, set up on instance `via` directly. */
  async function buyer(via: number): Promise<Buyer> {
    const base = instanceUrl(via % 3);
    const headers = { 'x-forwarded-for': nextIp() };
    const email = `cluster.${Date.now().toString(36)}.${ipCounter}@example.com`;
    const signUp = await call(base, 'POST', '/v3/store/customer/sign-up', {
      headers,
      body: { first_name: 'Minji', last_name: 'Kim', email, password: 'gallery2026' },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const token = signUp.body.accessToken as string;
    const address = await call(base, 'POST', '/v3/store/customer/shipping-address', {
      token,
      headers,
      body: {
        postal_code: '04524',
        street_address: '110 Sejong-daero, Jung-gu, Seoul',
        detail_address: '3F',
        phone_number: '01012345678',
      },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    const info = await call(base, 'GET', '/v3/store/customer/info', { token });
    return { token, customerId: info.body.id as string };
  }

  /** A new on-sale unique work: its id, handle and edition id. */
  async function artwork() {
    artworkCounter += 1;
    const id = `aw_cluster_${artworkCounter}_${Date.now().toString(36)}`;
    const handle = id.replaceAll('_', '-');
    await under()
      .ctx.db.insert(t.artworks)
      .values({
        id,
        handle,
        titleEn: `Cluster study ${artworkCounter}`,
        titleKo: `클러스터 습작 ${artworkCounter}`,
        artistId: 'ar_1',
        categoryId: 'cat_paint',
        widthCm: 50,
        heightCm: 40,
        sizeTotal: 90,
        price: 1_000_000,
        purchaseStatus: 'on_sale',
        editionType: 'unique',
        editionSize: 1,
        vatTaxable: false,
      });
    const editionId = `${id}_ed1`;
    await under()
      .ctx.db.insert(t.editions)
      .values({ id: editionId, artworkId: id, editionNumber: 1, status: 'available' });
    return { artworkId: id, handle, editionId };
  }

  async function cart(base: string, me: Buyer, artworkId: string): Promise<string> {
    const answer = await call(base, 'POST', '/v3/store/cart/artwork', {
      token: me.token,
      body: { artwork_id: artworkId },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.cart_id as string;
  }

  /** payment-session then complete (each with an Idempotency-Key): the complete call's answer. */
  async function checkout(
    base: string,
    me: Buyer,
    cartId: string,
    body: Record<string, unknown> = { pay_method: 'card_kr' },
  ): Promise<Answer> {
    const session = await call(base, 'POST', `/v3/store/cart/payment-session/${cartId}`, {
      token: me.token,
      body: { order_consent: true, ...body },
      headers: { 'idempotency-key': `session-${cartId}` },
    });
    if (session.status !== 200) return session;
    const id = session.body.payment_session.id as string;
    return call(base, 'GET', `/v3/store/cart/${cartId}/complete/krw?payment_session_id=${id}`, {
      token: me.token,
      headers: { 'idempotency-key': `complete-${cartId}` },
    });
  }

  return { instanceUrl, buyer, artwork, cart, checkout };
}

/** The cluster script's own lines (an instance that died, started again), as they came. */
export const clusterLog: string[] = [];

/** What startClusterUnderTest has started so far (all of it once it resolves). */
export interface ClusterUnderTest {
  cluster?: RunningCluster;
  replica?: RunningReplica;
  ctx?: AppContext;
}

/**
 * A fresh cluster database with the fixtures (and vbank), the replica when `withReplica`, and
 * three instances behind nginx; fills `under` as it goes so a failed start still stops cleanly.
 */
export async function startClusterUnderTest(
  under: ClusterUnderTest,
  prefix: string,
): Promise<void> {
  const databaseUrl = clusterDatabaseUrl();
  await ensureDatabase(databaseUrl);
  const reset = new pg.Client({ connectionString: databaseUrl });
  await reset.connect();
  await reset.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await reset.end();
  // The test's own connection: migrates, inserts fixtures, reads what the instances wrote.
  const ctx = await createAppContext(readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' }), {
    databaseUrl,
  });
  under.ctx = ctx;
  const now = new Date();
  await insertCatalogueFixture(ctx.db, now);
  await insertArtworkFixture(ctx.db, now);
  await ctx.db.insert(t.paymentProviders).values({
    id: 'pp_vbank',
    code: 'vbank',
    nameEn: 'Virtual account',
    nameKo: '가상계좌',
    currencies: ['krw'],
    rank: 6,
  });
  if (withReplica) {
    const admin = new URL(databaseUrl);
    admin.pathname = '/postgres';
    await ensurePrimaryAllowsReplication(admin.toString());
    under.replica = await startReplica({
      primaryUrl: databaseUrl,
      dataDir: path.join(os.tmpdir(), `artmarket-cluster-test-replica-${process.pid}`),
      port: await freePort(),
    });
  }
  const ports = [await freePort(), await freePort(), await freePort()];
  const dataDir = path.join(prefix, 'data');
  under.cluster = await startCluster({
    instances: 3,
    ports,
    listenPort: await freePort(),
    databaseUrl,
    readUrl: under.replica?.urlFor(new URL(databaseUrl).pathname.slice(1)),
    redisUrl: await redisUrlIfAnswering(),
    dataDir,
    prefix,
    output: 'files',
    drainSeconds: 1,
    log: (line) => clusterLog.push(line),
    env: {
      LOG_LEVEL: 'info',
      ACCESS_LOG: 'false',
      BUYING_SWEEP_SECONDS: '1',
      DATABASE_POOL_SIZE: '5',
    },
  });
}

/** Stops what `under` holds and removes the cluster's folders (CLUSTER_TEST_KEEP_LOGS=1 keeps the logs). */
export async function stopClusterUnderTest(under: ClusterUnderTest, prefix: string): Promise<void> {
  const { cluster, replica, ctx } = under;
  await cluster?.close();
  replica?.stop();
  await ctx?.database.close();
  if (replica) fs.rmSync(replica.dataDir, { recursive: true, force: true });
  // The instances' logs and nginx's folder; CLUSTER_TEST_KEEP_LOGS=1 keeps them to read.
  if (process.env.CLUSTER_TEST_KEEP_LOGS === '1') console.log(`cluster logs: ${prefix}`);
  else fs.rmSync(prefix, { recursive: true, force: true });
}
