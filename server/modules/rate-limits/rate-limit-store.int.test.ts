// The two rate-limit stores keep the same meaning: the same contract runs on the database
// (PGlite, or TEST_DATABASE_URL) and on Redis (REDIS_URL or the local 127.0.0.1:6379; skipped
// when no Redis answers).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { createAppContext, type AppContext } from '@/server/context';
import { createDatabaseRateLimitStore } from './database-rate-limit-store';
import { createRateLimiterOn } from './rate-limiter';
import type { RateLimitStore } from './rate-limit-store.port';
import { createRedisRateLimitStore } from './redis-rate-limit-store';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 3, 0, 0) + seconds * 1000);
const hour = 3600;

function contract(name: string, open: () => Promise<RateLimitStore>, close: () => Promise<void>) {
  describe(`rate-limit store: ${name}`, () => {
    let store: RateLimitStore;
    let prefix: string;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
      await close();
    });
    const key = (k: string) => `${prefix}:${k}`;

    it('counts hits in the window and forgets them after it', async () => {
      prefix = `t${Date.now()}${Math.random().toString(36).slice(2)}`;
      expect(await store.count(key('a'), hour, at(0))).toBe(0);
      for (let i = 1; i <= 5; i += 1) expect(await store.hit(key('a'), hour, at(i * 60))).toBe(i);
      expect(await store.count(key('a'), hour, at(30 * 60))).toBe(5);
      // Never fewer than the window holds: still counted a little after the hour…
      expect(await store.count(key('a'), hour, at(hour + 60))).toBe(5);
      // …and gone once a whole bucket beyond it has passed.
      expect(await store.count(key('a'), hour, at(hour + 5 * 60 + 300 + 1))).toBe(0);
    });

    it('keeps keys apart, adds amounts and resets', async () => {
      expect(await store.hit(key('b'), 60, at(0), 3)).toBe(3);
      expect(await store.count(key('c'), 60, at(0))).toBe(0);
      await store.reset(key('b'));
      expect(await store.count(key('b'), 60, at(0))).toBe(0);
    });

    it('refuses the event beyond the limit (consume) and the one at the limit (assertUnder)', async () => {
      const limiter = createRateLimiterOn(store, 'database');
      const rule = { max: 3, windowSeconds: hour };
      for (let i = 0; i < 3; i += 1) await limiter.consume(rule, key('d'), 'no', at(i));
      await expect(limiter.consume(rule, key('d'), 'Too many.', at(10))).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many.',
        retryAfterSeconds: hour,
      });
      await limiter.record(rule, key('e'), at(0));
      await limiter.record(rule, key('e'), at(0));
      await expect(limiter.assertUnder(rule, key('e'), 'no', at(1))).resolves.toBeUndefined();
      await limiter.record(rule, key('e'), at(2));
      await expect(limiter.assertUnder(rule, key('e'), 'Locked.', at(3))).rejects.toMatchObject({
        status: 429,
      });
    });

    it('counts every one of many simultaneous hits', async () => {
      await Promise.all(Array.from({ length: 40 }, () => store.hit(key('f'), hour, at(0))));
      expect(await store.count(key('f'), hour, at(1))).toBe(40);
    });
  });
}

let ctx: AppContext | undefined;
contract(
  'database',
  async () => {
    const url = process.env.TEST_DATABASE_URL || undefined;
    if (url) {
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: url });
      await client.connect();
      await client.query(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
      );
      await client.end();
    }
    ctx = await createAppContext(readConfig({ NODE_ENV: 'test' }), {
      databaseUrl: url,
      dataDir: url ? undefined : 'memory://',
    });
    return createDatabaseRateLimitStore(ctx.db);
  },
  async () => {
    await ctx?.database.close();
  },
);

// CI has Redis on the machine and must test it; elsewhere a missing Redis is said, not failed.
const redisUp = (await redisAnswers(redisUrl)) || process.env.CI === 'true';
if (redisUp) {
  contract(
    'redis',
    async () =>
      createRedisRateLimitStore(redisUrl, `test-rl:${process.pid}:`, { commandTimeoutMs: 10_000 }),
    async () => {},
  );
} else {
  describe.skip(`rate-limit store: redis (${redisUrl} does not answer)`, () => {
    it('skipped', () => {});
  });
}
