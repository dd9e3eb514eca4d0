// The abuse limits kept in Redis (REDIS_URL) hold as they do in the database: the 101st failed
// sign-in for an account within an hour is refused. Skipped when no Redis answers.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { createRateLimiter, createRateLimiterOn } from '@/server/modules/rate-limits/rate-limiter';
import { createRedisRateLimitStore } from '@/server/modules/rate-limits/redis-rate-limit-store';
import { customerMessages as m } from '@/schemas/customer';
import {
  createCustomerTestApp,
  expectError,
  PASSWORD,
  type CustomerTestApp,
} from './customer-test-app';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

// CI has Redis on the machine and must test it; elsewhere a missing Redis is said, not failed.
describe.skipIf(!redisUp && process.env.CI !== 'true')(
  `abuse limits in Redis (${redisUrl})`,
  () => {
    let app: CustomerTestApp;
    beforeAll(async () => {
      // A prefix of this run's own, so counters of earlier runs (Redis outlives the test) never count.
      const store = createRedisRateLimitStore(redisUrl, `test:${process.pid}:${Date.now()}:`, {
        commandTimeoutMs: 10_000,
      });
      app = await createCustomerTestApp({
        services: { customerAccounts: { limiter: createRateLimiterOn(store, 'redis') } },
      });
    });
    afterAll(() => app?.app.close());

    it('is chosen by REDIS_URL', async () => {
      const limiter = createRateLimiter(
        readConfig({ NODE_ENV: 'test', REDIS_URL: redisUrl }),
        app.app.ctx.db,
      );
      expect(limiter.store).toBe('redis');
      await limiter.close();
      expect(createRateLimiter(readConfig({ NODE_ENV: 'test' }), app.app.ctx.db).store).toBe(
        'database',
      );
    });

    it('refuses the 101st failed sign-in for one account within an hour', async () => {
      const me = await app.signUp();
      for (let attempt = 1; attempt <= 100; attempt += 1) {
        const ip = `198.18.${Math.floor(attempt / 200)}.${attempt % 200}`;
        expect((await app.signIn(me.email, `wrong-${attempt}x`, { ip })).status).toBe(400);
      }
      expectError(
        await app.signIn(me.email, PASSWORD, { ip: '198.18.9.9' }),
        429,
        m.tooManySignIns,
      );
      app.advance(66 * 60_000);
      expect((await app.signIn(me.email, PASSWORD, { ip: '198.18.9.9' })).status).toBe(200);
    });
  },
);

// Redis configured but gone (nothing listens on port 1): sign-in still answers, and the limits
// still hold, counted in the database meanwhile.
describe('abuse limits when Redis is down', () => {
  let app: CustomerTestApp;
  beforeAll(async () => {
    app = await createCustomerTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => app?.app.close());

  it('signs in, and stops guessing from one address at the 11th failure, from the database', async () => {
    const me = await app.signUp({}, { ip: '198.18.20.1' });
    expect((await app.signIn(me.email, PASSWORD, { ip: '198.18.20.2' })).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await app.signIn(me.email, `wrong-${attempt}x`, { ip: '198.18.20.3' });
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    expectError(
      await app.signIn(me.email, PASSWORD, { ip: '198.18.20.3' }),
      429,
      m.tooManySignInsHere,
    );
  });
});
