// Rate-limit counters in Redis (REDIS_URL): one hash per key, one field per bucket, expiring with
// the window. Same meaning as the database adapter.
import { Redis } from 'ioredis';
import {
  bucketSeconds,
  bucketStart,
  windowFloor,
  type RateLimitStore,
} from './rate-limit-store.port';

function sumFrom(fields: Record<string, string>, floor: number): number {
  let total = 0;
  for (const [start, value] of Object.entries(fields)) {
    if (Number(start) > floor) total += Number(value);
  }
  return total;
}

export function createRedisRateLimitStore(
  url: string,
  prefix = 'rl:',
  // A command fails within about half a second when Redis is gone or hangs, so the fallback
  // store answers instead (fallback-rate-limit-store.ts); commands sent while connecting wait.
  // The contract tests give a starved test process longer: they test meaning, not the timeout.
  { commandTimeoutMs = 500 }: { commandTimeoutMs?: number } = {},
): RateLimitStore {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
  });
  redis.on('error', () => undefined); // reported by the failing command, not as an unhandled event
  const redisKey = (key: string) => `${prefix}${key}`;

  return {
    async hit(key, windowSeconds, now, amount = 1) {
      const k = redisKey(key);
      const result = await redis
        .multi()
        .hincrby(k, String(bucketStart(windowSeconds, now)), amount)
        .expire(k, windowSeconds + 2 * bucketSeconds(windowSeconds))
        .hgetall(k)
        .exec();
      const fields = (result?.[2]?.[1] ?? {}) as Record<string, string>;
      return sumFrom(fields, windowFloor(windowSeconds, now));
    },
    async count(key, windowSeconds, now) {
      return sumFrom(await redis.hgetall(redisKey(key)), windowFloor(windowSeconds, now));
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
    async purgeExpired() {
      // Redis expires the keys itself.
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
